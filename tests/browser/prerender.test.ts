// Every page paints from its HTML alone: title, header and the layout of its cards (placeholders
// where server data will go), styled by rules inside the HTML, with no web font. Pages with
// JavaScript then hydrate that markup in place (everyPage.test.ts); a mismatch fails the test that
// saw it (setup.ts), as the guard here proves.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { builtPages } from '../../scripts/build/pages-plugin.ts';
import { cleanPathOf, type PageRow } from '../../shared/config/pages.ts';
import {
  hydrationWarnings,
  launchBrowser,
  openVisitTab,
  saveScreenshot,
  type VisitTab,
} from './harness.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const pages = builtPages(root);

/** Opens each page the way the shell does, with the ids its content needs. */
function addressOf(page: PageRow): string {
  return `${cleanPathOf(page)}?sessionId=s-1&productId=1001&orderId=9001`;
}

let browser: Browser;
// One tab without JavaScript and one with it open page after page.
let noScript: VisitTab;
let withScript: VisitTab;
beforeAll(async () => {
  browser = await launchBrowser();
  [noScript, withScript] = await Promise.all([
    openVisitTab(browser, { javaScript: false }),
    openVisitTab(browser),
  ]);
});
afterAll(async () => {
  await Promise.all([noScript?.close(), withScript?.close()]);
  await browser?.close();
});

/** What the first paint shows, read from the rendered page. */
function firstPaint(page: Page) {
  return page.evaluate(() => {
    const heading = document.querySelector('h1');
    const header = document.querySelector('header');
    const main = document.querySelector('main');
    const height = (element: Element | null) => element?.getBoundingClientRect().height ?? 0;
    const transparent = 'rgba(0, 0, 0, 0)';
    return {
      heading: heading?.textContent?.trim() ?? '',
      headingHeight: height(heading),
      mainHeight: height(main),
      // The site's rules apply: the page background and, where there is one, the brand header.
      bodyStyled: getComputedStyle(document.body).backgroundColor !== transparent,
      headerStyled: !header || getComputedStyle(header).backgroundColor !== transparent,
    };
  });
}

describe('first paint without JavaScript', () => {
  it('every page HTML carries its styles and loads no stylesheet or font', () => {
    const dist = inject('distDir');
    for (const page of pages) {
      const html = fs.readFileSync(path.join(dist, page.file), 'utf8');
      expect(html, page.file).not.toMatch(/<link[^>]*rel="stylesheet"/);
      expect(html, page.file).toMatch(/<style data-href="[^"]+\.css">/);
      expect(html, page.file).not.toMatch(/@font-face/);
    }
  });

  for (const page of pages) {
    const placeholders =
      page.render === 'hydrated' ? ', and placeholders where server data will go' : '';
    it(`${page.file} shows its title, header and layout with JavaScript off${placeholders}`, async () => {
      const requests: string[] = [];
      const opened = await noScript.visit(addressOf(page), {
        beforeOpen: async (tab) =>
          tab.on('request', (request) => requests.push(request.resourceType())),
      });
      const painted = await firstPaint(opened.page);
      expect(painted.heading, 'h1').toBe(page.title || painted.heading);
      expect(painted.heading.length, 'h1 text').toBeGreaterThan(0);
      expect(painted.headingHeight, 'h1 height').toBeGreaterThan(0);
      expect(painted.mainHeight, 'main height').toBeGreaterThan(100);
      expect(painted.bodyStyled, 'page background').toBe(true);
      expect(painted.headerStyled, 'header background').toBe(true);
      expect(requests.filter((type) => type === 'stylesheet' || type === 'font')).toEqual([]);
      if (page.render === 'hydrated') {
        const shown = await opened.page.locator('main [aria-hidden="true"], main input').count();
        expect(shown, 'placeholders').toBeGreaterThan(0);
      }
      await saveScreenshot(opened.page, `nojs-${page.name}`, { fullPage: false });
    });
  }
});

// Alone, not beside other tests: it makes the hydration warning every other test must not see.
describe('hydration guard', () => {
  it('a page whose markup does not match its code is reported (the guard of every test)', async () => {
    try {
      const opened = await withScript.visit('/customerService', {
        beforeOpen: (tab) =>
          tab.route('**/customerService', async (route) => {
            const response = await route.fetch();
            const html = (await response.text()).replace(
              '>Customer Service</h1>',
              '>Customer Care</h1>',
            );
            await route.fulfill({ response, body: html });
          }),
      });
      // React recovers by drawing the page afresh, so the borrower still sees the right title.
      await expect.poll(() => opened.page.locator('h1').textContent()).toBe('Customer Service');
      expect(hydrationWarnings.join('\n')).toMatch(/hydrat/i);
    } finally {
      hydrationWarnings.length = 0;
    }
  });
});

describe('nothing shifts when the data arrives', () => {
  /**
   * Sums the page's layout shifts (Chromium's layout-shift entries), as CLS does for one view:
   * those since the page opened (the buffered ones, taken at once) and those still to come.
   */
  function recordLayoutShifts() {
    const shifts = { total: 0 };
    Object.assign(window, { __layoutShifts: shifts });
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    add(observer.takeRecords());
  }

  const layoutShift = (tab: Page) =>
    tab.evaluate(
      () => (window as unknown as { __layoutShifts: { total: number } }).__layoutShifts.total,
    );

  const order = 'productId=1001&orderId=PA2025061104170';
  const views = [
    `/orderDetail?${order}`,
    `/orderDetail?${order}&mock=status-21`,
    `/orderDetail?${order}&mock=status-170`,
    `/orderDetail?${order}&mock=status-174-delay`,
    `/orderDetail?${order}&mock=status-200`,
    '/error?orderId=PA2025061104170',
    '/customerService',
  ];

  for (const address of views) {
    it(`${address}: layout shift at most 0.02`, async () => {
      const { page: tab } = await withScript.visit(address, { waitUntil: 'networkidle' });
      // The data is on the page: no loading placeholder left.
      await expect
        .poll(() => tab.locator('[role="status"]', { hasText: /^Loading/ }).count())
        .toBe(0);
      await tab.evaluate(recordLayoutShifts);
      expect(await layoutShift(tab)).toBeLessThanOrEqual(0.02);

      // The measure itself sees a shift: content pushed down by a late banner counts. The banner
      // goes before the root, not into it, so a hydration still under way cannot take it out.
      await tab.evaluate(() => {
        const banner = document.createElement('div');
        banner.style.height = '200px';
        document.getElementById('root')?.before(banner);
      });
      await expect.poll(() => layoutShift(tab)).toBeGreaterThan(0.02);
    });
  }
});
