import { expect, test, type Browser, type Page } from './support/test';
import { expectInRoom, focusEditor, ROOM_READY_MS, waitForMonaco } from './editor.helpers';
import { submitRefused } from './support/forms';

/** Room mode of the code editor (/editor/{roomId}): shared files, access, chat. */

const LOCAL_FILES_KEY = 'devfolio:editor:files';

const uniqueRoom = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

const editorArea = (page: Page) => page.getByTestId('code-editor');
const monaco = (page: Page) => editorArea(page).locator('.monaco-editor').first();
const tab = (page: Page, name: string) => editorArea(page).getByRole('tab', { name });
const roomChat = (page: Page) => page.getByRole('complementary', { name: 'Room chat' });

async function openPage(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(path);
  return page;
}

/** Gives this browser a local project with a file nobody else has, saved to storage. */
async function makeLocalProject(page: Page, fileText: string): Promise<string> {
  await page.goto('/editor');
  await waitForMonaco(page);
  await page.getByLabel('New file').selectOption('sql');
  await focusEditor(monaco(page));
  await page.keyboard.insertText(fileText);
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', LOCAL_FILES_KEY))
    .toContain(fileText);
  return page.evaluate((key) => localStorage.getItem(key) ?? '', LOCAL_FILES_KEY);
}

async function createRoom(page: Page, options: { password?: string } = {}) {
  const dialog = page.getByRole('dialog', { name: 'Create room' });
  await expect(dialog).toBeVisible({ timeout: ROOM_READY_MS });
  if (options.password !== undefined) {
    await dialog.getByLabel('Private (password)').check();
    await dialog.getByLabel('Password', { exact: true }).fill(options.password);
    await dialog.getByLabel('Confirm password').fill(options.password);
  }
  await dialog.getByRole('button', { name: 'Create room' }).click();
  await expectInRoom(page);
}

/** Types one character at a time (Monaco sees real key presses), at the start or the end. */
async function typeAt(page: Page, where: 'start' | 'end', text: string) {
  await focusEditor(monaco(page));
  await page.keyboard.press(where === 'start' ? 'ControlOrMeta+Home' : 'ControlOrMeta+End');
  await page.keyboard.type(text, { delay: 40 });
}

/**
 * One room's life, step by step, in two visitors' pages (and a late third): each step a test of
 * its own, run in order on the same pages; a failed step skips the rest.
 */
test.describe('a shared room of two pages', () => {
  test.describe.configure({ mode: 'serial' });

  let host: Page;
  let guest: Page;
  let hostLocal = '';
  let guestLocal = '';
  let room = '';

  test.beforeAll(async ({ browser }) => {
    host = await openPage(browser, '/editor');
    hostLocal = await makeLocalProject(host, 'select host;');
    guest = await openPage(browser, '/editor');
    guestLocal = await makeLocalProject(guest, 'select guest;');
  });
  test.afterAll(async () => {
    await host.context().close();
    await guest.context().close();
  });

  test('the creator seeds it with its local files; a joiner sees them and adds none', async () => {
    await host.getByRole('button', { name: 'Start a shared room' }).click();
    await expect(host).toHaveURL(/\/editor\/[a-z0-9]{8}$/);
    room = new URL(host.url()).pathname.split('/').pop() ?? '';
    await createRoom(host);
    await expect(tab(host, 'query.sql')).toBeVisible();
    await expect(monaco(host)).toContainText('select host;');
    await expect(host.getByTestId('room-name')).toHaveText(room);

    // A public room lets the joiner in without a dialog; it never adds its own files.
    await guest.goto(`/editor/${room}`);
    await expectInRoom(guest);
    await expect(guest.getByRole('dialog')).toHaveCount(0);
    await expect(tab(guest, 'query.sql')).toBeVisible();
    await expect(monaco(guest)).toContainText('select host;');
    await expect(monaco(guest)).not.toContainText('select guest;');
    await expect(editorArea(guest).getByRole('tab')).toHaveCount(4);
  });

  test('the active file, typing at the same time and new files are shared', async () => {
    await tab(host, 'main.js').click();
    await expect(tab(guest, 'main.js')).toHaveAttribute('aria-selected', 'true');

    // Both type into the same file at the same time: every keystroke of both survives.
    await Promise.all([typeAt(host, 'end', '//fromHost'), typeAt(guest, 'start', '//fromGuest\n')]);
    for (const page of [host, guest]) {
      await expect(monaco(page)).toContainText('//fromHost');
      await expect(monaco(page)).toContainText('//fromGuest');
    }

    // A new file added in one page appears in the other, with its text.
    await guest.getByLabel('New file').selectOption('md');
    await expect(tab(host, 'README.md')).toHaveAttribute('aria-selected', 'true');
    await typeAt(guest, 'end', '#sharedNotes');
    await expect(monaco(host)).toContainText('#sharedNotes');
  });

  test('the other visitor is named, with their caret; chat crosses both ways', async () => {
    const guestName = await roomChat(guest).getByLabel('Name', { exact: true }).inputValue();
    await expect(host.getByTestId('people')).toContainText(guestName);
    await expect
      .poll(() => host.getByTestId('remote-carets').evaluate((style) => style.textContent))
      .toContain(`content: "${guestName}"`);
    await expect(monaco(host).locator('.yRemoteSelectionHead').first()).toBeAttached();

    await roomChat(host).getByLabel('Message', { exact: true }).fill('hello from host');
    await roomChat(host).getByRole('button', { name: 'Send' }).click();
    await expect(roomChat(guest).getByTestId('chat-messages')).toContainText('hello from host');
    await roomChat(guest).getByLabel('Message', { exact: true }).fill('hi host');
    await roomChat(guest).getByRole('button', { name: 'Send' }).click();
    await expect(roomChat(host).getByTestId('chat-messages')).toContainText('hi host');
  });

  test('a late joiner gets the current files and the chat history', async ({ browser }) => {
    const late = await openPage(browser, `/editor/${room}`);
    await expectInRoom(late);
    await expect(tab(late, 'README.md')).toHaveAttribute('aria-selected', 'true');
    await expect(monaco(late)).toContainText('#sharedNotes');
    await tab(late, 'main.js').click();
    await expect(monaco(late)).toContainText('//fromHost');
    await expect(monaco(late)).toContainText('//fromGuest');
    await expect(roomChat(late).getByTestId('chat-messages')).toContainText('hello from host');
  });

  test('leaving the room leaves each local project exactly as it was', async () => {
    // The link looks like the buttons beside it: no underline.
    const leave = host.getByRole('link', { name: 'Leave room' });
    await expect(leave).toHaveCSS('text-decoration-line', 'none');
    await leave.click();
    await expect(host).toHaveURL(/\/editor$/);
    await waitForMonaco(host);
    await expect(editorArea(host).getByRole('tab', { name: /README\.md/ })).toHaveCount(0);
    await tab(host, 'main.js').click();
    await expect(monaco(host)).not.toContainText('fromGuest');
    for (const [page, saved] of [
      [host, hostLocal],
      [guest, guestLocal],
    ] as const) {
      expect(await page.evaluate((key) => localStorage.getItem(key), LOCAL_FILES_KEY)).toBe(saved);
    }
  });
});

