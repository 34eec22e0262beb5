// Repayment by code and Repayment by code 2 (spec §2; contract §1 repaymentOfCode.html,
// repaymentOfCode2.html) in Chromium against the build: the code to copy, the QR code given or drawn
// in the page (its generator fetched only then), untrusted query values, the stored repayment info
// and its absence, at phone size and at 200% text.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../shared/config/config.ts';
import {
  endpointOf,
  launchBrowser,
  type OpenOptions,
  openVisitTab,
  saveScreenshot,
  session,
  doubleTextSize,
  type VisitTab,
} from './harness.ts';

let browser: Browser;
// One tab in the stub shell opens page after page.
let tab: VisitTab;

beforeAll(async () => {
  browser = await launchBrowser();
  tab = await openVisitTab(browser, { shell: true });
});
afterAll(async () => {
  await tab?.close();
  await browser?.close();
});

function open(address: string, options: Pick<OpenOptions, 'beforeOpen'> = {}) {
  return tab.visit(address, options);
}

const codePage = (query: string) => open(`/repaymentOfCode?${session}&${query}`);

function screenshot(page: Page, name: string) {
  return saveScreenshot(page, name);
}

const fetchedModules = (page: Page, prefix: string) =>
  page.evaluate(
    (start) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.includes(`/assets/${start}`)),
    prefix,
  );

/** A picture the mock serves at the channel pictures' path (the only place payCodeImg is shown from). */
const mockFile = (name: string) => encodeURIComponent(`${defaultConfig.channelPicturePath}${name}`);

