// Bind card (spec §2 'Bind bank screen', §3, §4, §5, §7; contract §1 bindCard.html, §3 bank flow):
// the realistic form of the mock filled in the built page (every cate), what 'Next' sends and the
// shell hears, both submit paths (from Order Details' 'Go and bind the card' back to the order),
// validation, a refusal and a network error that lose nothing, keyboard use, and 200% text.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { unknownOutcomeMessages } from '../../shared/api/result.ts';
import { bindCardRejectedMessage } from '../../shared/mock/bindCardFixtures.ts';
import {
  type BridgeMessage,
  commonQuery,
  type EndpointCall,
  launchBrowser,
  type OpenedPage,
  openPage,
  openVisitTab,
  pastDoubleTap,
  recordEndpoint,
  routeEndpoint,
  session,
  doubleTextSize,
  closeTabs,
  tapTime,
  type VisitTab,
  watchFor,
} from './harness.ts';

let browser: Browser;
/** One tab inside the stub shell that opens the form for each test in turn. */
let tab: VisitTab;
/** Tabs of their own, for a test that follows the shell's messages from page to page. */
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

interface BindCardPage extends OpenedPage {
  submits: EndpointCall[];
}

/** The bind-card form in the shared tab, its submits recorded; the shell's messages of this page. */
async function openBindCard(query = ''): Promise<BindCardPage> {
  let submits: EndpointCall[] = [];
  const visited = await tab.visit(`/bindCard?productId=12&${session}${query}`, {
    beforeOpen: async (fresh) => {
      submits = await recordEndpoint(fresh, ['bindCardNew', 'bindCardChange']);
    },
  });
  return { ...visited, submits };
}

/**
 * Opens an address in a tab of its own with a stub iOS shell whose messages the test keeps across
 * navigations (an init script and a binding, which would outlive a visit of the shared tab).
 */
async function openWithShell(address: string): Promise<BindCardPage & { shell: BridgeMessage[] }> {
  const shell: BridgeMessage[] = [];
  let submits: EndpointCall[] = [];
  const page = await openPage(browser, address, {
    beforeOpen: async (fresh) => {
      await fresh.exposeFunction('__shellSaw', (command: string, payload: unknown) => {
        shell.push({ command, payload });
      });
      await fresh.addInitScript(() => {
        const saw = (window as unknown as { __shellSaw: (c: string, p: unknown) => void })
          .__shellSaw;
        Object.assign(window, {
          webkit: {
            messageHandlers: new Proxy(
              {},
              {
                get: (_target, command) => ({
                  postMessage: (p: unknown) => saw(String(command), p),
                }),
              },
            ),
          },
        });
      });
      submits = await recordEndpoint(fresh, ['bindCardNew', 'bindCardChange']);
    },
  });
  opened.push(page);
  return { ...page, shell, submits };
}

const ready = (page: Page) => page.getByRole('tablist', { name: 'Account type' }).waitFor();
const picker = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(`^${label}`) });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

