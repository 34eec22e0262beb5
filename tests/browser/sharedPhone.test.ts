// A phone shared by two borrowers (spec §6: a borrower is the session in the query; docs/
// architecture.md 'What is stored'): in one browser, as the web view keeps its storage from one
// session to the next, borrower A leaves a complaint draft and a pay code behind; borrower B,
// opening the same pages with B's session, sees neither, and A's entries are gone from storage.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaintDraftKey } from '../../pages/complainPageNext/complaintDraft.ts';
import { launchBrowser, newPhoneContext, siteUrl, watchErrors } from './harness.ts';

const borrowerA = 'sessionId=s-a&userId=u-a&deviceId=d-3&appVersion=2.4.0&clientType=ios';
const borrowerB = 'sessionId=s-b&userId=u-b&deviceId=d-3&appVersion=2.4.0&clientType=ios';
const complaintQuery = 'problemType=2&problemSonType=&orderNo=PA2025061104170&orderId=9001';
const ids = 'productId=1001&orderId=9001';

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await context?.close().catch(() => {});
  await browser?.close();
});

/** One tab of the shared phone: every page opens in the same context, so storage is shared. */
async function openTab(): Promise<{ page: Page; errors: string[] }> {
  context ??= await newPhoneContext(browser);
  const page = await context.newPage();
  return { page, errors: watchErrors(page) };
}

const stored = (page: Page, key: string) =>
  page.evaluate((name) => localStorage.getItem(name), key);

describe('a phone shared by two borrowers', () => {
  it("B's complaint form is empty after A typed a draft on it", async () => {
    const { page, errors } = await openTab();
    await page.goto(siteUrl(`/complainPageNext?${complaintQuery}&${borrowerA}`));
    const area = page.getByRole('textbox', { name: 'Problem description' });
    await area.fill('Borrower A: called my sister at 9 PM.');
    await expect.poll(() => stored(page, complaintDraftKey)).toContain('called my sister');
    // A's own reload still finds the draft: it is kept, for A.
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => area.inputValue()).toBe('Borrower A: called my sister at 9 PM.');

    await page.goto(siteUrl(`/complainPageNext?${complaintQuery}&${borrowerB}`), {
      waitUntil: 'networkidle',
    });
    await page.getByText('0/200').waitFor();
    expect(await area.inputValue()).toBe('');
    expect(await stored(page, complaintDraftKey)).toBeNull();
    expect(errors).toEqual([]);
  });

  it("B's Repayment by code 2 shows no pay code or amount of A's", async () => {
    const { page, errors } = await openTab();
    await page.goto(siteUrl(`/repay?${ids}&${borrowerA}`), { waitUntil: 'networkidle' });
    await Promise.all([
      page.waitForURL(/\/repaymentOfCode2\.html\?/),
      page.getByRole('link', { name: 'Show the code on a full page' }).click(),
    ]);
    await page.getByText('7300 6120 4175', { exact: true }).waitFor();

    await page.goto(siteUrl(`/repaymentOfCode2?${ids}&${borrowerB}`), {
      waitUntil: 'networkidle',
    });
    await page.getByRole('alert').filter({ hasText: 'There is no pay code to show.' }).waitFor();
    expect(await page.getByText('7300 6120 4175').count()).toBe(0);
    expect(await page.getByText('₱4.505,00').count()).toBe(0);
    expect(await stored(page, 'paymentWays')).toBeNull();
    expect(errors).toEqual([]);
  });
});
