// What `npm run bench -- --observed` reads as 'amount on screen' (Element Timing of the amount,
// shared/ui/loan-header/): on every page with figures, the paint of the amount's text, never of
// its placeholder. With the first answer held, the placeholder is on screen and reports nothing;
// the one report comes once the answer is in and the amount is written.
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earlyLoadPages, figuresPages } from '../../scripts/build/early-page-load.ts';
import { builtPages } from '../../scripts/build/pages-plugin.ts';
import type { EndpointName } from '../../shared/api/endpoints.ts';
import { amountTiming } from '../../shared/ui/loan-header/loanHeader.ts';
import { launchBrowser, openVisitTab, routeEndpoint, session, type VisitTab } from './harness.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
// The pages whose figures wait for their first call's answer (a page whose figures come from its
// address has them painted with the page: firstFigures.test.ts).
const pages = figuresPages(root, earlyLoadPages(root, builtPages(root)));
/** The first call of each page with figures. */
const firstCall: Partial<Record<string, EndpointName>> = {
  confirm: 'confirmData',
  confirmV2: 'confirmDataV2',
  repay: 'instalmentDetail',
  repayDelay: 'delayDetail',
  orderDetail: 'loanDetails',
  legacyRepay: 'legacyRepaymentWay',
};
const address = (file: string) => `/${file}?productId=1001&orderId=PA2025061104170&${session}`;

/** What the page's observer has seen of the amount: each report's paint time and the text then. */
interface AmountReport {
  renderTime: number;
  text: string;
}
declare global {
  interface Window {
    amountReports?: AmountReport[];
  }
}

/** Runs before the page's own code: records the Element Timing reports of the amount. */
const observeAmount = (identifier: string) => {
  window.amountReports = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      identifier: string;
      renderTime: number;
      element: Element | null;
    })[]) {
      if (entry.identifier !== identifier) continue;
      window.amountReports?.push({
        renderTime: entry.renderTime,
        text: entry.element?.textContent ?? '',
      });
    }
  }).observe({ type: 'element', buffered: true });
};

let browser: Browser;
let tab: VisitTab;
beforeAll(async () => {
  browser = await launchBrowser();
  tab = await openVisitTab(browser, {
    prepare: (page) => page.addInitScript(observeAmount, amountTiming),
  });
});
afterAll(async () => {
  await tab?.close();
  await browser?.close();
});

describe.each(pages.map((page) => [page.name, page.file]))('%s', (name, file) => {
  it('times the amount when its text is painted, after the answer, not its placeholder', async () => {
    const endpoint = firstCall[name];
    expect(endpoint, `the first call of ${name}`).toBeDefined();
    let releaseAnswer = () => {};
    const answered = new Promise<void>((resolve) => (releaseAnswer = resolve));
    const { page, errors } = await tab.visit(address(file), {
      waitUntil: 'commit',
      beforeOpen: (target) =>
        routeEndpoint(target, endpoint as EndpointName, { delayMs: 0, heldUntil: answered }),
    });
    const amount = page.locator(`[elementtiming="${amountTiming}"]`);
    await amount.waitFor();
    expect(await amount.textContent()).toBe('');
    // The placeholder has had time to paint, more than once: it is no paint of the amount.
    await page.waitForTimeout(600);
    expect(await page.evaluate(() => window.amountReports)).toEqual([]);

    const answeredAt = await page.evaluate(() => performance.now());
    releaseAnswer();
    await expect.poll(() => page.evaluate(() => window.amountReports?.length)).toBe(1);
    const [report] = (await page.evaluate(() => window.amountReports)) ?? [];
    expect(report?.renderTime).toBeGreaterThan(answeredAt);
    expect(report?.text).toMatch(/^[₱₹][\d.]+,\d{2}$/);
    expect(errors).toEqual([]);
  });
});
