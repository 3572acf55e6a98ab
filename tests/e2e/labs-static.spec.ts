import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { axeFor } from './support/axe';
import { keepScreenshot } from './support/screens';

/**
 * The static labs: redirects from the route table, the pathfinding grid (draw, run, no path,
 * shared links, compare), the red-black tree and FluxBuilder.
 */

// A 10 x 20 grid with the start at row 5, column 2 and the end at row 5, column 17.
const COLS = 20;
const cell = (row: number, col: number) => row * COLS + col;
const START = cell(5, 2);
const END = cell(5, 17);
const EMPTY_GRID = `/algo/bfs.html?grid=10.${COLS}.${START}.${END}..`;

const gridCell = (page: Page, index: number) => page.locator('#grid-stage .cell').nth(index);

/** Indexes of the main grid's cells that carry a class. */
const cellsWith = (page: Page, className: string) =>
  page
    .locator('#grid-stage .cell')
    .evaluateAll(
      (cells, name) =>
        cells.flatMap((element, index) => (element.classList.contains(name) ? [index] : [])),
      className,
    );

/** Clears the tree, inserts `keys` one by one and shows the last insert's end. */
async function insertKeys(page: Page, keys: number[]) {
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page.locator('svg .rb-node')).toHaveCount(0);
  const key = page.getByLabel('Key', { exact: true });
  for (const value of keys) {
    await key.fill(String(value));
    await key.press('Enter');
  }
  await page.getByRole('button', { name: 'Skip to end' }).click();
  // Nodes glide to their last places: wait until none moves between two frames.
  await page.waitForFunction(() => document.getAnimations().length === 0);
}

/** The keys of the tree's nodes whose box is not wholly inside the stage's box. */
function nodesOutsideStage(page: Page) {
  return page.locator('.rb-stage').evaluate((stage) => {
    const box = stage.getBoundingClientRect();
    return [...stage.querySelectorAll<SVGGElement>('.rb-node')]
      .filter((node) => {
        const r = node.getBoundingClientRect();
        return r.left < box.left || r.top < box.top || r.right > box.right || r.bottom > box.bottom;
      })
      .map((node) => node.dataset.key);
  });
}

async function fastest(page: Page) {
  await page.getByLabel('Speed').fill('6');
}

async function seriousViolations(page: Page) {
  const results = await axeFor(page).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target) }));
}

test.describe('redirects', () => {
  const cases: Array<[string, string, string]> = [
    ['/fluxbuilder', '/fluxbuilder/index.html', 'FluxBuilder'],
    ['/algo', '/algo/index.html', 'Algorithm Demos'],
    ['/algo/anything-else', '/algo/index.html', 'Algorithm Demos'],
    ['/algo/bfs', '/algo/bfs.html', 'Breadth-first search'],
    ['/algo/bfs-2', '/algo/bfs-2.html', 'Bidirectional BFS'],
    ['/algo/dfs', '/algo/dfs.html', 'Depth-first search'],
    ['/algo/dijkstra', '/algo/dijkstra.html', "Dijkstra's algorithm"],
  ];

  // One page for every case: a browser context per redirect cost more than the checks.
  test('each short path redirects to its page, which links back to the labs', async ({
    page,
    request,
  }) => {
    for (const [from, to, heading] of cases) {
      await test.step(`${from} -> ${to}`, async () => {
        const response = await request.get(from, { maxRedirects: 0 });
        expect(response.status(), from).toBeGreaterThanOrEqual(300);
        expect(response.status(), from).toBeLessThan(400);
        expect(new URL(response.headers().location!, 'http://x').pathname, from).toBe(to);
        expect((await request.get(to)).status(), to).toBe(200);

        await page.goto(from);
        expect(new URL(page.url()).pathname, from).toBe(to);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
        await expect(breadcrumb.getByRole('link', { name: 'Labs', exact: true })).toHaveAttribute(
          'href',
          '/labs',
        );
      });
    }
  });

  test('a shared grid link keeps its grid through the redirect', async ({ request }) => {
    const response = await request.get(`/algo/dfs?grid=10.${COLS}.${START}.${END}..`, {
      maxRedirects: 0,
    });
    expect(response.headers().location).toContain(`/algo/dfs.html?grid=10.${COLS}.`);
  });

  test('the index starts with a skip link, names every page and BFS-2 says its angle', async ({
    page,
  }) => {
    await page.goto('/algo/index.html');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#content$/);
    for (const name of ['BFS', 'DFS', 'Dijkstra', 'Red-black tree']) {
      await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'BFS-2: bidirectional BFS' })).toHaveAttribute(
      'href',
      '/algo/bfs-2.html',
    );
    await expect(page.getByText('meet in the middle')).toBeVisible();
  });
});

