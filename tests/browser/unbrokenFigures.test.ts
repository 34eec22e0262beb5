// Figures never break inside (shared/format/figures.ts; styles/_tokens.scss 'Type'): at 390x844, at
// 100 % and 200 % text, every amount range, rate and telephone number on the pages that show them
// keeps one line and stays on the screen: a range with its en dash, a rate with its period, a
// number whole. The status icon grows with the status in words beside it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  doubleTextSize,
  launchBrowser,
  openVisitTab,
  phoneViewport,
  session,
  settled,
  type VisitTab,
} from './harness.ts';

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

const ids = `productId=1001&orderId=9001&${session}`;

interface Figure {
  /** As a borrower reads it (the glue that keeps it whole is invisible). */
  text: string;
  lines: number;
  right: number;
}

/**
 * Every range (two amounts with a dash between), rate (a percentage and its period) and telephone
 * number (three groups of digits) in the page's visible text: how many lines each takes, and where
 * it ends.
 */
function shownFigures(): Figure[] {
  const patterns = [
    /[^\s\d(]?\d[\d.,]*\s*\u2060?[-–~]\u2060?\s*[^\s\d]?\d[\d.,]*/g,
    /\d+(?:[.,]\d+)?%(?:[\s\u00a0]*(?:\/|per)[\s\u00a0]*(?:day|week|month|year))?/g,
    /(?<![\d.,])\d{3,4}(?:[ \u00a0]\d{3,4}){2}(?![\d.,])/g,
  ];
  const figures: Figure[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode as Text;
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, [aria-hidden="true"]')) continue;
    if (parent.getClientRects().length === 0) continue;
    for (const pattern of patterns) {
      for (const match of node.data.matchAll(pattern)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        if (rects.length === 0) continue;
        figures.push({
          text: match[0].replaceAll('\u2060', '').replaceAll('\u00a0', ' '),
          lines: new Set(rects.map((rect) => Math.round(rect.top))).size,
          right: Math.max(...rects.map((rect) => rect.right)),
        });
      }
    }
  }
  return figures;
}

async function figuresOn(page: Page): Promise<Figure[]> {
  await settled(page);
  return page.evaluate(shownFigures);
}

describe('figures that never break inside', () => {
  it.for([
    {
      name: 'the failure page',
      address: `/error?${ids}`,
      shown: ['₱2.000–₱20.000', '₱1.000–₱10.000', '0.05% per day', '0.06% per day'],
    },
    {
      name: 'Order Details with its recommended list (status 21)',
      address: `/orderDetail?${ids}&mock=status-21`,
      shown: ['₱1.000–₱10.000', '0.06% per day', '028 8887 777'],
    },
    {
      name: 'Order Details, due (status 174)',
      address: `/orderDetail?${ids}&mock=status-174`,
      shown: ['028 8887 777'],
    },
    {
      name: 'the loan confirm page',
      address: `/confirm?${ids}&mock=confirm-no-popups`,
      shown: ['0.05% per day', '18.25% per year'],
    },
    {
      name: 'Customer Service',
      address: `/customerService?${session}`,
      shown: ['091 7123 4567'],
    },
    {
      name: 'a link the promotion cannot read (Customer Service by phone)',
      address: '/promotion',
      shown: ['028 8881 2345'],
    },
  ])('$name: one line each, on the screen, at 100 % and 200 % text', async ({ address, shown }) => {
    const { page } = await tab.visit(address);
    for (const size of ['100 %', '200 %']) {
      if (size === '200 %') await doubleTextSize(page);
      const figures = await figuresOn(page);
      const texts = figures.map((figure) => figure.text);
      for (const text of shown) expect(texts, `${text} at ${size}`).toContain(text);
      // The old ways of writing them are gone.
      expect(
        texts.filter((text) => / - |%\s*\/|%$/.test(text)),
        size,
      ).toEqual([]);
      expect(
        figures.filter((figure) => figure.lines > 1 || figure.right > phoneViewport.width + 1),
        `broken or off the screen at ${size}`,
      ).toEqual([]);
    }
  });

  it('the status icon grows with the status in words at 200 % text', async () => {
    const { page } = await tab.visit(`/orderDetail?${ids}&mock=status-174`);
    await settled(page);
    const icon = page.getByRole('region', { name: 'Order status' }).locator('img').first();
    const before = await icon.boundingBox();
    await doubleTextSize(page);
    await settled(page);
    const after = await icon.boundingBox();
    // Sized in rem, as the words beside it are: twice as wide at twice the text.
    expect(before?.width).toBe(28);
    expect(after?.width).toBe(56);
  });
});
