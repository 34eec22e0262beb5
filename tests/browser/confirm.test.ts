// Loan confirm V3 and its variant 2 (spec §2, §4 'Confirm', §5, §7, §8, §9; contract §1-§3) in the
// built site against the mock backend, inside the stub iOS shell: what the borrower sees, what
// goes over the wire and to the shell, where the page leads, and how it looks at phone size and at
// 200% text.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointName } from '../../shared/api/endpoints.ts';
import { confirmMarker } from '../../shared/api/loanConfirm.ts';
import { confirmFailureMessages, newOrderId } from '../../shared/mock/confirmFixtures.ts';
import {
  loanPushedPoint,
  pushedButNotOpenedMessage,
  submittedTitle,
} from '../../shared/features/loanConfirm/loanConfirmRules.ts';
import {
  commonQuery,
  endpointOf,
  launchBrowser,
  layoutShiftSoFar,
  openVisitTab,
  recordEndpoint,
  saveScreenshot,
  session,
  doubleTextSize,
  type VisitTab,
} from './harness.ts';

const marker = Object.fromEntries(
  Object.entries(confirmMarker).map(([key, value]) => [key, String(value)]),
);

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

type PageFile = 'confirm' | 'confirmV2';

async function openConfirm(
  file: PageFile,
  scenario: string,
  query = 'productId=1001&orderId=9001',
) {
  return tab.visit(`/${file}?${query}&${session}&mock=${scenario}`);
}

/** Waits for the loan: the product's name heads the summary. */
const ready = (page: Page) =>
  page.getByRole('heading', { level: 2, name: 'PesoAgad Flex' }).waitFor();

const next = (page: Page, name = 'Next') => page.getByRole('button', { name, exact: true });
const query = (address: string) => Object.fromEntries(new URL(address).searchParams);

async function screenshot(page: Page, name: string) {
  await saveScreenshot(page, `confirm-${name}`);
}

/**
 * Notes in the page every address it hands to fetch from now on: a tap that sends hands its call
 * over within its own task, so what a tap sent can be read one turn of the page's queue later
 * (fetchedSinceNoted) instead of after a guessed wait.
 */
const noteFetches = (page: Page) =>
  page.evaluate(() => {
    const noted: string[] = [];
    const fetchBefore = window.fetch;
    Object.assign(window, { __fetched: noted });
    window.fetch = (input, init) => {
      const address = input instanceof Request ? input.url : String(input);
      noted.push(new URL(address, location.href).href);
      return fetchBefore(input, init);
    };
  });

/** The calls of an endpoint the page has handed to fetch since noteFetches, once its queue turns. */
async function fetchedSinceNoted(page: Page, name: EndpointName): Promise<string[]> {
  const noted = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        setTimeout(() => resolve((window as unknown as { __fetched: string[] }).__fetched)),
      ),
  );
  return noted.filter((address) => endpointOf(address) === name);
}

const pressBack = (page: Page) =>
  page.evaluate(() => (window as unknown as { onNativeBack: () => void }).onNativeBack());

