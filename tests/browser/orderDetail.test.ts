// Order Details (spec §2, §4, §7; contract §1): statuses, buttons, bridge messages through the stub
// shell, the redirect, the dialogs, the error state, and layout at phone size and 200% text size.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doubleTapMs } from '../../shared/hooks/usePendingAction.ts';
import { businessErrorMessage } from '../../shared/mock/failures.ts';
import { storedBankTip } from '../../pages/orderDetail/bankTipStore.ts';
import {
  commonQuery,
  type EndpointCall,
  endpointOf,
  launchBrowser,
  newPhoneContext,
  openVisitTab,
  recordEndpoint,
  saveScreenshot,
  session,
  siteUrl,
  doubleTextSize,
  type VisitTab,
} from './harness.ts';

let browser: Browser;
/** The stub shell's tab: each test opens the order page in it afresh. */
let tab: VisitTab;

beforeAll(async () => {
  browser = await launchBrowser();
  tab = await openVisitTab(browser, { shell: true });
});
afterAll(async () => {
  await browser?.close();
});

function openOrder(scenario: string, query = `productId=1001&orderId=9001&${session}`) {
  return tab.visit(`/orderDetail?${query}&mock=${scenario}`);
}

/** Waits for the order card, by its product name. */
async function ready(page: Page) {
  await page.getByRole('heading', { level: 2, name: 'PesoAgad Flex' }).waitFor();
}

function screenshot(page: Page, name: string) {
  return saveScreenshot(page, `orderDetail-${name}`);
}

const actionLabels = (page: Page) =>
  page.getByRole('region', { name: 'Actions' }).getByRole('button').allTextContents();

const moreProducts = (page: Page) =>
  page.getByRole('button', { name: 'Click to view more products' });

/** Waits for the recommended list, which arrives with its own module after the order. */
async function listShown(page: Page) {
  await page.getByRole('button', { name: 'Apply now, Kwarta Express' }).waitFor();
}

/** The recommended list's own module, fetched after the order answer shows the list. */
const listModule = /\/assets\/RecommendedSection-[^/]+\.js$/;

const query = (address: string) => Object.fromEntries(new URL(address).searchParams);

/** The form bodies of recorded calls, in the order they were made. */
const bodies = (calls: EndpointCall[]) => calls.map((call) => call.body);

/**
 * Answers the pages this one leads to with a blank page of the same origin, so the test sees the
 * address it arrived at whether or not those pages are in this build.
 */
async function stubTargets(target: Page | BrowserContext, pattern: RegExp) {
  await target.route(pattern, (route) =>
    route.request().isNavigationRequest()
      ? route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>target</title>' })
      : route.continue(),
  );
}