test.describe('pathfinding', () => {
  test('draw a wall, run BFS and see the shortest path around it', async ({ page }) => {
    await page.goto(EMPTY_GRID);
    await fastest(page);
    await gridCell(page, cell(5, 10)).click();
    await expect(gridCell(page, cell(5, 10))).toHaveClass(/is-wall/);

    await page.getByRole('button', { name: 'Run' }).click();
    const status = page.getByLabel('Run statistics');
    await expect(status).toContainText('Path length: 17 steps');
    // 17 steps visit 18 cells: the start and end keep their own colours.
    expect(await cellsWith(page, 'is-path')).toHaveLength(18);
    expect(await cellsWith(page, 'is-path')).not.toContain(cell(5, 10));
    await expect(page.getByRole('alert')).toBeHidden();
  });

  test("walling the end in shows 'No path'", async ({ page }) => {
    await page.goto(EMPTY_GRID.replace('bfs', 'dijkstra'));
    await fastest(page);
    for (const index of [cell(4, 17), cell(6, 17), cell(5, 16), cell(5, 18)]) {
      await gridCell(page, index).click();
    }
    await page.getByRole('button', { name: 'Run' }).click();
    await expect(page.getByRole('alert')).toContainText('No path');
    await expect(page.getByLabel('Run statistics')).toContainText('Path: No path');
    expect(await cellsWith(page, 'is-path')).toHaveLength(0);
  });

  test('the link restores the same grid, start, end and walls', async ({ page, context }) => {
    await page.goto('/algo/dfs.html');
    await page.getByRole('button', { name: 'Maze' }).click();
    // Drag the start one cell to the right: the link follows.
    const start = (await cellsWith(page, 'is-start'))[0]!;
    const box = (await gridCell(page, start).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 1.5, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    const moved = (await cellsWith(page, 'is-start'))[0]!;
    expect(moved).toBe(start + 1);

    const walls = await cellsWith(page, 'is-wall');
    expect(walls.length).toBeGreaterThan(10);
    const shared = await context.newPage();
    await shared.goto(page.url());
    expect(await cellsWith(shared, 'is-wall')).toEqual(walls);
    expect(await cellsWith(shared, 'is-start')).toEqual([moved]);
    expect(await cellsWith(shared, 'is-end')).toEqual(await cellsWith(page, 'is-end'));
  });

  test('keyboard: arrows move the cursor, Space draws a wall', async ({ page }) => {
    await page.goto(EMPTY_GRID);
    await page.getByRole('application').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(gridCell(page, START + COLS)).toHaveClass(/is-wall/);
    expect(page.url()).not.toContain(`grid=10.${COLS}.${START}.${END}..`);
  });

  test('compare mode runs BFS, DFS and Dijkstra on the same grid', async ({ page }) => {
    await page.goto(EMPTY_GRID);
    await fastest(page);
    await page.getByRole('button', { name: /Compare/ }).click();
    for (const name of ['BFS', 'DFS', 'Dijkstra']) {
      const panel = page.getByRole('region', { name, exact: true });
      await expect(panel.locator('.status-line')).toContainText('Path length');
    }
    await expect(page.getByRole('region', { name: 'BFS', exact: true })).toContainText(
      'Path length: 15 steps',
    );
  });
});

test.describe('red-black tree', () => {
  test('inserted keys appear as nodes and the invariants hold', async ({ page }) => {
    await page.goto('/algo/rbtree.html');
    const key = page.getByLabel('Key', { exact: true });
    for (const value of ['60', '70', '80']) {
      await key.fill(value);
      await key.press('Enter');
    }
    await page.getByRole('button', { name: 'Skip to end' }).click();
    for (const value of ['60', '70', '80']) {
      await expect(page.locator(`svg .rb-node[data-key="${value}"]`)).toBeVisible();
    }
    await expect(page.getByText('After insert 80: all four hold.')).toBeVisible();
    await expect(page.locator('.rb-log li').last()).toHaveText(/Rotate|recolour|black|red/i);

    await key.fill('80');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: 'Skip to end' }).click();
    await expect(page.locator('svg .rb-node[data-key="80"]')).toHaveClass(/is-highlighted/);
    await expect(page.locator('#rb-message')).toContainText('Found 80');

    await key.fill('abc');
    await key.press('Enter');
    await expect(page.getByText('Enter a whole number from 0 to 999.')).toBeVisible();
  });
});

