// Legacy repayment (spec §4 'Legacy repayment', §5, §7, §8 legacy codes; contract §1): the cards,
// each call's payload on the wire, the SMS countdown on Chromium's clock, the code rule and codes,
// a network failure, a reload in the SMS step, the online cashier through the navigation policy,
// and the page at 390x844 and at 200% text size. The card rule (no card, no commit) is checked in
// pages/legacyRepay/LegacyRepayPage.test.tsx.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { unknownOutcomeMessages } from '../../shared/api/result.ts';
import { legacyTriggers } from '../../shared/mock/legacyHandlers.ts';
import {
  type EndpointCall,
  launchBrowser,
  type OpenedPage,
  openPage,
  openVisitTab,
  pastDoubleTap,
  recordEndpoint,
  routeEndpoint,
  saveScreenshot,
  doubleTextSize,
  closeTabs,
  tapTime,
  type VisitTab,
  watchFor,
} from './harness.ts';

const session = 'sessionId=s-1&deviceId=d-3&appVersion=2.4.0&clientType=android';
const address = `/legacyRepay?orderId=9001&${session}`;

let browser: Browser;
/** One tab inside the stub shell that opens every test's page in turn. */
let tab: VisitTab;
/** Tabs of their own, for a test that puts a fake clock in the page (it would outlive a visit). */
const opened: OpenedPage[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  tab = await openVisitTab(browser, { shell: true });
});
afterEach(() => closeTabs(opened));
afterAll(async () => {
  await tab?.close();
  await browser?.close();
});

interface Opened extends OpenedPage {
  calls: EndpointCall[];
}

/**
 * Opens the page with its calls recorded: in the shared tab, or with `ownTab` in a fresh one whose
 * page may be given init scripts (a fake clock).
 */
async function open(
  options: { beforeOpen?: (page: Page) => Promise<unknown>; ownTab?: boolean } = {},
): Promise<Opened> {
  let calls: EndpointCall[] = [];
  const beforeOpen = async (fresh: Page) => {
    await options.beforeOpen?.(fresh);
    calls = await recordEndpoint(fresh, [
      'legacyRepaymentWay',
      'legacyRepaymentCommit',
      'legacyRepaymentConfirm',
      'legacyRepaymentRedirect',
    ]);
  };
  let page: OpenedPage;
  if (options.ownTab) {
    page = await openPage(browser, address, { shell: true, beforeOpen });
    opened.push(page);
  } else {
    page = await tab.visit(address, { beforeOpen });
  }
  await card(page.page, 'BDO Unibank, card ending 4821').waitFor();
  return { ...page, calls };
}

const card = (page: Page, name: string) => page.getByRole('radio', { name });
const pay = (page: Page) => page.getByRole('button', { name: /^Pay / });
const codeField = (page: Page) => page.getByLabel('Verification code', { exact: true });
const resend = (page: Page) => page.getByRole('button', { name: /^Send the code again/ });
const confirm = (page: Page) => page.getByRole('button', { name: 'Confirm payment' });
const bodies = (calls: EndpointCall[], endpoint: EndpointCall['endpoint']) =>
  calls.filter((call) => call.endpoint === endpoint).map((call) => call.body);

async function toSmsStep(page: Page) {
  await card(page, 'BPI, card ending 3390').check();
  await pay(page).click();
  await page.getByRole('heading', { name: 'Enter the verification code' }).waitFor();
}

function screenshot(page: Page, name: string) {
  return saveScreenshot(page, `legacyRepay-${name}`);
}