describe('order details per status', () => {
  it('status 21: status texts, the recommended list, no buttons, and home through the bridge', async () => {
    const { page, errors, bridgeMessages } = await openOrder('status-21');
    await ready(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Order Details');
    expect(await page.getByRole('heading', { level: 2, name: 'Under review' }).count()).toBe(1);
    expect(
      await page.getByText('We are reviewing your application.', { exact: false }).count(),
    ).toBe(1);
    await listShown(page);
    expect(await page.getByText('Kwarta Express').count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Actions' }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/orderDetail');
    await screenshot(page, 'status-21');

    await moreProducts(page).click();
    await expect.poll(bridgeMessages).toEqual([{ command: 'goHome', payload: {} }]);
    expect(errors).toEqual([]);
  });

  it.each(['status-110', 'status-151', 'status-other'])(
    '%s: the list and no buttons',
    async (scenario) => {
      const { page, errors } = await openOrder(scenario);
      await ready(page);
      await listShown(page);
      expect(await moreProducts(page).count()).toBe(1);
      expect(await page.getByRole('region', { name: 'Actions' }).count()).toBe(0);
      await screenshot(page, scenario);
      expect(errors).toEqual([]);
    },
  );

  it('status 170: a single Repayment that opens repay.html with the ids and common parameters', async () => {
    const { page, errors } = await openOrder('status-170');
    await ready(page);
    expect(await page.getByRole('heading', { level: 2, name: 'Disbursed' }).count()).toBe(1);
    expect(await actionLabels(page)).toEqual(['Repayment']);
    expect(await moreProducts(page).count()).toBe(0);
    await screenshot(page, 'status-170');
    expect(errors).toEqual([]);

    await stubTargets(page, /\/repay\.html/);
    await Promise.all([
      page.waitForURL(/\/repay\.html/),
      page.getByRole('button', { name: 'Repayment' }).click(),
    ]);
    expect(query(page.url())).toEqual({ productId: '1001', orderId: '9001', ...commonQuery });
    expect(await page.evaluate(() => sessionStorage.getItem('showBankTip'))).not.toBeNull();
  });

  it.each([
    ['status-174', 'Repayment due'],
    ['status-180', 'Overdue'],
  ])('%s with isDelay 0: a single Repayment, no hint, no list', async (scenario, statusText) => {
    const { page, errors } = await openOrder(scenario);
    await ready(page);
    expect(await page.getByRole('heading', { level: 2, name: statusText }).count()).toBe(1);
    expect(await actionLabels(page)).toEqual(['Repayment']);
    expect(await page.getByText('Short of money?').count()).toBe(0);
    expect(await moreProducts(page).count()).toBe(0);
    expect(await page.getByText('Kwarta Express').count()).toBe(0);
    await screenshot(page, scenario);
    expect(errors).toEqual([]);
  });

  it.each([
    ['status-174-delay', 'Repayment due'],
    ['status-180-delay', 'Overdue'],
  ])('%s: Rollover Repayment with the hint, then REPAY', async (scenario, statusText) => {
    const { page, errors } = await openOrder(scenario);
    await ready(page);
    expect(await page.getByRole('heading', { level: 2, name: statusText }).count()).toBe(1);
    expect(await actionLabels(page)).toEqual(['Rollover Repayment', 'REPAY']);
    expect(await page.getByText('Short of money?').count()).toBe(1);
    expect(await moreProducts(page).count()).toBe(0);
    await screenshot(page, scenario);
    expect(errors).toEqual([]);
  });

  it('Rollover Repayment opens repayDelay.html with the ids and common parameters', async () => {
    const { page } = await openOrder('status-174-delay');
    await ready(page);
    await stubTargets(page, /\/repayDelay\.html/);
    await Promise.all([
      page.waitForURL(/\/repayDelay\.html/),
      page.getByRole('button', { name: 'Rollover Repayment' }).click(),
    ]);
    expect(query(page.url())).toEqual({ productId: '1001', orderId: '9001', ...commonQuery });
    expect(await page.evaluate(() => sessionStorage.getItem('showBankTip'))).not.toBeNull();
  });

  it('h5Url: Repayment opens the server address with the common parameters', async () => {
    const { page } = await openOrder('h5-url');
    await ready(page);
    await stubTargets(page, /\/repayInstructions/);
    await Promise.all([
      page.waitForURL(/\/repayInstructions/),
      page.getByRole('button', { name: 'Repayment' }).click(),
    ]);
    expect(new URL(page.url()).pathname).toBe('/repayInstructions');
    expect(query(page.url())).toEqual(commonQuery);
  });

  it('status 200: Borrow Again opens the native product screen', async () => {
    const { page, errors, bridgeMessages } = await openOrder('status-200');
    await ready(page);
    expect(await page.getByRole('heading', { level: 2, name: 'Repaid' }).count()).toBe(1);
    expect(await actionLabels(page)).toEqual(['Borrow Again']);
    expect(await moreProducts(page).count()).toBe(0);
    await screenshot(page, 'status-200');

    const events = await recordEndpoint(page, 'eventSave');
    await page.getByRole('button', { name: 'Borrow Again' }).click();
    await expect
      .poll(bridgeMessages)
      .toEqual([{ command: 'openPageWithParam', payload: { page: 'product', productId: '1001' } }]);
    expect(bodies(events)).toEqual([
      { productId: '1001', product_id: '1001', moduleId: '30', positionId: '0' },
    ]);
    expect(errors).toEqual([]);
  });

  it('the customer-service link calls the telephone through the bridge', async () => {
    const { page, bridgeMessages } = await openOrder('status-174');
    await ready(page);
    await page.getByRole('link', { name: /Call customer service/ }).click();
    await expect
      .poll(bridgeMessages)
      .toEqual([{ command: 'callPhone', payload: { phone: '0288887777' } }]);
  });
});

describe('recommended products', () => {
  it('an enabled product opens its link in the page with the common parameters', async () => {
    const { page } = await openOrder('status-21');
    await ready(page);
    await stubTargets(page, /\/confirm\?/);
    const events = await recordEndpoint(page, 'eventSave');
    const jumps = await recordEndpoint(page, 'productJump');
    await Promise.all([
      page.waitForURL(/\/confirm\?/),
      page.getByRole('button', { name: 'Apply now, Kwarta Express' }).click(),
    ]);
    expect(query(page.url())).toEqual({ productId: '1002', ...commonQuery });
    expect(bodies(events)).toEqual([{ productId: '1002', product_id: '1002', positionId: '0' }]);
    expect(bodies(jumps)).toEqual([{ positionId: '0', id: '1002' }]);
  });

  it('a deep link goes to the shell', async () => {
    const { page, bridgeMessages } = await openOrder('status-21');
    await ready(page);
    await page.getByRole('button', { name: 'Apply now, Sahod Plus' }).click();
    await expect
      .poll(bridgeMessages)
      .toEqual([{ command: 'openPage', payload: { url: 'pesoagad://product?productId=1003' } }]);
    expect(new URL(page.url()).pathname).toBe('/orderDetail');
  });
});

describe('the recommended list on demand', () => {
  it('a repayable order does not fetch the list module', async () => {
    const { page } = await openOrder('status-170');
    await ready(page);
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    expect(scripts.some((url) => /RecommendedSection|RecommendedProductList/.test(url))).toBe(
      false,
    );
  });

  it('while the list module loads: card-shaped placeholders, then the cards in their place', async () => {
    const { page } = await openOrder('status-21');
    await ready(page);
    await listShown(page);
    const firstCard = page.getByRole('listitem').filter({ hasText: 'Kwarta Express' });
    const loaded = await firstCard.boundingBox();

    // The same visit again, with the list module held back until the placeholders are measured.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(listModule, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await ready(page);
    const loading = page.getByText('Loading recommended products');
    await loading.waitFor({ state: 'attached' });
    expect(await page.getByRole('button', { name: /Apply now/ }).count()).toBe(0);
    expect(await moreProducts(page).isVisible()).toBe(true);
    const placeholders = loading.locator('xpath=following-sibling::div');
    expect(await placeholders.count()).toBe(2);
    const placeholder = await placeholders.first().boundingBox();
    await screenshot(page, 'status-21-list-loading');

    release();
    await listShown(page);
    expect(await loading.count()).toBe(0);
    // The first card takes the first placeholder's place: no jump where the borrower looks.
    expect(placeholder?.y).toBe(loaded?.y);
    expect(Math.abs((placeholder?.height ?? 0) - (loaded?.height ?? 0))).toBeLessThanOrEqual(2);
  });

  it('when the list module cannot be fetched, the order stays usable without the list', async () => {
    const { page, errors, bridgeMessages } = await openOrder('status-110');
    await ready(page);
    await page.route(listModule, (route) => route.abort('internetdisconnected'));
    await page.reload();
    await ready(page);
    // The failed fetch is logged (by the browser, and by React where it caught it), nothing else.
    await expect
      .poll(() => errors.some((error) => error.includes('RecommendedSection')))
      .toBe(true);
    expect(
      errors.filter(
        (error) =>
          !/ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module/.test(error),
      ),
    ).toEqual([]);
    await page.getByText('Loading recommended products').waitFor({ state: 'detached' });

    expect(await page.getByRole('heading', { level: 2, name: 'PesoAgad Flex' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /Apply now/ }).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    await screenshot(page, 'status-110-list-offline');

    await moreProducts(page).click();
    await expect.poll(bridgeMessages).toEqual([{ command: 'goHome', payload: {} }]);
  });
});

describe('redirect', () => {
  /** A phone-sized tab that opens one address; the pages the order page leads to are stubbed. */
  async function openTab(address: string) {
    const context = await newPhoneContext(browser);
    await stubTargets(context, /\/confirm/);
    const page = await context.newPage();
    await page.goto(siteUrl(address), { waitUntil: 'load' });
    return { context, page };
  }

  it('replaces the page with playeduL plus the common parameters, leaving no history entry', async () => {
    // The history a tab has after opening one page that stays where it is.
    const plain = await openTab(
      `/orderDetail?productId=1001&orderId=9001&${session}&mock=status-21`,
    );
    await ready(plain.page);
    const oneEntry = await plain.page.evaluate(() => history.length);
    await plain.context.close();

    const { context, page } = await openTab(
      `/orderDetail?productId=1001&orderId=9001&${session}&mock=redirect`,
    );
    try {
      await page.waitForURL(/\/confirm/);
      const url = new URL(page.url());
      expect(url.pathname).toBe('/confirm');
      expect(query(url.href)).toEqual({ productId: '1001', ...commonQuery });
      expect(await page.evaluate(() => history.length)).toBe(oneEntry);
      // Back leaves the tab instead of returning to the order page.
      await page.goBack().catch(() => null);
      expect(page.url()).not.toContain('/orderDetail');
    } finally {
      await context.close();
    }
  });

  it('status 21 stays on the order page', async () => {
    const { page } = await openOrder('status-21');
    await ready(page);
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/orderDetail');
  });
});

describe('dialogs', () => {
  it('Kind tips shows the server message; Confirm closes it; it stays closed after repay', async () => {
    const { page } = await openOrder('kind-tips');
    const dialog = page.getByRole('dialog', { name: 'Kind tips' });
    await dialog.waitFor();
    expect(await dialog.getByText('For your safety', { exact: false }).count()).toBe(1);
    await screenshot(page, 'kind-tips');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The flag as going to repay leaves it, in the page's persisted store.
    await page.evaluate(
      (stored) => sessionStorage.setItem('showBankTip', stored),
      storedBankTip(true, `?${session}`),
    );
    await page.reload({ waitUntil: 'load' });
    await ready(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it("the shell's back button closes Kind tips and leaves the borrower on the order", async () => {
    const { page, bridgeMessages } = await openOrder('kind-tips');
    const dialog = page.getByRole('dialog', { name: 'Kind tips' });
    await dialog.waitFor();
    await page.evaluate(() => window.onNativeBack?.());
    await dialog.waitFor({ state: 'detached' });
    await ready(page);
    expect(await bridgeMessages()).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/orderDetail');
  });

  it('the bank-card prompt: close icon, and Go and bind the card opens bindCard.html', async () => {
    const { page } = await openOrder('bank-card');
    const dialog = page.getByRole('dialog', { name: 'Bind your payment account' });
    await dialog.waitFor();
    await screenshot(page, 'bank-card');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.reload({ waitUntil: 'load' });
    await stubTargets(page, /\/bindCard\.html/);
    await Promise.all([
      page.waitForURL(/\/bindCard\.html/),
      dialog.getByRole('button', { name: 'Go and bind the card' }).click(),
    ]);
    expect(query(page.url())).toEqual({
      source: 'loanDetail',
      productId: '1001',
      orderId: '9001',
      ...commonQuery,
    });
  });

  it('the withdraw reminder: the shell back on status 21 opens it; Cancel goes home', async () => {
    const { page, errors, bridgeMessages } = await openOrder('status-21');
    await ready(page);
    const dialog = page.getByRole('dialog', { name: 'Withdraw reminder' });
    expect(await dialog.count()).toBe(0);

    await page.evaluate(() => (window as unknown as { onNativeBack: () => void }).onNativeBack());
    await dialog.waitFor();
    expect(await dialog.getByText('Your loan is waiting for you.', { exact: false }).count()).toBe(
      1,
    );
    expect(await dialog.getByRole('button').allTextContents()).toEqual(['Cancel', 'Withdraw Now']);
    await screenshot(page, 'withdraw-reminder');
    expect(await bridgeMessages()).toEqual([]);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(bridgeMessages).toEqual([{ command: 'goHome', payload: {} }]);
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/orderDetail');
    expect(errors).toEqual([]);
  });

  it('the rating: no star toasts Silakan pilih; 4 stars send score 5 and open the store rating', async () => {
    const { page, bridgeMessages } = await openOrder('rating');
    const dialog = page.getByRole('dialog', { name: 'Rate our service' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Silakan pilih').waitFor();

    await dialog.getByRole('button', { name: '4 stars' }).click();
    expect(
      await dialog
        .getByRole('button', { name: /star/ })
        .evaluateAll((stars) => stars.map((star) => star.getAttribute('aria-pressed'))),
    ).toEqual(['true', 'true', 'true', 'true', 'false']);
    await screenshot(page, 'rating');

    const scores = await recordEndpoint(page, 'googleScore');
    // A person's next tap on Submit, not the second half of a double tap on it.
    await page.waitForTimeout(doubleTapMs);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(bridgeMessages).toEqual([{ command: 'goAppStoreRating', payload: {} }]);
    expect(bodies(scores)).toEqual([{ score: '5' }]);
    await dialog.waitFor({ state: 'detached' });
  });

  it('the rating: 2 stars send score 5 and open the result dialog instead', async () => {
    const { page, bridgeMessages } = await openOrder('rating');
    const dialog = page.getByRole('dialog', { name: 'Rate our service' });
    await dialog.getByRole('button', { name: '2 stars' }).click();
    const scores = await recordEndpoint(page, 'googleScore');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const result = page.getByRole('dialog', { name: 'Thank you for your rating' });
    await result.waitFor();
    expect(await dialog.count()).toBe(0);
    await screenshot(page, 'rating-result');
    expect(bodies(scores)).toEqual([{ score: '5' }]);
    expect(await bridgeMessages()).toEqual([]);
  });
});

describe('failures', () => {
  it.each(['server-error', 'garbled', 'malformed'])(
    '%s: the error state with Retry, never a blank screen',
    async (scenario) => {
      const { page } = await openOrder(scenario);
      const retry = page.getByRole('button', { name: 'Retry' });
      await retry.waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Order Details');
      expect((await page.locator('main [role="alert"]').textContent())?.trim()).not.toBe('');
      await screenshot(page, scenario);
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await retry.click();
      await expect.poll(() => requests.some((url) => url.includes('loan-details'))).toBe(true);
    },
  );

  it('business-error: the server message once, inline, with Retry and Back', async () => {
    const { page } = await openOrder('business-error');
    const alert = page.locator('main [role="alert"]');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(businessErrorMessage);
    expect(await page.getByText(businessErrorMessage).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Back' }).count()).toBe(1);
    await screenshot(page, 'business-error');
  });

  it('a link without orderId says so instead of loading', async () => {
    const { page, errors } = await openOrder('default', `productId=1001&${session}`);
    expect(await page.getByRole('alert').textContent()).toContain('missing its product or order');
    const calls = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    expect(calls.filter((url) => endpointOf(url))).toEqual([]);
    await screenshot(page, 'missing-ids');
    expect(errors).toEqual([]);
  });
});

describe('the loan header', () => {
  // The tones' strong colours (shared/ui/status-tone/_palette.scss) as the browser computes them:
  // the band of the loan header in its tone's, white words on it.
  const blue = 'rgb(21, 88, 176)';
  const amber = 'rgb(154, 82, 0)';
  const red = 'rgb(183, 28, 28)';
  it.each([
    ['status-21', 'processing', 'status-21', blue],
    ['status-110', 'approved', 'status-110', blue],
    ['status-151', 'approved', 'status-151', blue],
    ['status-170', 'approved', 'status-default', blue],
    ['status-174', 'due', 'status-174', amber],
    ['status-174-delay', 'due', 'status-174', amber],
    ['status-180', 'overdue', 'status-180', red],
    ['status-180-delay', 'overdue', 'status-180', red],
    ['status-200', 'repaid', 'status-200', 'rgb(23, 108, 53)'],
    ['status-other', 'neutral', 'status-default', 'rgb(70, 80, 94)'],
  ])(
    '%s: the header in the %s tone, with the %s picture',
    async (scenario, tone, picture, colour) => {
      const { page } = await openOrder(scenario);
      await ready(page);
      const status = page.getByRole('region', { name: 'Order status' });
      expect(await status.getAttribute('data-tone')).toBe(tone);
      const shown = await status.evaluate((band) => {
        const image = band.querySelector('img');
        return {
          picture: image?.getAttribute('src'),
          drawn: (image?.complete ?? false) && (image?.naturalWidth ?? 0) > 0,
          // White words on the tone's strong colour, under the navy bar of every page.
          words: getComputedStyle(band.querySelector('h2') ?? band).color,
          band: getComputedStyle(band).backgroundColor,
          bar: getComputedStyle(document.querySelector('header') ?? band).backgroundColor,
        };
      });
      expect(shown).toEqual({
        picture: `/images/status/${picture}.svg`,
        drawn: true,
        words: 'rgb(255, 255, 255)',
        band: colour,
        bar: 'rgb(20, 33, 61)',
      });
    },
  );

  it.each(['', ' at 200% text'])(
    'one header tells the status%s: the amount, then its date, on the first screen',
    async (large) => {
      const { page } = await openOrder('status-174');
      if (large) await doubleTextSize(page);
      await ready(page);
      expect(await page.getByRole('banner').count()).toBe(1);
      expect(await page.getByRole('banner').textContent()).toBe('Order Details');
      const header = page.getByRole('region', { name: 'Order status' });
      expect(await header.getByRole('heading', { level: 2 }).textContent()).toBe('Repayment due');
      // The amount first, whatever the rows' order; the instalment spelled out by the product.
      expect(await header.getByRole('term').allTextContents()).toEqual(['Amount due', 'Due date']);
      expect(await header.getByText('Instalment 1 of 2 · PesoAgad Flex').count()).toBe(1);
      expect(await page.getByText('(1/2)').count()).toBe(0);
      await saveScreenshot(page, `orderDetail-header-first-screen${large ? '-200' : ''}`, {
        fullPage: false,
      });
      // The date, the last figure, is on the first screen, clear of the action bar.
      const date = await header.getByRole('definition').last().boundingBox();
      const bar = await page.getByRole('region', { name: 'Actions' }).boundingBox();
      expect((date?.y ?? Infinity) + (date?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
    },
  );

  it('repaid: the amount paid and the closing date, and Borrow Again as the next step', async () => {
    const { page } = await openOrder('status-200');
    await ready(page);
    const header = page.getByRole('region', { name: 'Order status' });
    expect(await header.getByRole('term').allTextContents()).toEqual(['Amount paid', 'Repaid on']);
    expect(await header.getByRole('definition').first().textContent()).toMatch(/^₱/);
    expect(await actionLabels(page)).toEqual(['Borrow Again']);
  });

  it("a status whose rows name no amount says its line in the figures' place", async () => {
    const { page } = await openOrder('status-21');
    await ready(page);
    const header = page.getByRole('region', { name: 'Order status' });
    expect(await header.getByText(/reviewing your application/).isVisible()).toBe(true);
  });
});

describe('the action bar', () => {
  // Where the bar is at 200% text, and Rollover in the page above it: tests/browser/actionBar.test.ts.
  it.each(['', ' at 200% text'])(
    'status 180 with rollover%s: REPAY in view, REPAY and Rollover whole, at 48px or more',
    async (large) => {
      const { page } = await openOrder('status-180-delay');
      if (large) await doubleTextSize(page);
      await ready(page);
      const repay = page.getByRole('button', { name: 'REPAY', exact: true });
      const place = await repay.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= innerHeight + 0.5;
      });
      expect(place).toBe(true);
      for (const name of ['REPAY', 'Rollover Repayment']) {
        const box = await page.getByRole('button', { name, exact: true }).boundingBox();
        expect(box?.height).toBeGreaterThanOrEqual(48);
      }
      await screenshot(page, `action-bar${large ? '-200' : ''}`);
    },
  );
});

describe('layout at 200% text size', () => {
  it.each([
    'status-21',
    'status-174-delay',
    'status-180',
    'status-200',
    'kind-tips',
    'rating',
    'bank-card',
  ])('%s: no sideways scroll, every control at least 48px', async (scenario) => {
    const { page } = await openOrder(scenario);
    await doubleTextSize(page);
    await page
      .getByRole('heading', { level: 2, name: 'PesoAgad Flex' })
      .waitFor({ state: 'attached' });
    // The products' buttons are measured too.
    if (scenario === 'status-21') await listShown(page);
    const layout = await page.evaluate(() => {
      const controls = [...document.querySelectorAll('button, a[href]')];
      const tooSmall = controls
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.height < 48 || box.width < 48))
        .map(({ element, box }) => `${element.outerHTML.slice(0, 60)} ${box.width}x${box.height}`);
      const root = document.documentElement;
      return { sideways: root.scrollWidth > root.clientWidth, tooSmall };
    });
    expect(layout).toEqual({ sideways: false, tooSmall: [] });
    await screenshot(page, `${scenario}-200`);
  });
});