describe('repayment by code', () => {
  it('showType 1: the code to copy, the amount, the channel picture; Copy copies it', async () => {
    const { page, context, errors } = await codePage(
      `showType=1&payCode=730061204175&payCodeImg=${mockFile('channel-90003.svg')}&repayAmount=450500`,
    );
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    try {
      await page.getByText('7300 6120 4175', { exact: true }).waitFor();
      expect(await page.getByText('₱4.505,00').count()).toBe(1);
      const picture = page.getByRole('img', { name: 'Payment channel' });
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBe(64);
      await page.getByRole('button', { name: 'Copy pay code' }).click();
      await page.getByText('Copied').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('730061204175');
      await screenshot(page, 'repaymentOfCode-code');
      expect(errors).toEqual([]);
    } finally {
      // The tab's next page starts without the permission, as a fresh one would.
      await context.clearPermissions();
    }
  });

  it('another showType with a picture: that picture and the scan tips, no generator fetched', async () => {
    const { page, errors } = await codePage(
      `showType=2&payCode=730061204175&payCodeImg=${mockFile('qr-730061204175.svg')}&repayAmount=450500`,
    );
    const image = page.locator('img[alt="QR code to pay"]');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);
    expect(await page.getByRole('heading', { name: 'How to scan' }).count()).toBe(1);
    expect(await fetchedModules(page, 'GeneratedQrCode')).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('another showType without a picture: the QR code drawn in the page, its generator fetched then', async () => {
    const { page, errors } = await codePage('showType=2&payCode=730061204175&repayAmount=450500');
    await page.locator('svg[data-generated="qr"]').waitFor();
    expect(await fetchedModules(page, 'GeneratedQrCode')).toHaveLength(1);
    await screenshot(page, 'repaymentOfCode-qr-generated');
    expect(errors).toEqual([]);
  });

  it("a link naming another host's QR picture: nothing asked of that host, the code drawn", async () => {
    // Every request to the hostile host is recorded, and answered with a picture, so one that
    // were made would also show. (The page's own address names that host in its query.)
    const evilHost = (url: URL) => url.hostname === 'evil.example';
    const hostile: string[] = [];
    const { page, errors } = await open(
      `/repaymentOfCode?${session}&showType=2&payCode=730061204175&payCodeImg=${encodeURIComponent('https://evil.example/qr.png')}&repayAmount=1250000`,
      {
        beforeOpen: (tab) =>
          tab.context().route(evilHost, (route) => {
            hostile.push(route.request().url());
            return route.fulfill({
              contentType: 'image/svg+xml',
              body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
            });
          }),
      },
    );
    await page.locator('svg[data-generated="qr"]').waitFor();
    expect(await page.getByText('₱12.500,00').count()).toBe(1);
    expect(await page.getByText('7300 6120 4175', { exact: true }).count()).toBe(1);
    expect(await page.locator('img').count()).toBe(0);
    const fetched = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    expect(fetched.filter((url) => evilHost(new URL(url)))).toEqual([]);
    expect(hostile).toEqual([]);
    await screenshot(page, 'repaymentOfCode-hostile-picture');
    expect(errors).toEqual([]);
  });

  it('refuses a picture address that is not http(s) or on this site, and draws the code instead', async () => {
    const { page } = await codePage(
      `showType=2&payCode=7300&payCodeImg=${encodeURIComponent('javascript:alert(1)')}`,
    );
    await page.locator('svg[data-generated="qr"]').waitFor();
    expect(await page.locator('img').count()).toBe(0);
  });

  it('missing values: a clear message and Back, no request', async () => {
    const { page, errors } = await codePage('showType=1');
    await page.locator('main [role="alert"]').waitFor();
    expect(await page.getByRole('button', { name: 'Back' }).isVisible()).toBe(true);
    const calls = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    expect(calls.filter((url) => endpointOf(url))).toEqual([]);
    await screenshot(page, 'repaymentOfCode-missing');
    expect(errors).toEqual([]);
  });

  it('the mock pay address without a picture (pay-code-no-image) leads to a drawn QR code', async () => {
    const { page } = await open(
      `/repay?productId=1001&orderId=9001&${session}&mock=pay-code-no-image`,
    );
    await page.getByRole('button', { name: 'Payment Method' }).click();
    await Promise.all([
      page.waitForURL(/\/repaymentOfCode\?/),
      page
        .getByRole('dialog', { name: 'Payment Method' })
        .getByRole('button', { name: 'Payment' })
        .click(),
    ]);
    await page.locator('svg[data-generated="qr"]').waitFor();
  });
});

describe('whether the app issued the code', () => {
  const caution = 'This code was not issued in this app. Pay only codes the app shows you.';

  it('a code the app was not given: the caution above it, nothing vouched', async () => {
    const { page, errors } = await codePage(
      `showType=1&payCode=999988887777&payCodeImg=${mockFile('channel-90003.svg')}&repayAmount=500000`,
    );
    const alert = page.getByRole('alert').filter({ hasText: caution });
    await alert.waitFor();
    const code = page.getByText('9999 8888 7777', { exact: true });
    const [cautionBox, codeBox] = await Promise.all([alert.boundingBox(), code.boundingBox()]);
    expect((cautionBox?.y ?? 0) + (cautionBox?.height ?? 0)).toBeLessThanOrEqual(codeBox?.y ?? 0);
    expect(await page.getByText('Issued in your app').count()).toBe(0);
    await screenshot(page, 'repaymentOfCode-foreign-code');
    expect(errors).toEqual([]);
  });

  it("a code from the instalment page's default pay box: 'Issued in your app'", async () => {
    const { page, errors } = await open(`/repay?productId=1001&orderId=9001&${session}`);
    await page.getByText('7300 6120 4175', { exact: true }).waitFor();
    await page.goto(
      page.url().replace(/\/repay\?/, '/repaymentOfCode?showType=1&payCode=730061204175&'),
    );
    await page.getByText('Issued in your app', { exact: true }).waitFor();
    expect(await page.getByText(caution).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("a code from generate-vcode's pay address (no default box): 'Issued in your app', no caution", async () => {
    const { page, errors } = await open(
      `/repay?productId=1001&orderId=9001&${session}&mock=repay-no-pay-code`,
    );
    // What an earlier page of this tab kept is gone: only the pay address can vouch here.
    await page.evaluate(() => localStorage.removeItem('issuedPayCodes'));
    await page.getByRole('button', { name: 'Payment Method' }).click();
    await Promise.all([
      page.waitForURL(/\/repaymentOfCode\?/),
      page
        .getByRole('dialog', { name: 'Payment Method' })
        .getByRole('button', { name: 'Payment' })
        .click(),
    ]);
    await page.getByText('Issued in your app', { exact: true }).waitFor();
    expect(await page.getByText(caution).count()).toBe(0);
    // Only a digest is kept, never the code.
    const kept = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(kept).toContain('issuedPayCodes');
    const code = new URL(page.url()).searchParams.get('payCode') ?? '';
    expect(code).not.toBe('');
    expect(JSON.parse(kept).issuedPayCodes).not.toContain(code);
    expect(errors).toEqual([]);
  });
});

describe('repayment by code 2', () => {
  it('without stored info: a clear message and Back', async () => {
    const { page, errors } = await open(`/repaymentOfCode2?${session}`);
    await page.locator('main [role="alert"]').waitFor();
    expect(await page.getByRole('button', { name: 'Back' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('shows only the stored info of the order the address names', async () => {
    const { page } = await open(`/repay?productId=1001&orderId=9001&${session}`);
    await page.getByRole('button', { name: 'Payment Method' }).waitFor();
    await page.goto(
      page.url().replace(/\/repay\?.*/, `/repaymentOfCode2?productId=1001&orderId=555&${session}`),
    );
    await page.locator('main [role="alert"]').waitFor();
    await page.goto(page.url().replace(/orderId=555/, 'orderId=9001'));
    await page.getByText('7300 6120 4175', { exact: true }).waitFor();
  });
});

describe('layout at 200% text size', () => {
  it.each([
    [
      'code',
      `showType=1&payCode=730061204175&payCodeImg=${mockFile('channel-90003.svg')}&repayAmount=450500`,
    ],
    ['qr', 'showType=2&payCode=730061204175&repayAmount=450500'],
  ])('%s: no sideways scroll, every control at least 48px', async (name, query) => {
    const { page } = await codePage(query);
    await doubleTextSize(page);
    await page.getByText('7300 6120 4175', { exact: true }).waitFor();
    const layout = await page.evaluate(() => {
      const tooSmall = [...document.querySelectorAll('button, a[href]')]
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.height < 48 || box.width < 48))
        .map(({ element, box }) => `${element.outerHTML.slice(0, 60)} ${box.width}x${box.height}`);
      const rootElement = document.documentElement;
      return { sideways: rootElement.scrollWidth > rootElement.clientWidth, tooSmall };
    });
    expect(layout).toEqual({ sideways: false, tooSmall: [] });
    await screenshot(page, `repaymentOfCode-${name}-200`);
  });
});