test.describe('red-black tree: zoom and pan', () => {
  test('zoom in, drag, wheel and Fit tree to view', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/algo/rbtree.html');
    await insertKeys(
      page,
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    const node = page.locator('svg .rb-node[data-key="1"]');
    const fitted = (await node.boundingBox())!;

    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    for (let i = 0; i < 3; i++) await zoomIn.click();
    const zoomed = (await node.boundingBox())!;
    expect(zoomed.width).toBeGreaterThan(fitted.width * 1.5);
    // Zoomed in, part of the tree lies beyond the stage: the view no longer fits it.
    expect((await nodesOutsideStage(page)).length).toBeGreaterThan(0);

    // Dragging the canvas moves the tree with the pointer.
    const canvas = (await page.getByRole('group', { name: 'Tree view' }).boundingBox())!;
    const from = { x: canvas.x + canvas.width / 2, y: canvas.y + canvas.height / 2 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 120, from.y + 40, { steps: 6 });
    await page.mouse.up();
    const dragged = (await node.boundingBox())!;
    expect(dragged.x - zoomed.x).toBeCloseTo(120, 0);
    expect(dragged.y - zoomed.y).toBeCloseTo(40, 0);

    // The wheel zooms out about the pointer.
    await page.mouse.move(from.x, from.y);
    await page.mouse.wheel(0, 400);
    await expect.poll(async () => (await node.boundingBox())!.width).toBeLessThan(dragged.width);

    // The arrow keys pan the focused canvas.
    const before = (await node.boundingBox())!;
    await page.getByRole('group', { name: 'Tree view' }).focus();
    await page.keyboard.press('ArrowLeft');
    expect((await node.boundingBox())!.x).toBeGreaterThan(before.x);

    await page.getByRole('button', { name: 'Fit tree to view' }).click();
    expect(await nodesOutsideStage(page)).toEqual([]);
    await page.getByRole('button', { name: 'Zoom out' }).click();
    expect(await nodesOutsideStage(page)).toEqual([]);
  });
});

test.describe('the labs frame', () => {
  for (const width of [1440, 390]) {
    test(`at ${width} px: the site header, the status in view, a 30-key tree seen whole`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
      await page.goto('/algo/rbtree.html');
      // The site's own header: home link and main navigation, as on every other page.
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: /Alex Morgan/ })).toHaveAttribute('href', '/');
      await expect(header.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');

      // 1..29, then 98: the reported tree, whose node 98 was cut off at the stage's edge.
      await insertKeys(page, [...Array.from({ length: 29 }, (_, i) => i + 1), 98]);
      await expect(page.locator('svg .rb-node')).toHaveCount(30);
      // The whole tree is fitted into the stage (zoomed out, not scrolled) at both widths.
      expect(await nodesOutsideStage(page)).toEqual([]);
      expect(await page.locator('.rb-stage').evaluate((stage) => stage.scrollWidth)).toBe(
        await page.locator('.rb-stage').evaluate((stage) => stage.clientWidth),
      );
      if (width > 400) {
        await expect(page.locator('.status-line').first()).toBeInViewport();
        await page.goto('/algo/bfs.html');
        await expect(page.locator('.status-line')).toBeInViewport();
      }
    });
  }

  test('after Compare and back, no stale status is left on screen', async ({ page }) => {
    await page.goto(EMPTY_GRID);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page.getByRole('button', { name: /Compare/ }).click();
    // In compare mode the page's status line speaks for the three lanes, not the single run.
    const status = page.locator('.pathfinder > .status-line');
    await expect(status).toContainText('Dijkstra: 15 steps');
    await expect(status).not.toContainText('Visited');
    await page.getByRole('button', { name: /Compare/ }).click();
    await expect(status).toBeVisible();
    await expect(status).not.toContainText('searching');
  });

  test('at 1440 x 900 the status line is wholly in view after a run', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // A screen-sized grid: the tallest the page draws.
    await page.goto('/algo/bfs.html');
    await fastest(page);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    const status = page.getByLabel('Run statistics');
    await expect(status).toContainText(/Path length|No path/);
    await expect(status).toBeInViewport({ ratio: 1 });
    const box = (await status.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(900);
  });
});

