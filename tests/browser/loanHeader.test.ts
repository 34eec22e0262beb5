// One frame across the app (issue: one top bar, one loan header): every in-app page draws the same
// navy top bar, and every page with a loan header (shared/ui/loan-header/) shows the amount as the
// largest figure in it, its date under it, at usual and 200 % text.
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPages } from '../../scripts/build/pages-plugin.ts';
import { cleanPathOf } from '../../shared/config/pages.ts';
import {
  doubleTextSize,
  launchBrowser,
  openVisitTab,
  saveScreenshot,
  session,
  type VisitTab,
} from './harness.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ids = `productId=1001&orderId=9001&${session}`;
const code = 'payCode=730061204175&repayAmount=450500';

let browser: Browser;
let tab: VisitTab;
beforeAll(async () => {
  browser = await launchBrowser();
  tab = await openVisitTab(browser, { shell: true });
});
afterAll(async () => {
  await tab?.close();
  await browser?.close();
});

/** The pages with a loan header, and how a borrower reaches each with its figures. */
const withHeader: [string, string, ((page: Page) => Promise<void>)?][] = [
  ['orderDetail', `/orderDetail?${ids}&mock=status-174`],
  ['orderDetail (repaid)', `/orderDetail?${ids}&mock=status-200`],
  ['repay', `/repay?${ids}`],
  ['repayDelay', `/repayDelay?${ids}`],
  ['legacyRepay', `/legacyRepay?${ids}`],
  ['confirm', `/confirm?${ids}`],
  ['confirmV2', `/confirmV2?${ids}`],
  ['repaymentOfCode (code)', `/repaymentOfCode?${ids}&showType=1&${code}`],
  ['repaymentOfCode (QR)', `/repaymentOfCode?${ids}&showType=2&${code}`],
  [
    'repaymentOfCode2',
    `/repay?${ids}`,
    async (page) => {
      await Promise.all([
        page.waitForURL(/repaymentOfCode2/),
        page.getByRole('link', { name: 'Show the code on a full page' }).click(),
      ]);
    },
  ],
];

/** Every text in the header with its font size, and the amount's. */
function figureSizes(page: Page) {
  return page.locator('[data-first-figures="shown"]').evaluate((header) => {
    const size = (element: Element) => parseFloat(getComputedStyle(element).fontSize);
    const texts = [...header.querySelectorAll('*')].filter((element) =>
      [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      ),
    );
    const amount = header.querySelector('[data-figure="amount"]');
    const date = header.querySelector('[data-figure="date"]');
    return {
      amount: amount?.textContent ?? '',
      amountSize: amount ? size(amount) : 0,
      largestOther: Math.max(0, ...texts.filter((each) => each !== amount).map(size)),
      dateUnder:
        !date ||
        date.textContent === '' ||
        (amount?.getBoundingClientRect().bottom ?? Infinity) <= date.getBoundingClientRect().top,
    };
  });
}

describe('the loan header', () => {
  it.each(withHeader)('%s: the amount is its largest figure, the date under it', async (...row) => {
    const [name, address, reach] = row;
    for (const large of [false, true]) {
      const { page, errors } = await tab.visit(address);
      await reach?.(page);
      if (large) await doubleTextSize(page);
      await page.locator('[data-first-figures="shown"]').waitFor();
      const sizes = await figureSizes(page);
      expect(sizes.amount, name).toMatch(/^[₱₹][\d.]+,\d{2}$/);
      expect(sizes.amountSize, name).toBeGreaterThan(sizes.largestOther);
      expect(sizes.dateUnder, name).toBe(true);
      if (!large) {
        await saveScreenshot(page, `loan-header-${name.replace(/\W+/g, '-')}`, {
          fullPage: false,
        });
      }
      expect(errors).toEqual([]);
    }
  });
});

describe('one top bar', () => {
  // The pages a borrower meets in the app: every page that draws a title bar, public pages aside
  // (landing and promotion have their own).
  const inApp = builtPages(root).filter(
    (page) => page.render !== 'static' && !['landing', 'promotion'].includes(page.name),
  );

  it('every in-app page draws the same navy bar, its title in white', async () => {
    const bars = new Map<string, string>();
    for (const row of inApp) {
      const { page } = await tab.visit(`${cleanPathOf(row)}?${ids}`);
      const bar = page.getByRole('banner').first();
      await bar.waitFor();
      const colours = await bar.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.backgroundColor} / ${style.color}`;
      });
      bars.set(row.name, colours);
    }
    expect(bars.size).toBeGreaterThan(10);
    expect(new Set(bars.values()), JSON.stringify(Object.fromEntries(bars))).toEqual(
      new Set(['rgb(20, 33, 61) / rgb(255, 255, 255)']),
    );
  });
});
