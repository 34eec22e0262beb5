// What a shared phone keeps of a borrower (docs/architecture.md 'What is stored'): borrower A pays
// and leaves a complaint draft; borrower B opens a page two hours later, one that reads none of A's
// entries. As B's page starts, every entry past its window is swept, whoever it belongs to: A's
// request key (an hour) is gone, and what stays of A's is only what is still inside its own window
// (the draft's week; the pay code's until the end of its due date).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPhoneContext, siteUrl, watchErrors } from './harness.ts';

const borrowerA = 'sessionId=s-a&userId=u-a&deviceId=d-3&appVersion=2.4.0&clientType=ios';
const borrowerB = 'sessionId=s-b&userId=u-b&deviceId=d-3&appVersion=2.4.0&clientType=ios';
const complaintQuery = 'problemType=2&problemSonType=&orderNo=PA2025061104170&orderId=9001';
const ids = 'productId=1001&orderId=9001';
const twoHours = 2 * 3_600_000;

interface Kept {
  key: string;
  owner?: string;
  savedAt?: number;
  expiresAt?: number;
}

/** Every entry of the page's localStorage, with the times of those the site owns. */
const keptIn = (page: Page): Promise<Kept[]> =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .sort()
      .map((key) => {
        try {
          const entry = JSON.parse(localStorage.getItem(key) ?? '') as Omit<Kept, 'key'>;
          return { key, owner: entry.owner, savedAt: entry.savedAt, expiresAt: entry.expiresAt };
        } catch {
          return { key };
        }
      }),
  );

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await context?.close().catch(() => {});
  await browser?.close();
});

describe('a phone shared by two borrowers, two hours apart', () => {
  it("keeps nothing of A's past its window once B's page has started", async () => {
    context = await newPhoneContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);

    // A: a complaint draft, then a payment by code (a request key, and the pay code kept).
    await page.goto(siteUrl(`/complainPageNext?${complaintQuery}&${borrowerA}`));
    await page
      .getByRole('textbox', { name: 'Problem description' })
      .fill('Borrower A: called my sister at 9 PM.');
    await page.goto(siteUrl(`/repay?${ids}&${borrowerA}`), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Payment Method' }).click();
    await Promise.all([
      page.waitForURL(/\/repaymentOfCode\?/),
      page
        .getByRole('dialog', { name: 'Payment Method' })
        .getByRole('button', { name: 'Payment' })
        .click(),
    ]);
    const ofA = await keptIn(page);
    const keys = ofA.map((entry) => entry.key);
    expect(keys).toEqual(expect.arrayContaining(['complaintDraft', 'paymentWays']));
    expect(keys.some((key) => key.startsWith('requestKey:'))).toBe(true);
    await page.close();

    // B, two hours later by the phone's clock, on a page that reads none of A's entries.
    const later = await context.newPage();
    const laterErrors = watchErrors(later);
    await later.addInitScript((shift) => {
      const now = Date.now.bind(Date);
      Date.now = () => now() + shift;
    }, twoHours);
    await later.goto(siteUrl(`/customerService?${borrowerB}`));
    await later.getByRole('heading', { level: 1 }).waitFor();
    const bNow = await later.evaluate(() => Date.now());
    const stillInWindow = ofA
      .filter((entry) => (entry.expiresAt ?? 0) > bNow)
      .map((entry) => entry.key);
    expect(stillInWindow).toContain('complaintDraft');
    // The sweep runs once the page has loaded and the browser is idle.
    await expect
      .poll(async () => (await keptIn(later)).map((entry) => entry.key))
      .toEqual(stillInWindow);
    for (const entry of await keptIn(later)) {
      expect(entry.savedAt, entry.key).toBeLessThanOrEqual(bNow);
      expect(entry.expiresAt, entry.key).toBeGreaterThan(bNow);
    }
    expect(errors).toEqual([]);
    expect(laterErrors).toEqual([]);
  });
});