describe('legacy repayment', () => {
  it('lists the cards masked, with nothing picked, and repayment-way carries the order', async () => {
    const { page, calls, errors } = await open();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Payment');
    expect(await page.getByText('₱4.505,00', { exact: true }).count()).toBe(1);
    expect(await page.getByText(/^\*\*\*\* \d{4}$/).allTextContents()).toEqual([
      '**** 4821',
      '**** 3390',
      '**** 7712',
      '**** 0458',
    ]);
    expect(await page.locator('input[type="radio"]:checked').count()).toBe(0);
    expect(bodies(calls, 'legacyRepaymentWay')).toEqual([{ orderId: '9001' }]);
    expect(calls[0]?.query).toMatchObject({ sessionId: 's-1', clientType: 'android' });
    await screenshot(page, 'cards');
    expect(errors).toEqual([]);
  });

  it('a double tap on Pay sends one commit, with sendMsg 0', async () => {
    const { page, calls } = await open();
    await card(page, 'BPI, card ending 3390').check();
    await pay(page).dblclick();
    await page.getByRole('heading', { name: 'Enter the verification code' }).waitFor();
    expect(bodies(calls, 'legacyRepaymentCommit')).toEqual([
      {
        repayToken: 'rt-7f3c9a12e4',
        cardId: '2',
        amount: '450500',
        couponId: '',
        orderId: '9001',
        sendMsg: '0',
      },
    ]);
  });

  it('counts 60 s on the clock before the code can be asked for again, then sends sendMsg 1', async () => {
    const { page, calls } = await open({
      ownTab: true,
      beforeOpen: (fresh) => fresh.clock.install({ time: new Date('2026-06-01T10:00:00+08:00') }),
    });
    await toSmsStep(page);
    expect(await resend(page).textContent()).toBe('Send the code again in 60 s');
    expect(await resend(page).isDisabled()).toBe(true);
    await screenshot(page, 'sms-step');

    await page.clock.runFor(30_000);
    expect(await resend(page).textContent()).toBe('Send the code again in 30 s');
    await page.clock.runFor(30_000);
    await expect.poll(() => resend(page).textContent()).toBe('Send the code again');
    expect(await resend(page).isDisabled()).toBe(false);

    await resend(page).click();
    await expect.poll(() => resend(page).textContent()).toBe('Send the code again in 60 s');
    expect(bodies(calls, 'legacyRepaymentCommit').map((body) => body.sendMsg)).toEqual(['0', '1']);
    expect(bodies(calls, 'legacyRepaymentCommit')[1]).toMatchObject({
      cardId: '2',
      repayRecordId: 'RR2025061100981',
    });
  });

  it('checks the code (at least 6 characters) and answers 800006 and 800005 with their texts', async () => {
    const { page, calls } = await open();
    await toSmsStep(page);

    await codeField(page).fill('12345');
    let said = watchFor(page.getByText('please enter the correct verification code'));
    await confirm(page).click();
    let tapped = await tapTime(page);
    await said;
    expect(bodies(calls, 'legacyRepaymentConfirm')).toEqual([]);

    await pastDoubleTap(page, tapped);
    await codeField(page).fill(legacyTriggers.wrongCode);
    said = watchFor(page.getByText('wrong verification code', { exact: true }));
    await confirm(page).click();
    tapped = await tapTime(page);
    await said;
    expect(await codeField(page).getAttribute('aria-invalid')).toBe('true');

    await pastDoubleTap(page, tapped);
    await codeField(page).fill(legacyTriggers.duplicateRequest);
    said = watchFor(page.getByText('do not submit the payment request twice'));
    await confirm(page).click();
    tapped = await tapTime(page);
    await said;
    await screenshot(page, 'sms-codes');

    await pastDoubleTap(page, tapped);
    await codeField(page).fill('123456');
    await confirm(page).click();
    await page.getByRole('heading', { name: 'Payment submitted' }).waitFor();
    expect(bodies(calls, 'legacyRepaymentConfirm')).toEqual([
      {
        repayToken: 'rt-7f3c9a12e4',
        repayRecordId: 'RR2025061100981',
        code: legacyTriggers.wrongCode,
        orderId: '9001',
      },
      expect.objectContaining({ code: legacyTriggers.duplicateRequest }),
      expect.objectContaining({ code: '123456' }),
    ]);
    await screenshot(page, 'paid');
  });

  it('says nobody knows yet whether the payment went through when the commit gets no answer', async () => {
    const { page } = await open({
      beforeOpen: (tab) => routeEndpoint(tab, 'legacyRepaymentCommit', { abort: true }),
    });
    await card(page, 'BPI, card ending 3390').check();
    await pay(page).click();
    await page.getByText(unknownOutcomeMessages.payment).waitFor();
    expect(await codeField(page).count()).toBe(0);
  });

  it('comes back to the SMS step after a reload, without a second commit', async () => {
    const { page, calls } = await open();
    await toSmsStep(page);
    await page.reload();
    await page.getByRole('heading', { name: 'Enter the verification code' }).waitFor();
    await expect.poll(() => resend(page).textContent()).toMatch(/in (5\d|60) s$/);
    expect(bodies(calls, 'legacyRepaymentCommit')).toHaveLength(1);
  });

  it('pays with the online cashier: repayment-huichao, then its address with the session', async () => {
    const { page, calls } = await open();
    await card(page, "Online payment, on our payment partner's page").check();
    await pay(page).click();
    await page.waitForURL(/\/repayInstructions/);
    const url = new URL(page.url());
    expect(url.searchParams.get('sessionId')).toBe('s-1');
    expect(bodies(calls, 'legacyRepaymentRedirect')).toEqual([
      { repayToken: 'rt-7f3c9a12e4', amount: '450500', couponId: '', orderId: '9001' },
    ]);
    expect(bodies(calls, 'legacyRepaymentCommit')).toEqual([]);
  });

  it('at 200% text size: no sideways scroll, every control at least 48px, on cards and SMS step', async () => {
    const { page } = await open();
    await doubleTextSize(page);
    const layout = () =>
      page.evaluate(() => {
        const root = document.documentElement;
        const small = [...document.querySelectorAll('main button, main input')]
          .map((element) => element.getBoundingClientRect())
          .filter((box) => box.width > 0 && (box.height < 48 || box.width < 48));
        return { sideways: root.scrollWidth > root.clientWidth, small: small.length };
      });
    expect(await layout()).toEqual({ sideways: false, small: 0 });
    await screenshot(page, 'cards-200');
    await toSmsStep(page);
    expect(await layout()).toEqual({ sideways: false, small: 0 });
    await screenshot(page, 'sms-step-200');
  });
});
