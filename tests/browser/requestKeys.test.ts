// One request key per borrower action (contract §2 Idempotency-Key) in the built site against the
// mock backend: a loan push whose answer is lost on the way back says that nobody knows yet whether
// the loan went through; the next tap asks for the confirmation again, then pushes the same loan
// under the same key, and the backend makes one loan of it.
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { unknownOutcomeMessages } from '../../shared/api/result.ts';
import { doubleTapMs } from '../../shared/hooks/usePendingAction.ts';
import { mockActionsPath } from '../../shared/mock/handlers.ts';
import { defaultConfig } from '../../shared/config/config.ts';
import {
  commonQuery,
  launchBrowser,
  type OpenedPage,
  openPage,
  recordEndpoint,
  routeEndpoint,
  siteUrl,
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
