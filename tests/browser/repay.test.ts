// Instalment and extension payment (spec §2, §4 'Instalment page', §7 generate-vcode; contract §1
// repay.html, repayDelay.html) in Chromium against the build and the mock backend: the order the
// page leads in (amount and date, pay code, how to pay by channel, details, the bar), the detail
// toggle, the method popup and its payload, one tap one request, the barcode drawn only when asked
// (its generator fetched only then), the stored repayment info across a reload, and the layout at
// phone size and at 200% text.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waysFailedMessage } from '../../shared/features/repayment/RepaymentWaysSlot.tsx';
import {
  animationsDone,
  launchBrowser,
  openVisitTab,
  recordEndpoint,
  saveScreenshot,
  session,
  doubleTextSize,
  type VisitTab,
  wrappedPhrases,
} from './harness.ts';

const ids = 'productId=1001&orderId=9001';

let browser: Browser;
/** One tab inside the stub shell that opens every test's page in turn. */
let tab: VisitTab;

beforeAll(async () => {
  browser = await launchBrowser();
  tab = await openVisitTab(browser, { shell: true });
});
afterAll(async () => {
  await tab?.close();
  await browser?.close();
});

const open = (address: string, options?: Parameters<VisitTab['visit']>[1]) =>
  tab.visit(address, options);

/** The instalment page with the ways to pay in. */
async function openRepay(extra = '') {
  const result = await open(`/repay?${ids}&${session}${extra}`);
  await result.page.getByRole('heading', { level: 2, name: 'PesoAgad Flex' }).waitFor();
  await paymentMethod(result.page).waitFor();
  return result;
}

async function openDelay(extra = '') {
  const result = await open(`/repayDelay?${ids}&${session}${extra}`);
  await result.page.getByRole('heading', { level: 2, name: /^Extend your due date/ }).waitFor();
  await paymentMethod(result.page).waitFor();
  return result;
}

const paymentMethod = (page: Page) => page.getByRole('button', { name: 'Payment Method' });
const popup = (page: Page) => page.getByRole('dialog', { name: 'Payment Method' });

async function screenshot(page: Page, name: string) {
  await saveScreenshot(page, name);
}

/** Scripts the page has fetched whose file name starts so (a lazily loaded module). */
const fetchedModules = (page: Page, prefix: string) =>
  page.evaluate(
    (start) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.includes(`/assets/${start}`)),
    prefix,
  );

describe('the action bar on a long page', () => {
  it('Payment Method with its amount stays in view, with a shadow only while the page goes on under it', async () => {
    const { page } = await openRepay();
    const bar = page.getByRole('region', { name: 'Payment' });
    const shadow = () => bar.evaluate((element) => getComputedStyle(element).boxShadow);
    const inView = () =>
      bar.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= innerHeight + 0.5;
      });

    expect(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight)).toBe(
      true,
    );
    expect(await inView()).toBe(true);
    expect(await paymentMethod(page).textContent()).toMatch(/^Payment Method₱[\d.]+,\d\d$/);
    expect(await wrappedPhrases(paymentMethod(page), ['Payment Method'])).toEqual([]);
    await expect.poll(shadow).not.toBe('none');

    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    expect(await inView()).toBe(true);
    await expect.poll(shadow).toBe('none');

    // At 200 % text the bar holds Payment Method alone, under a third of the screen; Show
    // barcode waits in the page above it, under the pay code.
    await doubleTextSize(page);
    const share = () =>
      bar.evaluate((element) => element.getBoundingClientRect().height / innerHeight);
    expect(await share()).toBeLessThan(0.3);
    expect(await bar.getByRole('button').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Show barcode' }).isVisible()).toBe(true);
  });
});