test.describe('compare status', () => {
  for (const width of [1440, 390]) {
    test(`at ${width} px: once Compare ends, the status line gives each lane's result`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
      await page.goto(EMPTY_GRID);
      // A run still searching when Compare starts: its 'searching…' must not outlive it.
      await page.getByRole('button', { name: 'Run', exact: true }).click();
      await page.getByRole('button', { name: /Compare/ }).click();
      const status = page.getByLabel('Run statistics');
      await expect(status).toContainText('BFS: 15 steps, cost 15');
      await expect(status).toContainText(/DFS: \d+ steps, cost \d+/);
      await expect(status).toContainText('Dijkstra: 15 steps, cost 15');
      await expect(status).not.toContainText('searching');
      await expect(status).toBeInViewport({ ratio: 1 });

      // The end walled in: every lane says so.
      await page.getByRole('button', { name: /Compare/ }).click();
      for (const index of [cell(4, 17), cell(6, 17), cell(5, 16), cell(5, 18)]) {
        await gridCell(page, index).click();
      }
      await page.getByRole('button', { name: /Compare/ }).click();
      for (const name of ['BFS', 'DFS', 'Dijkstra']) {
        await expect(status).toContainText(`${name}: No path`);
      }
      await expect(status).not.toContainText('searching');
      await expect(status).toBeInViewport({ ratio: 1 });
    });
  }
});

test.describe('FluxBuilder', () => {
  const blocks = (page: Page) => page.locator('.fb-page > .fb-block');

  test('drag a block in, edit it, reload, export escaped HTML', async ({ page }) => {
    await page.goto('/fluxbuilder/index.html');
    await expect(blocks(page)).toHaveCount(3);

    const source = (await page.locator('.fb-palette__item[data-type="heading"]').boundingBox())!;
    const target = (await page.locator('.fb-page').boundingBox())!;
    await page.mouse.move(source.x + 20, source.y + 10);
    await page.mouse.down();
    await page.mouse.move(target.x + 80, target.y + target.height - 8, { steps: 10 });
    await page.mouse.up();
    await expect(blocks(page)).toHaveCount(4);
    await expect(blocks(page).last()).toHaveClass(/is-selected/);

    const typed = '<script>alert("x")</script> Tom & Jerry';
    await page.getByLabel('Text', { exact: true }).fill(typed);
    await expect(blocks(page).last()).toContainText(typed);

    await page.reload();
    await expect(blocks(page)).toHaveCount(4);
    await expect(blocks(page).last()).toContainText(typed);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export HTML' }).click();
    const file = await (await download).path();
    const html = await readFile(file, 'utf8');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Tom &amp; Jerry');
    expect(html).not.toContain('<script');
  });

  test('keyboard reorders with the handle, undo puts it back', async ({ page }) => {
    await page.goto('/fluxbuilder/index.html');
    await page.getByRole('button', { name: /^Move Heading: Hello/ }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(blocks(page).nth(1)).toContainText('Hello, I build things');

    await page.keyboard.press('Control+z');
    await expect(blocks(page).first()).toContainText('Hello, I build things');

    // The palette also works from the keyboard: Enter adds after the selected block.
    await page.getByRole('button', { name: /^Add Divider/ }).press('Enter');
    await expect(blocks(page)).toHaveCount(4);
  });
});

test.describe('accessibility', () => {
  for (const path of [
    '/algo/index.html',
    '/algo/dijkstra.html',
    '/algo/rbtree.html',
    '/fluxbuilder/index.html',
  ]) {
    // Each width loads the page afresh, in one page: a context per width cost more than the scan.
    test(`${path} has no serious or critical axe violations at 1440 and 390 px`, async ({
      page,
    }) => {
      for (const width of [1440, 390]) {
        await test.step(`${width} px`, async () => {
          await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          expect(await seriousViolations(page), `${width} px`).toEqual([]);
          await keepScreenshot(page, path.slice(1).replace('.html', ''));
        });
      }
    });
  }
});
