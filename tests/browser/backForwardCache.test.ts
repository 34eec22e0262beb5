// The back-forward cache (docs/architecture.md 'Shown again from the back-forward cache') in
// Chromium, with the cache on as on a phone, against the build and the mock backend: every page of
// the page table the borrower comes back to is restored from the cache rather than reloaded, and
// a money page asks the server again when it is, showing its loading state, never its old amount
// and Payment button, until the fresh answer.
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { benchPath } from '../../scripts/measure/bench-lighthouse.ts';
import { builtPages } from '../../scripts/build/pages-plugin.ts';
import type { EndpointName } from '../../shared/api/endpoints.ts';
import {
  endpointOf,
  type OpenedPage,
  openPage,
  launchBrowser,
  recordEndpoint,
  routeEndpoint,
  session,
  siteUrl,
  closeTabs,
  openVisitTab,
  type VisitTab,
} from './harness.ts';

const ids = 'productId=1001&orderId=9001';

let browser: Browser;
/** The stub shell's tab, for the tests that open a page, leave it and come back. */
let tab: VisitTab;
const opened: OpenedPage[] = [];

beforeAll(async () => {
  browser = await launchBrowser({ backForwardCache: true });
  tab = await openVisitTab(browser, { shell: true });
});
afterEach(() => closeTabs(opened));
afterAll(async () => {
  await browser?.close();
});

/** Marks the live document, so what comes back after a return can be told from a reload. */
const markLeaving = (page: Page) =>
  page.evaluate(() => Object.assign(window, { leftFromThisDocument: true }));

/**
 * Whether the page came back from the cache: the mark set before leaving survives only there. On a
 * reload, Chromium's reasons for not restoring it are what the test reports.
 */
const restoredFromCache = (page: Page) =>
  page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as
      (PerformanceNavigationTiming & { notRestoredReasons?: unknown }) | undefined;
    return 'leftFromThisDocument' in window
      ? 'restored'
      : JSON.stringify(navigation?.notRestoredReasons ?? 'reloaded');
  });

/** A page of the site, loaded, as the shell opens it. */
async function openAt(address: string) {
  const joiner = address.includes('?') ? '&' : '?';
  return tab.visit(`${address}${joiner}${session}`);
}

/** Goes to another page of the site and back, as the borrower does with the back button. */
async function leaveAndComeBack(page: Page) {
  await markLeaving(page);
  // Another page than the one open: going to the same address is no return.
  const away = new URL(page.url()).pathname === '/aboutUs' ? '/privacyPolicy' : '/aboutUs';
  await page.goto(siteUrl(`${away}?${session}`), { waitUntil: 'load' });
  // A restored page fires no load event.
  await page.goBack({ waitUntil: 'commit' });
}

describe('the back-forward cache', () => {
  it('/repay comes back from the cache, asks again, shows loading, then the new amount', async () => {
    let firstAnswer: Promise<{ data: Record<string, unknown> }> | undefined;
    const result = await openPage(browser, `/repay?${ids}&${session}`, {
      shell: true,
      beforeOpen: async (tab) => {
        firstAnswer = tab
          .waitForResponse((response) => endpointOf(response.url()) === 'instalmentDetail')
          .then((response) => response.json() as Promise<{ data: Record<string, unknown> }>);
      },
    });
    opened.push(result);
    const { page } = result;
    const amount = page.getByText('Amount due').locator('+ dd');
    const paymentMethod = page.getByRole('button', { name: 'Payment Method' });
    await paymentMethod.waitFor();
    const before = await amount.innerText();
    const answered = await firstAnswer;

    // Meanwhile the borrower paid part of it: the server now answers a new amount, held until the
    // test has looked at the page.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await routeEndpoint(page, 'instalmentDetail', {
      data: { ...answered?.data, repayAmount: 123456 },
    });
    await routeEndpoint(page, 'instalmentDetail', { delayMs: 0, heldUntil: held });
    const calls = await recordEndpoint(page, 'instalmentDetail');

    await leaveAndComeBack(page);

    expect(await restoredFromCache(page)).toBe('restored');
    await page.locator('main[aria-busy="true"]').waitFor();
    expect(await paymentMethod.count()).toBe(0);
    expect(await page.getByText(before).count()).toBe(0);
    await expect.poll(() => calls.length).toBe(1);
    expect(calls[0]?.body).toMatchObject({ productId: '1001', orderId: '9001' });

    release();
    await paymentMethod.waitFor();
    expect(await amount.innerText()).toBe('₱1.234,56');
    expect(before).not.toBe('₱1.234,56');
  });

  const moneyPages: [address: string, firstCall: EndpointName][] = [
    [`/repay?${ids}`, 'instalmentDetail'],
    [`/repayDelay?${ids}`, 'delayDetail'],
    [`/confirm?${ids}`, 'confirmData'],
    [`/confirmV2?${ids}`, 'confirmDataV2'],
    [`/bindCard?${ids}`, 'bindCardForm'],
    [`/legacyRepay?${ids}`, 'legacyRepaymentWay'],
  ];

  it.each(moneyPages)('%s comes back from the cache and asks %s again', async (address, call) => {
    const { page } = await openAt(address);
    const calls = await recordEndpoint(page, call);
    await leaveAndComeBack(page);
    expect(await restoredFromCache(page)).toBe('restored');
    await expect.poll(() => calls.length).toBe(1);
    await page.locator('main[aria-busy="true"]').waitFor({ state: 'detached' });
  });

  // Every other page of the build, each opened as the bench opens it (with the query its content
  // needs): the money pages' return is checked above.
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const moneyPaths = new Set(moneyPages.map(([address]) => address.split('?')[0]));
  const everyPage = builtPages(root)
    .map((page) => benchPath(page))
    .filter((address) => !moneyPaths.has(address.split('?')[0]));

  it.each(everyPage)('%s comes back from the cache', async (address) => {
    const { page } = await openAt(address);
    await leaveAndComeBack(page);
    expect(await restoredFromCache(page)).toBe('restored');
  });
});
