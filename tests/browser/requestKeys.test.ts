// One request key per borrower action (contract §2 Idempotency-Key) in the built site against the
// mock backend: a loan push whose answer is lost on the way back says that nobody knows yet whether
// the loan went through; the next tap asks for the confirmation again, then pushes the same loan
// under the same key, and the backend makes one loan of it. The key is written down before the push
// leaves, so a second tab of the same borrower, or the page opened afresh after the web view was
// killed with its push out, does the same. While an action's outcome is unknown, another request
// (another card, a corrected account) goes under no key at all, in this tab, after a reload or in
// another tab; the page names the one still being checked. A registration is the visitor's phone's.
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { unknownOutcomeMessages } from '../../shared/api/result.ts';
import { doubleTapMs } from '../../shared/hooks/usePendingAction.ts';
import { mockActionsPath } from '../../shared/mock/handlers.ts';
import type { EndpointName } from '../../shared/api/endpoints.ts';
import { defaultConfig } from '../../shared/config/config.ts';
import { captchaText } from '../../shared/mock/promotionFixtures.ts';
import {
  commonQuery,
  endpointPath,
  installShellStub,
  launchBrowser,
  type OpenedPage,
  openPage,
  recordEndpoint,
  routeEndpoint,
  siteUrl,
  closeTabs,
  watchFor,
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

describe('a lost loan push on /confirm', () => {
  it('says the outcome is unknown; Next asks for the confirmation, then pushes under the same key; one loan', async () => {
    // A borrower of this test alone, so the backend's count is this test's.
    const sessionId = `keys-${Date.now().toString(36)}`;
    const query = new URLSearchParams({ ...commonQuery, sessionId }).toString();
    const opening = await openPage(
      browser,
      `/confirm?productId=1001&orderId=9001&${query}&mock=confirm-no-popups`,
      { shell: true },
    );
    opened.push(opening);
    const { page, errors } = opening;
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await page.getByRole('button', { name: 'Loan Agreement' }).waitFor();

    const restore = await routeEndpoint(page, 'loanPush', { lostAnswer: true });
    const calls = await recordEndpoint(page, ['confirmData', 'loanPush']);
    await next.click();
    await page.getByText(unknownOutcomeMessages.loan).waitFor();
    expect(page.url()).toMatch(/\/confirm\?/);
    expect(await next.isEnabled()).toBe(true);

    await restore();
    // The borrower reads the message first: a tap within doubleTapMs of the last one is the second
    // half of a double tap, and a fast lost answer can come back sooner than that.
    await page.waitForTimeout(doubleTapMs);
    await Promise.all([page.waitForURL(/\/orderDetail/), next.click()]);

    expect(calls.map((call) => call.endpoint)).toEqual(['loanPush', 'confirmData', 'loanPush']);
    const [lost, retried] = calls.filter((call) => call.endpoint === 'loanPush');
    expect(retried?.body).toEqual(lost?.body);
    expect(lost?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(retried?.headers['idempotency-key']).toBe(lost?.headers['idempotency-key']);

    const actions = await page.request.get(
      siteUrl(`${defaultConfig.servicePrefix}${mockActionsPath}?sessionId=${sessionId}`),
    );
    expect(await actions.json()).toEqual({ loanPush: 1 });
    // The lost answer itself is the only failure the browser reports.
    expect(errors).toEqual(['Failed to load resource: net::ERR_FAILED']);
  });
});

/** A borrower of one test alone, so the backend's count of actions is that test's. */
function borrower(name: string) {
  const sessionId = `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const query = new URLSearchParams({ ...commonQuery, sessionId }).toString();
  const actions = async (page: Page) => {
    const url = siteUrl(`${defaultConfig.servicePrefix}${mockActionsPath}?sessionId=${sessionId}`);
    return (await page.request.get(url)).json() as Promise<Record<string, number>>;
  };
  return { query, actions };
}

/**
 * The endpoint's calls from this page reach the backend, which acts on them, and their answers
 * never come back while the page lives: a web view killed, or a second tab's push still out.
 */
async function answerNever(page: Page, name: EndpointName) {
  let arrived: () => void = () => {};
  const reached = new Promise<void>((resolve) => (arrived = resolve));
  const keys: string[] = [];
  await page.route(
    (url) => url.pathname === endpointPath(name),
    async (route: Route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      await route.fetch().catch(() => {});
      arrived();
    },
  );
  return { reached, keys };
}

async function secondTab(context: BrowserContext, path: string) {
  const page = await context.newPage();
  await page.addInitScript(installShellStub);
  await page.goto(siteUrl(path));
  return page;
}

describe('the push written down before it leaves', () => {
  it("a second tab of the same borrower, while the first tab's push is out: Next asks first and pushes under the same key; one loan", async () => {
    const { query, actions } = borrower('second-tab');
    const path = `/confirm?productId=1001&orderId=9001&${query}&mock=confirm-no-popups`;
    const opening = await openPage(browser, path, { shell: true });
    opened.push(opening);
    const first = opening.page;
    await first.getByRole('button', { name: 'Loan Agreement' }).waitFor();
    const out = await answerNever(first, 'loanPush');
    await first.getByRole('button', { name: 'Next', exact: true }).click();
    await out.reached;

    const second = await secondTab(opening.context, path);
    await second.getByRole('button', { name: 'Loan Agreement' }).waitFor();
    const calls = await recordEndpoint(second, ['confirmData', 'loanPush']);
    await Promise.all([
      second.waitForURL(/\/orderDetail/),
      second.getByRole('button', { name: 'Next', exact: true }).click(),
    ]);

    expect(calls.map((call) => call.endpoint)).toEqual(['confirmData', 'loanPush']);
    expect(out.keys).toHaveLength(1);
    expect(out.keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[1]?.headers['idempotency-key']).toBe(out.keys[0]);
    expect(await actions(second)).toEqual({ loanPush: 1 });
  });

  it('a page killed while its push is out (storage kept, memory gone): opened afresh, Next asks first and pushes under the same key; one loan', async () => {
    const { query, actions } = borrower('killed');
    const path = `/confirm?productId=1001&orderId=9001&${query}&mock=confirm-no-popups`;
    const opening = await openPage(browser, path, { shell: true });
    opened.push(opening);
    const killed = opening.page;
    await killed.getByRole('button', { name: 'Loan Agreement' }).waitFor();
    const out = await answerNever(killed, 'loanPush');
    await killed.getByRole('button', { name: 'Next', exact: true }).click();
    await out.reached;
    await killed.close();

    const again = await secondTab(opening.context, path);
    await again.getByRole('button', { name: 'Loan Agreement' }).waitFor();
    const calls = await recordEndpoint(again, ['confirmData', 'loanPush']);
    await Promise.all([
      again.waitForURL(/\/orderDetail/),
      again.getByRole('button', { name: 'Next', exact: true }).click(),
    ]);

    expect(calls.map((call) => call.endpoint)).toEqual(['confirmData', 'loanPush']);
    expect(calls[1]?.headers['idempotency-key']).toBe(out.keys[0]);
    expect(await actions(again)).toEqual({ loanPush: 1 });
  });
});

/** The alert that names the request still being checked, with its way to Customer Service. */
async function stillChecking(page: Page, what: RegExp) {
  const alert = page.getByRole('alert').filter({ hasText: what });
  await alert.waitFor();
  expect(await alert.textContent()).toMatch(/Nothing new was sent/);
  await page.getByRole('link', { name: /^Call Customer Service/ }).waitFor();
}

describe('one open action at a time (legacy repayment)', () => {
  const card = (page: Page, name: string) => page.getByRole('radio', { name });
  const pay = (page: Page) => page.getByRole('button', { name: /^Pay / });
  const cardA = 'BDO Unibank, card ending 4821';
  const cardB = 'BPI, card ending 3390';

  it("card B after card A's lost commit sends nothing under any key; the page names card A; card A again goes under its key", async () => {
    const { query, actions } = borrower('card-b');
    const opening = await openPage(browser, `/legacyRepay?orderId=9001&${query}`, { shell: true });
    opened.push(opening);
    const { page } = opening;
    // Recorded before the lost answer's route, so every commit is seen, lost or not.
    const lost = await routeEndpoint(page, 'legacyRepaymentCommit', { lostAnswer: true });
    const commits = await recordEndpoint(page, 'legacyRepaymentCommit');
    await card(page, cardA).check();
    const firstLost = watchFor(page.getByText(unknownOutcomeMessages.payment));
    await pay(page).click();
    await firstLost;

    await card(page, cardB).check();
    await page.waitForTimeout(doubleTapMs);
    await pay(page).click();
    await stillChecking(page, /still checking your payment with BDO Unibank \*\*\*\* 4821/);
    await expect.poll(() => pay(page).getAttribute('aria-busy')).not.toBe('true');
    expect(commits).toHaveLength(1);

    // Card A again: its answer comes through at last, under its own key.
    await lost();
    await card(page, cardA).check();
    await page.waitForTimeout(doubleTapMs);
    await pay(page).click();
    await page.getByRole('heading', { name: 'Enter the verification code' }).waitFor();
    await page.getByText(/BDO Unibank card \*\*\*\* 4821/).waitFor();

    const sent = commits.map((call) => [call.body.cardId, call.headers['idempotency-key']]);
    expect(sent).toHaveLength(2);
    expect(new Set(sent.map(([cardId]) => cardId)).size).toBe(1);
    expect(new Set(sent.map(([, key]) => key)).size).toBe(1);
    expect(await actions(page)).toEqual({ legacyRepaymentCommit: 1 });
  });

  it("after a reload with card A's commit unanswered, card B sends no commit under any key until card A's has an answer", async () => {
    const { query, actions } = borrower('reload-b');
    const path = `/legacyRepay?orderId=9001&${query}`;
    const opening = await openPage(browser, path, { shell: true });
    opened.push(opening);
    const first = opening.page;
    const out = await answerNever(first, 'legacyRepaymentCommit');
    await card(first, cardA).check();
    await pay(first).click();
    await out.reached;
    await first.close();

    const reloaded = await secondTab(opening.context, path);
    const commits = await recordEndpoint(reloaded, 'legacyRepaymentCommit');
    await card(reloaded, cardB).check();
    await pay(reloaded).click();
    await stillChecking(reloaded, /still checking your payment with BDO Unibank \*\*\*\* 4821/);
    await reloaded.waitForTimeout(doubleTapMs);
    await pay(reloaded).click();
    await stillChecking(reloaded, /BDO Unibank \*\*\*\* 4821/);
    expect(commits).toEqual([]);

    // Card A chosen again is card A's request: its key, and the backend's first answer.
    await card(reloaded, cardA).check();
    await reloaded.waitForTimeout(doubleTapMs);
    await pay(reloaded).click();
    await reloaded.getByRole('heading', { name: 'Enter the verification code' }).waitFor();
    expect(commits.map((call) => call.headers['idempotency-key'])).toEqual(out.keys);
    expect(commits.map((call) => call.body.cardId)).toEqual([commits[0]?.body.cardId]);
    expect(await actions(reloaded)).toEqual({ legacyRepaymentCommit: 1 });
  });

  it("a second tab's different request is refused in that tab and leaves the first tab's open action open: card A goes again under its key", async () => {
    const { query, actions } = borrower('two-tabs');
    const path = `/legacyRepay?orderId=9001&${query}`;
    const opening = await openPage(browser, path, { shell: true });
    opened.push(opening);
    const tab1 = opening.page;
    const lost = await routeEndpoint(tab1, 'legacyRepaymentCommit', { lostAnswer: true });
    const tab1Commits = await recordEndpoint(tab1, 'legacyRepaymentCommit');
    await card(tab1, cardA).check();
    const firstLost = watchFor(tab1.getByText(unknownOutcomeMessages.payment));
    await pay(tab1).click();
    await firstLost;

    const tab2 = await secondTab(opening.context, path);
    const tab2Commits = await recordEndpoint(tab2, 'legacyRepaymentCommit');
    await card(tab2, cardB).check();
    await pay(tab2).click();
    await stillChecking(tab2, /BDO Unibank \*\*\*\* 4821/);
    expect(tab2Commits).toEqual([]);

    await lost();
    await tab1.waitForTimeout(doubleTapMs);
    await pay(tab1).click();
    await tab1.getByRole('heading', { name: 'Enter the verification code' }).waitFor();
    const keys = tab1Commits.map((call) => call.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    expect(await actions(tab1)).toEqual({ legacyRepaymentCommit: 1 });
  });
});

describe('a corrected account after a lost bind answer', () => {
  it('is not sent under the first key, nor under any other, while the first is unknown; one bind', async () => {
    const { query, actions } = borrower('bind-corrected');
    const opening = await openPage(browser, `/bindCard?productId=12&${query}`, { shell: true });
    opened.push(opening);
    const { page } = opening;
    const account = page.getByLabel('Account number');
    const next = page.getByRole('button', { name: 'Next', exact: true });
    const restore = await routeEndpoint(page, 'bindCardNew', { lostAnswer: true });
    const binds = await recordEndpoint(page, 'bindCardNew');
    await choose(page, 'Bank', 'BDO Unibank');
    await account.pressSequentially('1234567890123');
    await page.getByLabel('Date of birth').fill('1990-05-17');
    await choose(page, 'City of residence', 'Central Visayas', 'Cebu', 'Cebu City');
    const firstLost = watchFor(page.getByText(unknownOutcomeMessages.account));
    await next.click();
    await firstLost;
    await restore();

    // The middle digits corrected; the last four the same.
    await account.fill('');
    await account.pressSequentially('1234599990123');
    await page.waitForTimeout(doubleTapMs);
    await next.click();
    await stillChecking(page, /still checking the payment account ending 0123/);
    expect(binds.map((call) => call.body.cardNo)).toEqual(['1234567890123']);
    expect(await actions(page)).toEqual({ bindCardNew: 1 });
  });
});

/** A picker field's dialog: the path of options, then Confirm. */
async function choose(page: Page, label: string, ...path: string[]) {
  await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  const dialog = page.getByRole('dialog', { name: label });
  for (const name of path) await dialog.getByText(name, { exact: true }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('registration keyed by visitor', () => {
  it('a second phone on the same campaign page registers under its own key, with its own phone', async () => {
    const opening = await openPage(browser, '/promotion?id=7&app_from=fb&user_from=ad12');
    opened.push(opening);
    const { page } = opening;
    const field = (label: string) => page.getByLabel(label, { exact: true });
    const register = async (mobile: string) => {
      await field('Mobile number').fill(mobile);
      const src = await page.locator('img[src*="get-captcha"]').getAttribute('src');
      const sid = new URL(src ?? '', 'http://x').searchParams.get('sid') ?? '';
      await field('Image captcha').fill(captchaText(sid));
      await field('SMS code').fill('123456');
      await page.waitForTimeout(doubleTapMs);
      await page.getByRole('button', { name: /^Apply/ }).click();
    };
    const lost = await routeEndpoint(page, 'promotionRegister', { lostAnswer: true });
    const calls = await recordEndpoint(page, 'promotionRegister');
    await register('13912345678');
    await page.getByText(unknownOutcomeMessages.registration).first().waitFor();
    await lost();

    // Another visitor on the same phone and page, the page opened afresh.
    await page.reload();
    await register('13812345678');
    await page.getByRole('heading', { level: 1, name: /^Download/ }).waitFor();
    expect(calls.map((call) => call.body.phone)).toEqual(['13912345678', '13812345678']);
    const [first, second] = calls.map((call) => call.headers['idempotency-key']);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });
});