/** Taps a picker, then each option (a row of the popup), then Confirm. */
async function choose(page: Page, label: string, ...path: string[]) {
  await picker(page, label).click();
  const dialog = page.getByRole('dialog', { name: label });
  for (const name of path) await dialog.getByText(name, { exact: true }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The default form (card type 1, channel 90006), every cate, as a borrower fills it. */
async function fillBankAccount(page: Page) {
  await choose(page, 'Bank', 'BDO Unibank');
  await page.getByLabel('Account number').pressSequentially('1234-5678 9012a3');
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await choose(page, 'City of residence', 'Central Visayas', 'Cebu', 'Cebu City');
}

const bankAccountPayload = {
  cardType: '1',
  channelNumber: '90006',
  bankCode: 'BDO',
  cardNo: '1234567890123',
  birthDate: '1990-05-17',
  homeCity: 'Central Visayas/Cebu/Cebu City',
  productId: '12',
  product_id: '12',
};

const bankFlow = (shell: BridgeMessage[]) =>
  shell.filter(({ command }) => /BankFlow$/.test(command));

/** The bank-flow messages the form's page has sent to the shell. */
const bankFlowOf = async (visited: Pick<OpenedPage, 'bridgeMessages'>) =>
  bankFlow(await visited.bridgeMessages());

describe('bind card: filling the form', () => {
  it('sends every visible field by code (enums as their type, digits without spaces) and ends the bank flow', async () => {
    const form = await openBindCard();
    const { page, errors, submits } = form;
    await ready(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Payment account information',
    );
    expect(await bankFlowOf(form)).toEqual([{ command: 'startBankFlow', payload: {} }]);

    await fillBankAccount(page);
    expect(await page.getByLabel('Account number').inputValue()).toBe('1234 5678 9012 3');
    await next(page).click();
    await page.getByText('Your payment account has been saved.').waitFor();

    expect(submits.map(({ endpoint, body }) => ({ endpoint, body }))).toEqual([
      { endpoint: 'bindCardNew', body: bankAccountPayload },
    ]);
    expect(submits[0]?.query).toMatchObject(commonQuery);
    expect(await bankFlowOf(form)).toEqual([
      { command: 'startBankFlow', payload: {} },
      { command: 'endBankFlow', payload: {} },
    ]);
    // The form has given way to the saved view: nothing is left to send twice.
    expect(await next(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Back to the app' }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/bindCard');
    expect(errors).toEqual([]);
  });

  it('sends the fields of the channel and the card type chosen, hidden ones left out', async () => {
    const { page, errors, submits } = await openBindCard();
    await ready(page);
    await fillBankAccount(page);
    await choose(page, 'Transfer channel', 'PESONet (next banking day)');
    expect(await page.getByLabel('Date of birth').count()).toBe(0);
    await choose(page, 'Branch location', 'Metro Manila', 'Taguig', 'Pateros');
    await page.getByLabel('Branch code').fill('0427');
    await page.getByLabel('TIN (tax identification number)').fill('123-456-789-000');

    // The wallet's fields, filled and then left: kept, but not sent for a bank account.
    await page.getByRole('tab', { name: 'E-wallet' }).click();
    await choose(page, 'E-wallet', 'GCash');
    await page.getByLabel('E-wallet mobile number').fill('0917 123 4567');
    expect(await page.getByLabel('E-wallet mobile number').inputValue()).toBe('091 7123 4567');
    await page.getByRole('tab', { name: 'Bank account' }).click();

    await next(page).click();
    await page.getByText('Your payment account has been saved.').waitFor();
    expect(submits.map(({ body }) => body)).toEqual([
      {
        cardType: '1',
        channelNumber: '90008',
        bankCode: 'BDO',
        cardNo: '1234567890123',
        branchCity: 'Metro Manila/Taguig/Pateros',
        branchCode: '0427',
        tin: '123456789000',
        homeCity: 'Central Visayas/Cebu/Cebu City',
        productId: '12',
        product_id: '12',
      },
    ]);
    expect(errors).toEqual([]);
  });

  it('an e-wallet sends its own fields', async () => {
    const { page, errors, submits } = await openBindCard();
    await ready(page);
    await page.getByRole('tab', { name: 'E-wallet' }).click();
    await choose(page, 'E-wallet', 'Maya');
    await page.getByLabel('E-wallet mobile number').fill('09171234567');
    await page.getByLabel('TIN (tax identification number)').fill('123456789000');
    await choose(page, 'City of residence', 'Davao Region', 'Davao del Sur', 'Digos');
    await next(page).click();
    await page.getByText('Your payment account has been saved.').waitFor();
    expect(submits.map(({ body }) => body)).toEqual([
      {
        cardType: '2',
        walletType: 'MAYA',
        walletAccount: '09171234567',
        tin: '123456789000',
        homeCity: 'Davao Region/Davao del Sur/Digos',
        productId: '12',
        product_id: '12',
      },
    ]);
    expect(errors).toEqual([]);
  });
});

describe('bind card: how a picker looks', () => {
  it('shows its chevron at the far end of the field box, on the value line', async () => {
    const { page, errors } = await openBindCard();
    await ready(page);
    const trigger = picker(page, 'Bank');
    const chevron = trigger.locator('[aria-hidden="true"]');
    const [box, mark] = await Promise.all([trigger.boundingBox(), chevron.boundingBox()]);
    if (!box || !mark) throw new Error('The Bank picker or its chevron is not on screen');
    // Drawn as a small square turned 45 degrees, right-aligned inside the padding.
    expect(mark.width).toBeGreaterThan(6);
    expect(box.x + box.width - (mark.x + mark.width)).toBeLessThan(24);
    expect(mark.y).toBeGreaterThan(box.y);
    expect(mark.y + mark.height).toBeLessThan(box.y + box.height);
    expect(errors).toEqual([]);
  });
});

describe('bind card: from Order Details and back', () => {
  it("'Go and bind the card' opens the form for the product; Next changes the card and returns to the order", async () => {
    const { page, errors, shell, submits } = await openWithShell(
      `/orderDetail?productId=1001&orderId=9001&${session}&mock=bank-card`,
    );
    const dialog = page.getByRole('dialog', { name: 'Bind your payment account' });
    await dialog.getByRole('button', { name: 'Go and bind the card' }).click();
    await page.waitForURL(/\/bindCard\.html/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      source: 'loanDetail',
      productId: '1001',
      orderId: '9001',
      ...commonQuery,
    });
    await ready(page);
    await fillBankAccount(page);
    await Promise.all([page.waitForURL(/\/orderDetail\.html/), next(page).click()]);

    expect(submits.map(({ endpoint, body }) => ({ endpoint, body }))).toEqual([
      {
        endpoint: 'bindCardChange',
        body: { ...bankAccountPayload, productId: '1001', product_id: '1001' },
      },
    ]);
    expect(bankFlow(shell).map(({ command }) => command)).toEqual(['startBankFlow', 'endBankFlow']);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      source: 'loanDetail',
      productId: '1001',
      orderId: '9001',
      ...commonQuery,
    });
    await page.getByRole('heading', { level: 2, name: 'PesoAgad Flex' }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe("bind card: 'Next' that cannot send", () => {
  it('marks every empty visible field, scrolls to and focuses the first, and sends nothing', async () => {
    const { page, errors, submits } = await openBindCard();
    await ready(page);
    await page.getByLabel('Account number').fill('1234567890');
    await next(page).click();

    for (const message of [
      'Please choose Bank',
      'Please choose Date of birth',
      'Please choose City of residence',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(await page.getByText('Please enter Account number').count()).toBe(0);
    const bank = picker(page, 'Bank');
    await expect
      .poll(() => bank.evaluate((element) => element === document.activeElement))
      .toBe(true);
    expect(await bank.getAttribute('aria-invalid')).toBe('true');
    expect(await bank.getAttribute('aria-describedby')).toContain('error');
    expect(submits).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a refused submit shows the bank’s message and keeps everything; Next sends again', async () => {
    const form = await openBindCard('&mock=bind-card-rejected');
    const { page, errors, submits } = form;
    await ready(page);
    await fillBankAccount(page);
    const refused = watchFor(page.getByRole('alert').filter({ hasText: bindCardRejectedMessage }));
    await next(page).click();
    const tapped = await tapTime(page);
    await refused;
    expect(await page.getByLabel('Account number').inputValue()).toBe('1234 5678 9012 3');
    expect(await picker(page, 'City of residence').textContent()).toContain('Cebu City');
    expect((await bankFlowOf(form)).map(({ command }) => command)).toEqual(['startBankFlow']);
    // Past the double-tap window, a new tap is a new attempt.
    await pastDoubleTap(page, tapped);
    await next(page).click();
    await expect.poll(() => submits.length).toBe(2);
    expect(submits[1]?.body).toEqual(submits[0]?.body);
    expect(errors).toEqual([]);
  });

  it('a lost answer keeps everything and says so; once the network is back, one tap sends once', async () => {
    const form = await openBindCard();
    const { page, submits } = form;
    await ready(page);
    const restore = await routeEndpoint(page, 'bindCardNew', { abort: true });
    await fillBankAccount(page);
    const lost = watchFor(
      page.getByRole('alert').filter({ hasText: unknownOutcomeMessages.account }),
    );
    await next(page).click();
    const tapped = await tapTime(page);
    await lost;
    expect(await page.getByLabel('Date of birth').inputValue()).toBe('1990-05-17');
    expect(await picker(page, 'Bank').textContent()).toContain('BDO Unibank');
    await restore();
    await pastDoubleTap(page, tapped);
    await next(page).dblclick();
    await page.getByText('Your payment account has been saved.').waitFor();
    // The aborted call never reached the recorder (the fault answers first): this is the double tap.
    expect(submits.map(({ body }) => body)).toEqual([bankAccountPayload]);
    expect((await bankFlowOf(form)).map(({ command }) => command)).toEqual([
      'startBankFlow',
      'endBankFlow',
    ]);
  });
});

describe('bind card: the form module offline', () => {
  it('shows Retry when the form cannot be fetched, and the form once it can, asking no more than that', async () => {
    const { page, errors } = await openBindCard();
    await ready(page);
    const formModule = /\/assets\/BindCardForm-[^/]+\.js$/;
    let asked = 0;
    let offline = true;
    await page.route(formModule, async (route) => {
      asked += 1;
      await (offline ? route.abort('internetdisconnected') : route.continue());
    });
    await page.reload();
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    expect(await page.getByRole('tablist', { name: 'Account type' }).count()).toBe(0);
    // Fetched ahead once and asked once more by the render, on the page's load and on its one
    // reload (shared/page/chunkReload.ts); offline, not again by itself: the network goes quiet.
    await page.waitForLoadState('networkidle');
    expect(asked).toBeLessThanOrEqual(4);

    offline = false;
    await retry.click();
    await ready(page);
    expect(await picker(page, 'Bank').count()).toBe(1);
    expect(
      errors.filter(
        (error) =>
          !/ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module/.test(error),
      ),
    ).toEqual([]);
  });
});

describe('bind card: keyboard', () => {
  it('switches card type with the arrow keys and picks from a picker without a pointer', async () => {
    const { page, errors } = await openBindCard();
    await ready(page);
    await page.getByRole('tab', { name: 'Bank account' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'E-wallet' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await page.getByLabel('E-wallet mobile number').count()).toBe(1);
    await page.keyboard.press('ArrowLeft');

    await picker(page, 'Bank').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Bank' });
    await dialog.waitFor();
    // Focus is on the first bank; the arrow keys choose, Tab reaches Cancel and Confirm.
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(await picker(page, 'Bank').textContent()).toContain('BPI');
    await expect
      .poll(() => picker(page, 'Bank').evaluate((element) => element === document.activeElement))
      .toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('bind card: 200% text', () => {
  it('keeps every control at least 48px and nothing wider than the screen, popup open too', async () => {
    const { page, errors } = await openBindCard('&mock=bind-card-prefilled');
    await doubleTextSize(page);
    await ready(page);
    const layout = () =>
      page.evaluate(() => ({
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        small: [...document.querySelectorAll('button, input:not([type=hidden]), [role=tab]')]
          .map((element) => element.getBoundingClientRect())
          .filter((box) => box.height > 0 && box.height < 48).length,
      }));
    expect(await layout()).toEqual({ overflow: 0, small: 0 });
    await picker(page, 'Branch location').click();
    await page.getByRole('dialog', { name: 'Branch location' }).waitFor();
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('[role=dialog] [role=radiogroup] label span')]
        .filter((span) => span.scrollWidth > span.clientWidth + 1)
        .map((span) => span.textContent),
    );
    expect(cut, 'option names cut off').toEqual([]);
    expect(errors).toEqual([]);
  });

  it('brings the first empty field into view, far down the long page, with focus on it', async () => {
    const { page, errors } = await openBindCard();
    await doubleTextSize(page);
    await ready(page);
    await choose(page, 'Bank', 'BPI');
    await page.getByLabel('Account number').fill('1234567890');
    await page.getByLabel('Date of birth').fill('1990-05-17');
    await page.evaluate(() => window.scrollTo(0, 0));
    await next(page).click();
    const city = picker(page, 'City of residence');
    await expect
      .poll(() => city.evaluate((element) => element === document.activeElement))
      .toBe(true);
    const box = await city.evaluate((element) => {
      const { top, bottom } = element.getBoundingClientRect();
      return { top, bottom, height: window.innerHeight };
    });
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(box.height);
    expect(await page.getByText('Please choose City of residence').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
