import { expect as baseExpect, test, type Browser, type Page } from './support/test';
import { STORAGE_KEYS } from '#app/lib/storage/keys.ts';
import { CHAT_MESSAGES } from '#common/realtime/index.ts';
import { axeFor } from './support/axe';
import { escapeRegExp } from './support/text';

/**
 * The realtime layer of the global shell: the presence overlay ('N online' badge and
 * other visitors' cursors) and the site-wide live chat panel, seen from two browser pages.
 */

// Hydration, the lazy realtime chunk and the socket handshake all come before the first badge:
// on a busy CI machine that can take longer than the default 7 s.
const expect = baseExpect.configure({ timeout: 20_000 });

/** The server's default chat limit (messages per window); the e2e servers keep it. */
const RATE_LIMIT_CHAT_MESSAGES_DEFAULT = 10;

const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A page of its own (own storage), optionally with a chat name already stored. */
async function visitor(browser: Browser, path: string, chatName?: string): Promise<Page> {
  const context = await browser.newContext();
  if (chatName !== undefined) {
    await context.addInitScript(([key, name]) => window.localStorage.setItem(key, name), [
      STORAGE_KEYS.chatName,
      chatName,
    ] as const);
  }
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

const badge = (page: Page) => page.getByTestId('presence-badge');
const launcher = (page: Page) => page.getByRole('button', { name: 'Open live chat' });
const chatDialog = (page: Page) => page.getByRole('dialog', { name: 'Live Chat' });
const nameInput = (page: Page) => chatDialog(page).getByRole('textbox', { name: 'Name' });
const messageInput = (page: Page) => chatDialog(page).getByRole('textbox', { name: 'Message' });
const messageLog = (page: Page) => chatDialog(page).getByRole('log', { name: 'Messages' });

async function openChat(page: Page) {
  await launcher(page).click();
  await expect(chatDialog(page)).toBeVisible();
  await expect(chatDialog(page).getByText('Connected', { exact: true })).toBeVisible();
}

test.describe('presence overlay', () => {
  // Presence is per path: a path of its own keeps other tests' visitors out of the count.
  test('two pages on one path see each other, and the count drops when one leaves', async ({
    browser,
  }) => {
    const path = `/${unique('presence')}`;
    const first = await visitor(browser, path);
    await expect(badge(first)).toHaveText('1 online');
    const second = await visitor(browser, path);
    await expect(badge(second)).toHaveText('2 online');
    await expect(badge(first)).toHaveText('2 online');

    // Client-side navigation moves the second page's socket to the new path.
    await second.getByRole('navigation').getByRole('link', { name: 'Labs' }).first().click();
    await expect(second).toHaveURL(/\/labs$/);
    await expect(badge(first)).toHaveText('1 online');
    await second.context().close();
    await first.context().close();
  });

  test("one page sees the other's cursor move, labelled with its chat name", async ({
    browser,
  }) => {
    const path = `/${unique('cursor')}`;
    const watcher = await visitor(browser, path);
    const mover = await visitor(browser, path, 'Cursor Bee');
    await expect(badge(mover)).toHaveText('2 online');
    await expect(badge(watcher)).toHaveText('2 online');

    const cursor = watcher.getByTestId('remote-cursor');
    await mover.mouse.move(200, 150);
    await mover.mouse.move(400, 300, { steps: 5 });
    await expect(cursor).toHaveCount(1);
    await expect(cursor).toContainText('Cursor Bee');
    // Same window size and document on both pages: the cursor lands where the pointer is.
    await expect
      .poll(async () => {
        const box = await cursor.boundingBox();
        return box ? [Math.round(box.x), Math.round(box.y)] : null;
      })
      .toEqual([400, 300]);

    await mover.mouse.move(640, 500, { steps: 5 });
    await expect.poll(async () => (await cursor.boundingBox())?.x ?? 0).toBeCloseTo(640, 0);

    // The owner leaves: its cursor goes with it.
    await mover.context().close();
    await expect(cursor).toHaveCount(0);
    await expect(badge(watcher)).toHaveText('1 online');
    await watcher.context().close();
  });
});

test.describe('live chat panel', () => {
  test('a message sent in one page appears in the other', async ({ browser }) => {
    const sender = await visitor(browser, '/', 'Chatty Ada');
    const reader = await visitor(browser, '/labs');
    await openChat(sender);
    await openChat(reader);

    const text = `Hello from e2e ${unique('msg')}`;
    await messageInput(sender).fill(`   ${text}   `);
    await chatDialog(sender).getByRole('button', { name: 'Send' }).click();
    await expect(messageInput(sender)).toHaveValue('');

    const received = messageLog(reader).getByRole('listitem').filter({ hasText: text });
    await expect(received).toHaveCount(1);
    await expect(received).toContainText('Chatty Ada');
    await expect(messageLog(reader)).not.toContainText('No messages yet');

    // The sender's pending copy is replaced by the server's (one entry, no longer pending).
    const own = messageLog(sender).getByRole('listitem').filter({ hasText: text });
    await expect(own).toHaveCount(1);
    await expect(own).not.toHaveAttribute('data-pending', /.*/);

    // Reopening loads the history again, merged without duplicates.
    await chatDialog(reader).getByRole('button', { name: 'Close chat' }).click();
    await expect(chatDialog(reader)).toBeHidden();
    await openChat(reader);
    await expect(messageLog(reader).getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
    await sender.context().close();
    await reader.context().close();
  });

  test("a refused message shows the server's reason and comes back to the input", async ({
    page,
  }) => {
    // The chat limit counts per client address: the burst comes from an address of its own
    // (the e2e server trusts one proxy hop), so the other tests' messages are not refused.
    const octet = () => Math.floor(Math.random() * 254) + 1;
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
    await page.goto('/');
    await openChat(page);
    // One burst, more than the limit allows in its window: the last message is refused.
    const burst = Array.from(
      { length: RATE_LIMIT_CHAT_MESSAGES_DEFAULT + 2 },
      (_, i) => `${unique('burst')} #${i}`,
    );
    for (const text of burst) {
      await messageInput(page).fill(text);
      await messageInput(page).press('Enter');
    }
    const refused = burst.slice(RATE_LIMIT_CHAT_MESSAGES_DEFAULT);
    await expect(chatDialog(page).getByRole('alert')).toHaveText(CHAT_MESSAGES.tooFast);
    // The refused text comes back to the input. An earlier refusal may come back while the test
    // is typing the next message: joined with it, or replaced by the test's typing.
    await expect(messageInput(page)).toHaveValue(new RegExp(escapeRegExp(refused.at(-1)!)));
    for (const text of refused) {
      await expect(messageLog(page).getByText(text, { exact: true })).toHaveCount(0);
    }
    await expect(messageLog(page).getByText(burst[0] ?? '', { exact: true })).toBeVisible();
  });

  test('empty messages are not sent and the empty list shows its text', async ({ page }) => {
    // No socket can connect: the panel opens with nothing in it.
    await page.route('**/socket.io/**', (route) => route.abort());
    await page.goto('/');
    await launcher(page).click();
    await expect(messageLog(page)).toHaveText('No messages yet — start the conversation');
    await messageInput(page).fill('    ');
    await messageInput(page).press('Enter');
    await expect(messageLog(page).getByRole('listitem')).toHaveCount(0);
  });

  test('the name gets a random default and is kept across a reload', async ({ page }) => {
    await page.goto('/');
    await launcher(page).click();
    await expect(nameInput(page)).toHaveValue(/^[A-Z][a-z]+[A-Z][a-z]+[1-9]\d{2}$/);
    const generated = await nameInput(page).inputValue();

    await page.reload();
    await launcher(page).click();
    await expect(nameInput(page)).toHaveValue(generated);

    await nameInput(page).fill('x'.repeat(40));
    await expect(nameInput(page)).toHaveValue('x'.repeat(32));
    await nameInput(page).fill('Grace Hopper');
    await page.reload();
    await launcher(page).click();
    await expect(nameInput(page)).toHaveValue('Grace Hopper');
  });

  test('is keyboard-usable: focus on open, Escape closes and returns focus', async ({ page }) => {
    await page.goto('/');
    await launcher(page).focus();
    await page.keyboard.press('Enter');
    await expect(messageInput(page)).toBeFocused();
    await expect(chatDialog(page).getByText('Room: global')).toBeVisible();
    await expect(chatDialog(page).getByRole('heading', { name: 'Live Chat' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(chatDialog(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
  });

  // Apart from the keyboard test: axe alone takes much of a busy machine's 30 s.
  test('has no serious or critical axe finding', async ({ page }) => {
    await page.goto('/');
    await launcher(page).click();
    await expect(chatDialog(page).getByRole('heading', { name: 'Live Chat' })).toBeVisible();
    const results = await axeFor(page).include('[role="dialog"]').analyze();
    expect(
      results.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? '')),
    ).toEqual([]);
  });
});

test.describe('bundle', () => {
  // Distinctive strings: engine.io-client's polling error, and the chat panel's empty state.
  const SOCKET_CLIENT_MARKER = 'xhr poll error';
  const SHELL_UI_MARKER = 'No messages yet';

  test('socket.io-client and the overlay/chat code load after hydration, not at first load', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const firstLoad = new Set(
      [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)]
        .map((match) => match[1])
        .filter((src): src is string => Boolean(src)),
    );
    for (const match of html.matchAll(/import\(?\s*"([^"]+\.js)"/g)) {
      if (match[1]) firstLoad.add(match[1]);
    }
    expect(firstLoad.size).toBeGreaterThan(0);
    for (const src of firstLoad) {
      const body = await (await request.get(src)).text();
      expect(body, `${src} is first-load JavaScript`).not.toContain(SOCKET_CLIENT_MARKER);
      expect(body, `${src} is first-load JavaScript`).not.toContain(SHELL_UI_MARKER);
    }

    // The markers are real: after hydration the browser does load a chunk with each of them.
    const lateScripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) lateScripts.push(response.url());
    });
    await page.goto('/');
    await expect(badge(page)).toBeVisible();
    await launcher(page).click();
    await expect(messageLog(page)).toBeVisible();
    const bodies = await Promise.all(
      lateScripts.map(async (url) => ({
        path: new URL(url).pathname,
        body: await (await request.get(url)).text(),
      })),
    );
    const withSocket = bodies.filter(({ body }) => body.includes(SOCKET_CLIENT_MARKER));
    const withChat = bodies.filter(({ body }) => body.includes(SHELL_UI_MARKER));
    expect(withSocket.length).toBeGreaterThan(0);
    expect(withChat.length).toBeGreaterThan(0);
    for (const { path } of [...withSocket, ...withChat]) expect(firstLoad).not.toContain(path);
  });
});