describe('loan confirm V3', () => {
  it('shows the loan and opens the agreement popup with the embedded agreement; Agree closes it', async () => {
    const { page, errors, bridgeMessages } = await openConfirm('confirm', 'default');
    const popup = page.getByRole('dialog', { name: 'Loan agreement' });
    await popup.waitFor();
    const frame = popup.locator('iframe');
    expect(await frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(new URL((await frame.getAttribute('src')) ?? '').pathname).toBe('/loanAgreement');
    await expect
      .poll(() => frame.contentFrame().getByRole('heading', { level: 1 }).first().textContent())
      .toBe('Loan terms and conditions');
    await screenshot(page, 'v3-agreement-popup');

    await popup.getByRole('button', { name: 'Agree' }).click();
    await popup.waitFor({ state: 'detached' });
    await ready(page);
    expect(await page.getByText('₱8.500,00').first().isVisible()).toBe(true);
    expect(await page.getByText('120 days', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('0.05% per day (18.25% per year)').isVisible()).toBe(true);
    expect(await page.getByText('Due date', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('checkbox', { name: 'I have read and agree' }).isChecked()).toBe(
      true,
    );
    expect(await bridgeMessages()).toEqual([]);
    await screenshot(page, 'v3');
    expect(errors).toEqual([]);
  });

  it('the agreement popup: Cancel closes the web view through the bridge', async () => {
    const { page, bridgeMessages } = await openConfirm('confirm', 'default');
    const popup = page.getByRole('dialog', { name: 'Loan agreement' });
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(bridgeMessages).toEqual([{ command: 'closeWebView', payload: {} }]);
  });

  it('an agreement on another host: the popup offers a link, no frame', async () => {
    const { page } = await openConfirm('confirm', 'confirm-external-agreement');
    const popup = page.getByRole('dialog', { name: 'Loan agreement' });
    await popup.waitFor();
    expect(await popup.locator('iframe').count()).toBe(0);
    const link = popup.getByRole('link', { name: 'Open the agreement' });
    expect(await link.getAttribute('href')).toBe('https://agreements.example.com/loan-agreement');
    await screenshot(page, 'v3-agreement-link');
  });

  it('unchecked, Next is grey and does nothing; checked again it works', async () => {
    const { page } = await openConfirm('confirm', 'confirm-no-popups');
    await ready(page);
    await page.getByRole('button', { name: 'Loan Agreement' }).waitFor();
    await noteFetches(page);
    await page.getByText('I have read and agree').click();
    expect(await next(page).isDisabled()).toBe(true);
    expect(await page.getByText('Tick the box to agree and continue.').isVisible()).toBe(true);
    const colours = await next(page).evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(colours).toBe('rgb(227, 229, 232)');
    await next(page).click({ force: true });
    expect(await fetchedSinceNoted(page, 'loanPush')).toEqual([]);
    await screenshot(page, 'v3-unchecked');

    await page.getByText('I have read and agree').click();
    expect(await next(page).isEnabled()).toBe(true);
  });

  it('an agreement link: contract-jump with productId, scene 3, position, orderId and the marker, then contract_url', async () => {
    const { page } = await openConfirm('confirm', 'confirm-no-popups');
    const jumps = await recordEndpoint(page, 'agreementJump');
    await Promise.all([
      page.waitForURL(/\/loanAgreement/),
      page.getByRole('button', { name: 'Privacy Notice' }).click(),
    ]);
    expect(jumps.map((call) => call.query)).toEqual([
      {
        ...commonQuery,
        productId: '1001',
        product_id: '1001',
        scene: '3',
        position: '2',
        orderId: '9001',
        ...marker,
      },
    ]);
    expect(query(page.url())).toEqual({ position: '2', ...commonQuery });
  });

  it('Next: loan-detail-push, the burial point, then the loan details replace the page', async () => {
    const { page, errors } = await openConfirm('confirm', 'confirm-no-popups');
    await page.getByRole('button', { name: 'Loan Agreement' }).waitFor();
    const historyBefore = await page.evaluate(() => history.length);
    const pushes = await recordEndpoint(page, 'loanPush');
    // A double tap: the second half starts nothing.
    await next(page).dblclick();
    await page.waitForURL(/\/orderDetail/);
    expect(pushes.map((call) => call.body)).toEqual([
      {
        amount: '850000',
        periods: '120',
        termUnit: '1',
        productId: '1001',
        product_id: '1001',
        ...marker,
      },
    ]);
    expect(query(page.url())).toEqual({
      productId: '1001',
      orderId: newOrderId,
      ...commonQuery,
      mock: 'confirm-no-popups',
      from: 'confirm',
    });
    // Replaced, not added: back does not return to the confirmation.
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);
    expect(errors).toEqual([]);
  });

  it('a refused lendDetailsUrl: the burial point was sent; the page says what to do next', async () => {
    const { page } = await openConfirm('confirm', 'confirm-push-refused');
    await page.getByRole('button', { name: 'Loan Agreement' }).waitFor();
    await next(page).click();
    const said = page.locator('main [role="status"]', { hasText: pushedButNotOpenedMessage });
    await said.waitFor();
    expect(await said.textContent()).toBe(`${submittedTitle}${pushedButNotOpenedMessage}`);
    const messages = await page.evaluate(
      () => (window as unknown as { __bridgeMessages: unknown[] }).__bridgeMessages,
    );
    expect(messages).toEqual([
      { command: 'burialPoint', payload: { event: loanPushedPoint, productId: '1001' } },
    ]);
    expect(await next(page).isDisabled()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/confirm');
    await screenshot(page, 'v3-push-refused');
  });

  it('a failed push: the server message in a toast, no burial point, Next again', async () => {
    const { page, bridgeMessages } = await openConfirm('confirm', 'confirm-push-fail');
    await page.getByRole('button', { name: 'Loan Agreement' }).waitFor();
    await next(page).click();
    await page.getByText(confirmFailureMessages.push).waitFor();
    expect(await bridgeMessages()).toEqual([]);
    await expect.poll(() => next(page).isEnabled()).toBe(true);
  });

  it('no agreements: the agreement row is hidden and Next works', async () => {
    const { page } = await openConfirm('confirm', 'confirm-no-agreements');
    await ready(page);
    await expect.poll(() => next(page).isEnabled()).toBe(true);
    expect(await page.getByText('I have read and agree').count()).toBe(0);
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await screenshot(page, 'v3-no-agreements');
  });

  it('a failed agreement list: the loan stays, Next waits, Try again', async () => {
    const { page, errors } = await openConfirm('confirm', 'confirm-agreements-fail');
    await ready(page);
    await page.getByText(/^The agreements could not be loaded\./).waitFor();
    expect(await next(page).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
    await screenshot(page, 'v3-agreements-failed');
    expect(errors).toEqual([]);
  });

  it("isPopType 1: back opens 'Point out'; Agree dismisses, Cancel closes the web view", async () => {
    const { page, bridgeMessages } = await openConfirm('confirm', 'default');
    await page
      .getByRole('dialog', { name: 'Loan agreement' })
      .getByRole('button', { name: 'Agree' })
      .click();
    await ready(page);
    await pressBack(page);
    const dialog = page.getByRole('dialog', { name: 'Point out' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button').allTextContents()).toEqual(['Agree', 'Cancel']);
    await screenshot(page, 'v3-point-out');
    await dialog.getByRole('button', { name: 'Agree' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await bridgeMessages()).toEqual([]);

    await pressBack(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(bridgeMessages).toEqual([{ command: 'closeWebView', payload: {} }]);
  });

  it('isPopType 0: back closes the web view', async () => {
    const { page, bridgeMessages } = await openConfirm('confirm', 'confirm-no-popups');
    await ready(page);
    await pressBack(page);
    await expect.poll(bridgeMessages).toEqual([{ command: 'closeWebView', payload: {} }]);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});

describe("the screen's own module", () => {
  it('when it cannot be fetched: the failure view with Retry, which fetches it again', async () => {
    const viewModule = /\/assets\/ConfirmView-[^/]+\.js$/;
    const { page, errors } = await tab.visit(
      `/confirm?productId=1001&${session}&mock=confirm-no-popups`,
      {
        beforeOpen: (fresh) =>
          fresh.route(viewModule, (route) => route.abort('internetdisconnected')),
      },
    );
    const alert = page.locator('main [role="alert"]');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      'Network error. Please check your connection and try again.',
    );
    await screenshot(page, 'v3-module-failed');
    await page.unroute(viewModule);
    await page.getByRole('button', { name: 'Retry' }).click();
    await ready(page);
    expect(await alert.count()).toBe(0);
    expect(
      errors.filter(
        (error) =>
          !/ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module/.test(error),
      ),
    ).toEqual([]);
  });
});

describe('loan confirm V3 variant 2', () => {
  it('the promotional popup is visible on entry and closes; the button text and repayment date line', async () => {
    const { page, errors } = await openConfirm('confirmV2', 'confirm-no-popups');
    const promotion = page.getByRole('dialog', { name: 'Special offer' });
    await promotion.waitFor();
    expect(await promotion.getByText('Good news!', { exact: false }).isVisible()).toBe(true);
    await screenshot(page, 'v2-promotion');
    await promotion.getByRole('button', { name: 'Close' }).click();
    await promotion.waitFor({ state: 'detached' });
    await ready(page);
    expect(await next(page, 'Get ₱8.500 now').isEnabled()).toBe(true);
    expect(
      await page
        .getByText('Due date', { exact: true })
        .locator('xpath=following-sibling::dd')
        .textContent(),
    ).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await screenshot(page, 'v2');
    expect(errors).toEqual([]);
  });

  it('one popup at a time: the agreement popup first, the promotional popup after Agree', async () => {
    const { page, errors } = await openConfirm('confirmV2', 'default');
    const agreement = page.getByRole('dialog', { name: 'Loan agreement' });
    await agreement.waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    await agreement.getByRole('button', { name: 'Agree' }).click();
    const promotion = page.getByRole('dialog', { name: 'Special offer' });
    await promotion.waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('rupee when isRupee is 1', async () => {
    const { page } = await openConfirm('confirmV2', 'rupee');
    await ready(page);
    expect(await page.getByText('₹8.500,00').isVisible()).toBe(true);
    expect(await page.getByText('₹4.505,00').count()).toBe(2);
    expect(await next(page, 'Get ₹8.500 now').count()).toBe(1);
  });

  it('Next pushes on the V2 path with its payload and leaves for lendDetailsUrl (ldu)', async () => {
    const { page } = await openConfirm('confirmV2', 'confirm-no-popups');
    await page
      .getByRole('dialog', { name: 'Special offer' })
      .getByRole('button', { name: 'Close' })
      .click();
    await page.getByRole('button', { name: 'Loan Agreement' }).waitFor();
    const pushes = await recordEndpoint(page, 'loanPushV2');
    await Promise.all([page.waitForURL(/\/orderDetail/), next(page, 'Get ₱8.500 now').click()]);
    expect(pushes.map((call) => call.body)).toEqual([
      {
        amount: '850000',
        periods: '120',
        termUnit: '1',
        productId: '1001',
        product_id: '1001',
        ...marker,
      },
    ]);
    expect(query(page.url())).toMatchObject({ orderId: newOrderId, from: 'confirm' });
  });

  it("a code other than '00' on the push: the server message in a toast", async () => {
    const { page, bridgeMessages } = await openConfirm('confirmV2', 'confirm-push-fail');
    await page
      .getByRole('dialog', { name: 'Special offer' })
      .getByRole('button', { name: 'Close' })
      .click();
    await page.getByRole('button', { name: 'Loan Agreement' }).waitFor();
    await next(page, 'Get ₱8.500 now').click();
    await page.getByText(confirmFailureMessages.push).waitFor();
    expect(await bridgeMessages()).toEqual([]);
    await screenshot(page, 'v2-push-failed');
  });

  it('an agreement link on the V2 path opens its address', async () => {
    const { page } = await openConfirm('confirmV2', 'confirm-no-popups');
    await page
      .getByRole('dialog', { name: 'Special offer' })
      .getByRole('button', { name: 'Close' })
      .click();
    const jumps = await recordEndpoint(page, 'agreementJumpV2');
    await Promise.all([
      page.waitForURL(/\/loanAgreement/),
      page.getByRole('button', { name: 'Loan Agreement' }).click(),
    ]);
    expect(jumps[0]?.query).toMatchObject({
      scene: '3',
      position: '0',
      orderId: '9001',
      ...marker,
    });
  });
});

/** Sideways scroll and controls under 48px (a checkbox counts by its label row, its target). */
function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const controls = [...document.querySelectorAll('button, a[href], input')].map((element) =>
      element instanceof HTMLInputElement && element.type === 'checkbox'
        ? (element.closest('label') ?? element)
        : element,
    );
    const tooSmall = controls
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.height < 48 || box.width < 48))
      .map(({ element, box }) => `${element.outerHTML.slice(0, 60)} ${box.width}x${box.height}`);
    const root = document.documentElement;
    return { sideways: root.scrollWidth > root.clientWidth, tooSmall };
  });
}

describe('layout', () => {
  it.each([
    ['confirm', 'confirm-no-popups', undefined],
    ['confirm', 'default', 'Loan agreement'],
    ['confirm', 'confirm-agreements-fail', undefined],
    ['confirmV2', 'rupee', 'Loan agreement'],
    ['confirmV2', 'confirm-no-popups', 'Special offer'],
  ] as const)(
    '%s, scenario %s, popup %s: no sideways scroll at 200 percent text, 48px controls',
    async (file, scenario, dialog) => {
      const { page } = await openConfirm(file, scenario);
      await doubleTextSize(page);
      await page
        .getByRole('heading', { level: 2, name: 'PesoAgad Flex' })
        .waitFor({ state: 'attached' });
      if (dialog) await page.getByRole('dialog', { name: dialog }).waitFor();
      expect(await layoutProblems(page)).toEqual({ sideways: false, tooSmall: [] });
      await screenshot(page, `${file}-${scenario}-200`);
    },
  );

  it('the consent row and Next are in view in the action bar; at 200% text Next alone stays in view and the consent row waits in the page above it', async () => {
    const { page } = await openConfirm('confirm', 'confirm-no-popups');
    await ready(page);
    const consent = page.getByRole('checkbox', { name: 'I have read and agree' });
    const bar = page.getByRole('region', { name: 'Actions' });
    /** Where a control is: above the screen, on it, or below it. */
    const place = (control: Locator) =>
      control.evaluate((element) => {
        const box = element.getBoundingClientRect();
        if (box.bottom <= 0) return 'above';
        return box.top >= innerHeight ? 'below' : 'on screen';
      });
    /** The share of the screen the part of the bar stuck at its bottom takes. */
    const stuckShare = () =>
      next(page).evaluate((button) => {
        let element: Element | null = button;
        while (element && getComputedStyle(element).position !== 'sticky') {
          element = element.parentElement;
        }
        return element ? element.getBoundingClientRect().height / innerHeight : 0;
      });

    expect(await bar.getByRole('checkbox').count()).toBe(1);
    expect([await place(consent), await place(next(page))]).toEqual(['on screen', 'on screen']);
    expect(await stuckShare()).toBeLessThan(0.3);

    await doubleTextSize(page);
    expect([await place(consent), await place(next(page))]).toEqual(['below', 'on screen']);
    expect(await stuckShare()).toBeLessThan(0.2);
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    expect([await place(consent), await place(next(page))]).toEqual(['on screen', 'on screen']);
    const [consentBox, nextBox] = await Promise.all([
      consent.boundingBox(),
      next(page).boundingBox(),
    ]);
    expect(consentBox && nextBox && consentBox.y < nextBox.y).toBe(true);
    // Still the bar's, for a screen reader: one landmark with the consent and Next.
    expect(await bar.getByRole('checkbox').count()).toBe(1);
    await screenshot(page, 'consent-in-page-200');
  });

  it("at 200% text 'Point out' fits", async () => {
    const { page } = await openConfirm('confirm', 'default');
    await doubleTextSize(page);
    await page.getByRole('dialog', { name: 'Loan agreement' }).waitFor();
    await pressBack(page);
    await page.getByRole('dialog', { name: 'Point out' }).waitFor();
    expect(await layoutProblems(page)).toEqual({ sideways: false, tooSmall: [] });
    await screenshot(page, 'v3-point-out-200');
  });

  it.each(['confirm', 'confirmV2'] as const)(
    '%s: nothing shifts when the data arrives (layout shift at most 0.02)',
    async (file) => {
      const { page } = await tab.visit(`/${file}?productId=1001&mock=confirm-no-popups`);
      await ready(page);
      expect(await layoutShiftSoFar(page)).toBeLessThanOrEqual(0.02);
    },
  );
});
