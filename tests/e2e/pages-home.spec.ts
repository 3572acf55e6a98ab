import { expect, test, type Page } from './support/test';
import { CONTACT_RIPPLE_MS } from '#app/features/home/use-ripple.ts';
import { messages } from '#common/messages.ts';
import { DEFAULT_PROFILE as site } from '#common/site.ts';
import { openHydrated, waitForHydration } from './pages-helpers';
import { submitRefused } from './support/forms';

/** Home (docs/product.md#routes, docs/product.md#content-and-fallback): hero, about, and the contact form in every state. */

const contactForm = (page: Page) => page.getByRole('form', { name: 'Contact form' });

async function fillContact(page: Page, name: string, email: string, message: string) {
  const form = contactForm(page);
  await waitForHydration(form);
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message').fill(message);
}

test('hero: title and a View Portfolio link that scrolls to the work section', async ({ page }) => {
  await openHydrated(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Creating Digital Experiences');
  const workTitle = page.locator('#work-title');
  await expect(workTitle).not.toBeInViewport();
  await page.getByRole('link', { name: 'View Portfolio' }).click();
  await expect(page).toHaveURL(/#work$/);
  await expect(workTitle).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test("at 390 px the work heading keeps 'I am' on one line", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const lines = await page.locator('#work-title').evaluate((heading) => {
    const text = heading.firstChild!;
    const range = document.createRange();
    const start = text.textContent!.indexOf('I');
    range.setStart(text, start);
    range.setEnd(text, start + 'I am'.length);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
});

test('about: skill tags, and the years claim the stats band repeats', async ({ page }) => {
  await page.goto('/');
  const years = `${site.yearsOfExperience}+`;
  const about = page.locator('#about');
  await expect(about.getByRole('heading', { level: 2 })).toContainText(`${years} years`);
  const skills = about.getByRole('list', { name: 'Skills & tools' }).getByRole('listitem');
  await expect(skills).toHaveText([...site.skills]);
  // Then the timeline of roles, each with its dates, title, employer and impact.
  const [latest] = site.timeline;
  await expect(about.getByRole('heading', { name: 'Experience' })).toBeVisible();
  await expect(
    about.getByRole('heading', { name: `${latest!.title} · ${latest!.employer}` }),
  ).toBeVisible();
  await expect(about).toContainText('Jan 2023 – Present');
  // The page says one figure: the stats band's (its final value, read by screen readers).
  const stat = page.locator('dt', { hasText: 'Years Experience' }).locator('xpath=..');
  await expect(stat.locator('dd .visually-hidden')).toHaveText(years);
});

test.describe('contact form', () => {
  test("sends a message: 'Sending...', then success and a cleared form", async ({ page }) => {
    await openHydrated(page, '/#contact');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    await expect(page.getByRole('heading', { name: "Let's Work Together" })).toBeVisible();
    await fillContact(page, 'Ada Lovelace', 'ada@example.com', 'Let us build an engine.');
    const button = contactForm(page).getByRole('button', { name: /Send Message/ });
    const sent = page.waitForResponse('**/api/contact');
    await button.click();

    const sending = contactForm(page).getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeDisabled();
    release();
    expect((await sent).status()).toBe(201);
    await expect(contactForm(page).getByRole('status')).toHaveText('Message sent successfully!');
    await expect(contactForm(page).getByLabel('Name')).toHaveValue('');
    await expect(contactForm(page).getByLabel('Email')).toHaveValue('');
    await expect(contactForm(page).getByLabel('Message')).toHaveValue('');
    await expect(button).toBeEnabled();
  });

  test('a failed send says so and keeps what was typed', async ({ page }) => {
    await openHydrated(page, '/');
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal error' } }),
    );
    await fillContact(page, 'Ada', 'ada@example.com', 'Hello there');
    await contactForm(page)
      .getByRole('button', { name: /Send Message/ })
      .click();
    await expect(contactForm(page).getByRole('alert')).toHaveText(
      'Failed to send message. Please try again.',
    );
    await expect(contactForm(page).getByLabel('Message')).toHaveValue('Hello there');
  });

  test('every field is required, checked in the page before sending', async ({ page }) => {
    await openHydrated(page, '/');
    let posted = false;
    await page.route('**/api/contact', (route) => {
      posted = true;
      return route.abort();
    });
    await fillContact(page, 'Ada', '', 'Hello');
    await submitRefused(contactForm(page), /Send Message/, 'All fields are required', ['Email']);
    expect(posted).toBe(false);
  });

  test('a form whose code cannot be fetched says so; the page stays', async ({ page }) => {
    await page.route('**/assets/ContactForm-*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('#contact').getByRole('alert')).toHaveText(messages.formUnavailable);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Creating Digital Experiences',
    );
  });

  test('the send button ripples for 600 ms', async ({ page }) => {
    await openHydrated(page, '/');
    await page.route('**/api/contact', (route) => route.fulfill({ status: 201, json: {} }));
    await fillContact(page, 'Ada', 'ada@example.com', 'Ripple');
    // Timed in the page: a round trip from the test may take longer than the ripple itself.
    const lifetime = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let shownAt = 0;
          new MutationObserver(() => {
            const ripple = document.querySelector('[data-testid="contact-ripple"]');
            if (ripple && !shownAt) shownAt = performance.now();
            if (!ripple && shownAt) resolve(performance.now() - shownAt);
          }).observe(document.body, { subtree: true, childList: true });
        }),
    );
    await contactForm(page)
      .getByRole('button', { name: /Send Message/ })
      .click();
    const shownForMs = await lifetime;
    expect(shownForMs).toBeGreaterThanOrEqual(CONTACT_RIPPLE_MS - 50);
    expect(shownForMs).toBeLessThan(CONTACT_RIPPLE_MS * 3);
  });
});
