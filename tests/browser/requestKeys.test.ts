// One request key per borrower action (contract §2 Idempotency-Key) in the built site against the
// mock backend: a loan push whose answer is lost on the way back says that nobody knows yet whether
// the loan went through; the next tap asks for the confirmation again, then pushes the same loan
// under the same key, and the backend makes one loan of it. The key is written down before the push
// leaves, so a second tab of the same borrower, or the page opened afresh after the web view was
// killed with its push out, does the same. A commit with another card while the first card's
// outcome is unknown sends the first one again, under its key: one payment.
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { unknownOutcomeMessages } from '../../shared/api/result.ts';
import { doubleTapMs } from '../../shared/hooks/usePendingAction.ts';
import { mockActionsPath } from '../../shared/mock/handlers.ts';
import type { EndpointName } from '../../shared/api/endpoints.ts';
import { defaultConfig } from '../../shared/config/config.ts';
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

describe('one open action at a time (legacy repayment)', () => {
  it("card B after card A's lost commit sends nothing new: card A's commit again, under its key, until it has an answer", async () => {
    const { query, actions } = borrower('card-b');
    const opening = await openPage(browser, `/legacyRepay?orderId=9001&${query}`, { shell: true });
    opened.push(opening);
    const { page } = opening;
    const card = (name: string) => page.getByRole('radio', { name });
    const pay = page.getByRole('button', { name: /^Pay / });
    // Recorded before the lost answer's route, so every commit is seen, lost or not.
    const lost = await routeEndpoint(page, 'legacyRepaymentCommit', { lostAnswer: true });
    const commits = await recordEndpoint(page, 'legacyRepaymentCommit');
    await card('BDO Unibank, card ending 4821').check();
    const firstLost = watchFor(page.getByText(unknownOutcomeMessages.payment));
    await pay.click();
    await firstLost;

    await card('BPI, card ending 3390').check();
    await page.waitForTimeout(doubleTapMs);
    const stillChecking = watchFor(
      page.getByText(/still checking your payment with BDO Unibank \*\*\*\* 4821/),
    );
    await pay.click();
    // Its answer is lost too: the page says again which payment it is still checking.
    await stillChecking;
    await expect.poll(() => commits.length).toBe(2);
    await expect.poll(() => pay.getAttribute('aria-busy')).not.toBe('true');

    // Card A's answer comes through at last: its SMS step, for card A.
    await lost();
    await page.waitForTimeout(doubleTapMs);
    await card('BPI, card ending 3390').check();
    await pay.click();
    await page.getByRole('heading', { name: 'Enter the verification code' }).waitFor();
    await page.getByText(/BDO Unibank card \*\*\*\* 4821/).waitFor();

    const sent = commits.map((call) => [call.body.cardId, call.headers['idempotency-key']]);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map(([cardId]) => cardId)).size).toBe(1);
    expect(new Set(sent.map(([, key]) => key)).size).toBe(1);
    expect(await actions(page)).toEqual({ legacyRepaymentCommit: 1 });
  });
});
