// Regular text by default (styles/_tokens.scss 'Type'): on every screen the release is looked at by
// (tests/release/screenList.ts: every built page as the shell opens it, and the states its default
// scenario does not show), at most 40 % of the text a borrower sees is semibold or heavier, and the
// page uses at most three weights.
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shotList } from '../release/screenList.ts';
import { launchBrowser, openVisitTab, settled, type VisitTab } from './harness.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

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

interface ShownText {
  text: string;
  weight: number;
}

/**
 * Every element whose own words a borrower sees (a text node of its own, drawn larger than the 1px
 * of words for screen readers only, not hidden), with the weight it is drawn in.
 */
function shownTexts(): ShownText[] {
  const texts: ShownText[] = [];
  for (const element of document.querySelectorAll('body *')) {
    if (element.closest('svg, script, style, template, noscript, [aria-hidden="true"]')) continue;
    const words = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => (node.textContent ?? '').trim())
      .filter((text) => text !== '');
    if (words.length === 0) continue;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    if (box.width <= 1 || box.height <= 1 || style.visibility !== 'visible') continue;
    if (style.opacity === '0') continue;
    texts.push({ text: words.join(' ').slice(0, 40), weight: Number(style.fontWeight) });
  }
  return texts;
}

describe('regular text by default', () => {
  it.for(shotList(root))(
    '$name: at most 40 per cent of its text semibold, at most three weights',
    { timeout: 40_000 },
    async ({ address }) => {
      const { page } = await tab.visit(address);
      await settled(page);
      const texts = await page.evaluate(shownTexts);
      expect(texts.length).toBeGreaterThan(0);
      const bold = texts.filter((text) => text.weight >= 600);
      expect(
        bold.length / texts.length,
        `semibold: ${bold.map((text) => text.text).join(' | ')} (of ${texts.length})`,
      ).toBeLessThanOrEqual(0.4);
      expect(new Set(texts.map((text) => text.weight)).size).toBeLessThanOrEqual(3);
    },
  );
});
