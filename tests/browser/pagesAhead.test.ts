// The next screen ready before the tap (shared/actions/pagesAhead.ts): once Order Details has
// loaded and the phone is idle, the pages a borrower likely opens from it are fetched ahead, their
// HTML and scripts, never their data; a borrower saving data gets nothing ahead.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  type OpenedPage,
  openPage,
  endpointOf,
  session,
  closeTabs,
} from './harness.ts';

let browser: Browser;
const opened: OpenedPage[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(() => closeTabs(opened));
afterAll(async () => {
  await browser?.close();
});

/** Every address the tab asks for, from before it opens. */
function requestsOf(page: Page): URL[] {
  const requests: URL[] = [];
  page.on('request', (request) => requests.push(new URL(request.url())));
  return requests;
}

const repayHtml = (url: URL) => url.pathname === '/repay.html';
/** The repayment page's own module (not its early module nor its first call's). */
const repayEntry = (url: URL) => /^\/assets\/repay-[\w-]{8}\.js$/.test(url.pathname);
const pagesAheadModule = (url: URL) => /^\/assets\/pagesAhead-[\w-]{8}\.js$/.test(url.pathname);

async function openOrder(beforeOpen?: (page: Page) => Promise<unknown>) {
  let requests: URL[] = [];
  const result = await openPage(browser, `/orderDetail?productId=1001&orderId=9001&${session}`, {
    shell: true,
    beforeOpen: async (page) => {
      requests = requestsOf(page);
      await beforeOpen?.(page);
    },
  });
  opened.push(result);
  return { ...result, requests };
}

describe('Order Details fetches the next pages ahead', () => {
  it("asks for the repayment page's HTML and module once idle, and none of its data", async () => {
    const { requests } = await openOrder();
    await expect.poll(() => requests.some(repayHtml), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => requests.some(repayEntry), { timeout: 15_000 }).toBe(true);
    const html = requests.find(repayHtml);
    expect(html?.searchParams.get('orderId')).toBe('9001');
    expect(html?.searchParams.get('productId')).toBe('1001');
    for (const next of ['/repayDelay.html', '/confirm.html', '/bindCard.html']) {
      await expect.poll(() => requests.some((url) => url.pathname === next)).toBe(true);
    }
    // Read from every request the tab made: a route to record them would turn off the cache the
    // fetches ahead fill.
    const calls = requests.map((url) => endpointOf(url)).filter((name) => name !== undefined);
    expect(calls, 'the order only: no data of the pages ahead').toEqual(['loanDetails']);
  });

  it('fetches nothing ahead for a borrower saving data', async () => {
    const { requests } = await openOrder((page) =>
      page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'connection', {
          get: () => ({ saveData: true, effectiveType: '4g' }),
        });
      }),
    );
    // The module that decides has come and had its turn.
    await expect.poll(() => requests.some(pagesAheadModule), { timeout: 15_000 }).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(requests.filter((url) => repayHtml(url) || repayEntry(url))).toEqual([]);
  });
});