describe('instalment page', () => {
  it('leads with the amount and date, then the pay code in fours, then how to pay by channel with logos, then the loan', async () => {
    const { page, errors } = await openRepay();
    const tops = await page.evaluate(() =>
      [
        'Amount due',
        'Pay with this code at any outlet or e-wallet',
        'How to pay',
        'PesoAgad Flex',
      ].map((name) => {
        const region = [...document.querySelectorAll('section')].find(
          (section) =>
            (section.getAttribute('aria-label') ??
              document.getElementById(section.getAttribute('aria-labelledby') ?? '')
                ?.textContent) === name,
        );
        return region ? region.getBoundingClientRect().top : Number.NaN;
      }),
    );
    expect(tops.every((top, index) => index === 0 || top > (tops[index - 1] ?? 0))).toBe(true);
    // The pay code is on the first screen, with the amount.
    const code = page.getByText('7300 6120 4175', { exact: true });
    expect(await code.evaluate((element) => element.getBoundingClientRect().bottom)).toBeLessThan(
      await page.evaluate(() => innerHeight),
    );
    // Every channel's steps under its logo from repayList, drawn from this site.
    const howToPay = page.getByRole('region', { name: 'How to pay' });
    const logos = howToPay.locator('summary img');
    expect(await logos.count()).toBe(5);
    await expect
      .poll(() =>
        logos.evaluateAll((images) =>
          images.every((image) => (image as HTMLImageElement).naturalWidth > 0),
        ),
      )
      .toBe(true);
    // The two other ways to hand over the code sit together, under it.
    const links = page.getByRole('region', {
      name: 'Pay with this code at any outlet or e-wallet',
    });
    expect(await links.getByRole('link', { name: 'Show the code on a full page' }).count()).toBe(1);
    expect(await links.getByRole('button', { name: 'Show barcode' }).count()).toBe(1);
    await screenshot(page, 'repay-order');
    expect(errors).toEqual([]);
  });

  it("shows two detail rows, 'more' shows all and 'hide' two again", async () => {
    const { page, errors } = await openRepay();
    const rows = page.getByRole('region', { name: 'PesoAgad Flex' }).locator('dt');
    expect(await rows.count()).toBe(2);
    await page.getByRole('button', { name: 'more' }).click();
    expect(await rows.count()).toBe(6);
    await page.getByRole('button', { name: 'hide' }).click();
    expect(await rows.count()).toBe(2);
    expect(errors).toEqual([]);
  });

  it('preselects the first channel; Payment posts the four fields and opens the pay address', async () => {
    const { page, errors } = await openRepay();
    const calls = await recordEndpoint(page, 'generatePayCode');
    await paymentMethod(page).click();
    const sheet = popup(page);
    expect(await sheet.getByRole('radio', { name: 'GCash' }).isChecked()).toBe(true);
    await screenshot(page, 'repay-method-popup');
    await sheet.getByText('7-Eleven').click();
    expect(await sheet.getByRole('radio', { name: '7-Eleven' }).isChecked()).toBe(true);
    expect(await sheet.getByRole('radio', { name: 'GCash' }).isChecked()).toBe(false);

    await Promise.all([
      page.waitForURL(/\/repaymentOfCode\?/),
      sheet.getByRole('button', { name: 'Payment' }).click(),
    ]);
    expect(calls.map((call) => call.body)).toEqual([
      {
        productId: '1001',
        product_id: '1001',
        orderId: '9001',
        amount: '450500',
        channelNumber: '90003',
      },
    ]);
    // The counter channel: the code to copy with the channel's picture, served over http.
    await page.getByText('7300 6120 4175', { exact: true }).waitFor();
    const picture = page.getByRole('img', { name: 'Payment channel' });
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    // The session rode along through the navigation policy.
    expect(new URL(page.url()).searchParams.get('sessionId')).toBe('s-1');
    expect(errors).toEqual([]);
  });

  it('one tap, one request: a double tap on Payment sends generate-vcode once', async () => {
    const { page } = await openRepay('&mock=slow');
    const calls = await recordEndpoint(page, 'generatePayCode');
    await paymentMethod(page).click();
    await popup(page).getByRole('button', { name: 'Payment' }).dblclick();
    await page.waitForURL(/\/repaymentOfCode\?/, { timeout: 15_000 });
    expect(calls).toHaveLength(1);
  });

  it('draws the barcode from the pay code only when the modal opens, fetching its generator then', async () => {
    const { page, errors } = await openRepay();
    expect(await fetchedModules(page, 'GeneratedBarcode')).toEqual([]);
    await page.getByRole('button', { name: 'Show barcode' }).click();
    const dialog = page.getByRole('dialog', { name: 'Barcode' });
    const drawn = dialog.locator('svg[data-generated="barcode"]');
    await drawn.waitFor();
    expect(await drawn.getAttribute('aria-label')).toBe('Barcode of 730061204175');
    expect(await fetchedModules(page, 'GeneratedBarcode')).toHaveLength(1);
    await screenshot(page, 'repay-barcode-generated');
    expect(errors).toEqual([]);
  });

  it("shows a channel's own barcode image and fetches no generator", async () => {
    const { page } = await openRepay();
    await paymentMethod(page).click();
    await popup(page).getByText('7-Eleven').click();
    await popup(page).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Show barcode' }).click();
    const dialog = page.getByRole('dialog', { name: 'Barcode' });
    await dialog.locator('img').waitFor();
    expect(await dialog.locator('[data-generated]').count()).toBe(0);
    expect(await fetchedModules(page, 'GeneratedBarcode')).toEqual([]);
  });

  it('copies the pay code as digits only and says so', async () => {
    const { page, context } = await openRepay();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    try {
      await page.getByRole('button', { name: 'Copy pay code' }).click();
      await page.getByText('Copied').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('730061204175');
    } finally {
      // The tab's next pages are opened without the clipboard, as a first visit is.
      await context.clearPermissions();
    }
  });

  it('without a pay-code box or banner (repay-no-pay-code) still offers the payment method', async () => {
    const { page } = await openRepay('&mock=repay-no-pay-code');
    expect(await page.getByRole('link', { name: /Step-by-step instructions/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Copy pay code' }).count()).toBe(0);
    await screenshot(page, 'repay-no-pay-code');
  });

  it('keeps the repayment info across a reload for Repayment by code 2', async () => {
    const { page, errors } = await openRepay();
    await Promise.all([
      page.waitForURL(/\/repaymentOfCode2\.html\?/),
      page.getByRole('link', { name: 'Show the code on a full page' }).click(),
    ]);
    await page.getByText('7300 6120 4175', { exact: true }).waitFor();
    const header = page.getByRole('region', { name: 'Amount due' });
    expect(await header.getByText('Amount due', { exact: true }).locator('+ *').innerText()).toBe(
      '₱4.505,00',
    );
    await page.reload({ waitUntil: 'load' });
    await page.getByText('7300 6120 4175', { exact: true }).waitFor();
    expect(await page.getByRole('heading', { level: 3, name: '7-Eleven' }).count()).toBe(1);
    await screenshot(page, 'repaymentOfCode2');
    expect(errors).toEqual([]);
  });
});

describe('the ways to pay cannot be fetched', () => {
  it('says so with Retry, which fetches them again', async () => {
    const chunk = /\/assets\/RepaymentWays-[^/]+\.js$/;
    const { page } = await open(`/repay?${ids}&${session}`, {
      beforeOpen: (fresh) => fresh.route(chunk, (route) => route.abort('internetdisconnected')),
    });
    await page.getByText(waysFailedMessage).waitFor();
    await page.unroute(chunk);
    await page.getByRole('button', { name: 'Retry' }).click();
    await paymentMethod(page).waitFor();
  });
});

describe('extension page', () => {
  it('shows the delay amount, the next payment date and the Plan', async () => {
    const { page, errors } = await openDelay();
    // 'Your next payment date is {date}' (spec §2): the words, then the date as a figure.
    const nextDate = page.getByText('Your next payment date is', { exact: true });
    await nextDate.waitFor();
    expect(await nextDate.locator('xpath=..').textContent()).toMatch(
      /^Your next payment date is\d{4}-\d{2}-\d{2}$/,
    );
    const plan = page.getByRole('region', { name: 'Plan' });
    expect(await plan.getByRole('listitem').count()).toBe(3);
    await screenshot(page, 'repayDelay');
    expect(errors).toEqual([]);
  });

  it('Payment sends isDelay=1 with the delay amount', async () => {
    const { page } = await openDelay();
    const calls = await recordEndpoint(page, 'generatePayCode');
    await paymentMethod(page).click();
    await Promise.all([
      page.waitForURL(/\/repaymentOfCode\?/),
      popup(page).getByRole('button', { name: 'Payment' }).click(),
    ]);
    expect(calls.map((call) => call.body)).toEqual([
      expect.objectContaining({ channelNumber: '90001', isDelay: '1' }),
    ]);
    expect(Number(calls[0]?.body.amount)).toBeGreaterThan(0);
  });
});

describe('layout at 200% text size', () => {
  const cases: [string, (page: Page) => Promise<unknown>][] = [
    ['repay', async () => undefined],
    [
      'repay-popup',
      async (page) => {
        await paymentMethod(page).click();
        await popup(page).getByRole('button', { name: 'Payment' }).waitFor();
      },
    ],
    [
      'repay-barcode',
      async (page) => {
        await page.getByRole('button', { name: 'Show barcode' }).click();
        await page
          .getByRole('dialog', { name: 'Barcode' })
          .locator('svg[data-generated="barcode"]')
          .waitFor();
      },
    ],
    ['repayDelay', async () => undefined],
  ];
  it.each(cases)('%s: no sideways scroll, every control at least 48px', async (name, reach) => {
    const { page } = name === 'repayDelay' ? await openDelay() : await openRepay();
    await doubleTextSize(page);
    await reach(page);
    // Measured where the borrower's eye lands: the sheet or the modal slid fully in.
    await animationsDone(page);
    const layout = await page.evaluate(() => {
      const controls = [...document.querySelectorAll('button, a[href], label')];
      const tooSmall = controls
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.height < 48 || box.width < 48))
        .map(({ element, box }) => `${element.outerHTML.slice(0, 60)} ${box.width}x${box.height}`);
      const rootElement = document.documentElement;
      return { sideways: rootElement.scrollWidth > rootElement.clientWidth, tooSmall };
    });
    expect(layout).toEqual({ sideways: false, tooSmall: [] });
    await screenshot(page, `${name}-200`);
  });
});