test('a private room asks for its password, sends nothing before, and keeps access on reload', async ({
  browser,
}) => {
  const room = uniqueRoom('edpriv');
  const host = await openPage(browser, `/editor/${room}`);
  await createRoom(host, { password: 'secret-pass' });
  await typeAt(host, 'end', '//privateText');

  const guest = await openPage(browser, `/editor/${room}`);
  const dialog = guest.getByRole('dialog', { name: 'Private room' });
  await expect(dialog).toBeVisible({ timeout: ROOM_READY_MS });
  await expect(guest.getByText('Verifying access...')).toBeVisible();
  await expect(guest.getByTestId('code-editor')).toHaveCount(0);
  await expect(guest.locator('body')).not.toContainText('privateText');

  await submitRefused(dialog, 'Join room', 'Password is required');
  await dialog.getByLabel('Password', { exact: true }).fill('wrong-pass');
  await submitRefused(dialog, 'Join room', 'Incorrect password');
  await dialog.getByLabel('Password', { exact: true }).fill('secret-pass');
  await dialog.getByRole('button', { name: 'Join room' }).click();
  await expectInRoom(guest);
  await expect(monaco(guest)).toContainText('//privateText');
  await expect(guest.getByLabel('Private room')).toBeVisible();

  // The tab's token is presented again: a reload does not ask for the password.
  await guest.reload();
  await expectInRoom(guest);
  await expect(guest.getByRole('dialog')).toHaveCount(0);
  await expect(monaco(guest)).toContainText('//privateText');
});

test('two visitors creating the same new room at once seed it once', async ({ browser }) => {
  const room = uniqueRoom('edrace');
  const first = await openPage(browser, '/editor');
  await makeLocalProject(first, 'select first;');
  const second = await openPage(browser, '/editor');
  await makeLocalProject(second, 'select second;');
  await Promise.all([first.goto(`/editor/${room}`), second.goto(`/editor/${room}`)]);
  for (const page of [first, second]) {
    await expect(page.getByRole('dialog', { name: 'Create room' })).toBeVisible({
      timeout: ROOM_READY_MS,
    });
  }
  await Promise.all(
    [first, second].map((page) =>
      page
        .getByRole('dialog', { name: 'Create room' })
        .getByRole('button', { name: 'Create room' })
        .click(),
    ),
  );
  await Promise.all([expectInRoom(first), expectInRoom(second)]);
  // One creator's project (three default files and its query.sql), not both side by side.
  for (const page of [first, second]) {
    await expect(editorArea(page).getByRole('tab')).toHaveCount(4);
    await expect(tab(page, 'index.html')).toHaveCount(1);
    await tab(page, 'query.sql').click();
  }
  const shown = await Promise.all(
    [first, second].map((page) => monaco(page).locator('.view-lines').innerText()),
  );
  expect(shown[0]).toBe(shown[1]);
  expect(['select first;', 'select second;']).toContain(shown[0]?.replace(/\s+/g, ' ').trim());
});

test('the room page renders its meta and a waiting panel on the server', async ({ request }) => {
  const room = uniqueRoom('edmeta');
  const response = await request.get(`/editor/${room}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>Code Editor: room ${room} | `);
  expect(html).toMatch(/<meta name="description" content="A shared code editor room[^"]*"/);
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/editor"/);
  expect(html).toContain('property="og:title"');
  expect(html).toContain('name="twitter:card"');
  expect(html).toContain('Verifying access...');
  expect(html).not.toContain('monaco-editor');

  const invalid = await request.get('/editor/not%20a%20room');
  expect(invalid.status()).toBe(404);
  expect(await invalid.text()).toContain('Room id must be 1 to 64 letters');
});
