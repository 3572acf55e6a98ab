import { createHash } from 'node:crypto';
import { expect, test, type Locator } from './support/test';
import { DEFAULT_PROFILE as site } from '#common/site.ts';
import { openPage } from './shell.helpers';

/**
 * The global shell as a visitor uses it (docs/product.md#global-shell): the theme picker.
 */

test.describe('theme picker', () => {
  test('a preset colours the page and survives a reload, applied before paint', async ({
    page,
  }) => {
    await openPage(page, '/');
    const toggle = page.getByRole('button', { name: 'Theme colour' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const presets = page.getByTestId('theme-panel').locator('[data-theme-id]');
    await expect(presets).toHaveText([
      'Blue Ocean',
      'Purple Haze',
      'Forest Green',
      'Sunset Orange',
      'Hot Pink',
      'Teal Dream',
    ]);
    await expect(page.getByRole('button', { name: 'Blue Ocean' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.getByRole('button', { name: 'Purple Haze' }).click();
    await expect(page.getByRole('button', { name: 'Purple Haze' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Blue Ocean' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const primary = () =>
      page.evaluate(() => document.documentElement.style.getPropertyValue('--primary'));
    expect(await primary()).toBe('#8b5cf6');

    // With every script file blocked, only the inline head script can apply the colour: it
    // must already be on <html> when the document is parsed.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    const seenAtParse = await page.evaluate(() => ({
      primary: document.documentElement.style.getPropertyValue('--primary'),
      theme: document.documentElement.dataset.theme,
    }));
    expect(seenAtParse).toEqual({ primary: '#8b5cf6', theme: 'purple' });
    const logoMark = page
      .getByRole('banner')
      .getByRole('link', { name: site.name, exact: true })
      .locator('span')
      .first();
    await expect(logoMark).toHaveCSS('background-color', 'rgb(139, 92, 246)');

    // And with scripts back, the picker shows the remembered choice.
    await page.unroute('**/assets/*.js');
    await openPage(page, '/blog');
    expect(await primary()).toBe('#8b5cf6');
    await page.getByRole('button', { name: 'Theme colour' }).click();
    await expect(page.getByRole('button', { name: 'Purple Haze' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('the pre-paint script and every inline script run by their hash in the policy', async ({
    request,
  }) => {
    const response = await request.get('/');
    const csp = response.headers()['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('nonce-');
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<script[^>]*>[^<]*devfolio:site:theme[^<]*<\/script>/);
    // No theme is known to the server: <html> itself carries no colour.
    expect(html).toMatch(/<html lang="en">/);
    // Every inline script that runs is named by its hash (JSON-LD data blocks do not run).
    const inlineScripts = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g),
    ].filter(([, attributes]) => !attributes?.includes('application/ld+json'));
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, , content] of inlineScripts) {
      const hash = createHash('sha256')
        .update(content ?? '', 'utf8')
        .digest('base64');
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
    }
  });

  test('the chosen colour is on the static labs too, before their first paint', async ({
    page,
  }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Theme colour' }).click();
    await page.getByRole('button', { name: 'Sunset Orange' }).click();
    const primary = () =>
      page.evaluate(() => document.documentElement.style.getPropertyValue('--primary'));
    const chosen = await primary();
    const mark = page.locator('.site-bar__mark').first();
    const markColour = await mark.evaluate((element) => getComputedStyle(element).backgroundColor);
    // The labs' own modules blocked: only the head's pre-paint script can colour the page.
    await page.route('**/labs-assets/**/*.js', (route) =>
      route.request().url().endsWith('/theme-pre-paint.js') ? route.continue() : route.abort(),
    );
    for (const path of ['/algo/index.html', '/algo/bfs.html', '/fluxbuilder/index.html']) {
      await page.goto(path);
      expect(await primary(), path).toBe(chosen);
      await expect(mark, path).toHaveCSS('background-color', markColour);
    }
  });

  test('a custom colour is applied with readable text on it', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Theme colour' }).click();
    // Its row lines up with the presets': the colour well and the swatches share a centre.
    const centreX = async (locator: Locator) => {
      const box = (await locator.boundingBox())!;
      return box.x + box.width / 2;
    };
    const panel = page.getByTestId('theme-panel');
    expect(await centreX(page.getByLabel('Custom colour'))).toBeCloseTo(
      await centreX(panel.locator('[data-theme-id] > span').first()),
      0,
    );
    await page.getByLabel('Custom colour').fill('#ffee00');
    const applied = await page.evaluate(() => ({
      primary: document.documentElement.style.getPropertyValue('--primary'),
      onPrimary: document.documentElement.style.getPropertyValue('--on-primary'),
      theme: document.documentElement.dataset.theme,
    }));
    expect(applied).toEqual({ primary: '#ffee00', onPrimary: '#04101f', theme: 'custom' });
    await expect(page.getByTestId('theme-panel').locator('[aria-pressed="true"]')).toHaveCount(0);
    await expect(page.getByText('Custom colour (selected)')).toBeAttached();
    await page.reload();
    expect(
      await page.evaluate(() => document.documentElement.style.getPropertyValue('--primary')),
    ).toBe('#ffee00');
  });

  test('the panel closes on Escape and returns focus to its button', async ({ page }) => {
    await openPage(page, '/');
    const toggle = page.getByRole('button', { name: 'Theme colour' });
    await toggle.click();
    await expect(page.getByTestId('theme-panel')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('theme-panel')).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});
