// The feedback view (shared/ui/feedback) in Chromium against the build: a failure and an empty
// list each show the picture of their case, a short title, one line, the way forward and the way to
// Customer Service, with the session, and read at 390x844 and at 200% text.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emptyListHelp,
  emptyTabMessage,
  makeComplaintText,
} from '../../pages/complaintList/ComplaintListPage.tsx';
import { failureMessages } from '../../shared/api/result.ts';
import { noConnectionTitle, serverTroubleTitle } from '../../shared/ui/error-state/failureCase.ts';
import {
  callServiceText,
  customerServiceLinkText,
  type FeedbackKind,
  type FeedbackPictureName,
} from '../../shared/ui/feedback/FeedbackView.tsx';
import {
  doubleTextSize,
  launchBrowser,
  openVisitTab,
  routeEndpoint,
  saveScreenshot,
  session,
  type VisitTab,
} from './harness.ts';

let browser: Browser;
/** The stub shell's tab: each test opens its page in it afresh. */
let tab: VisitTab;

beforeAll(async () => {
  browser = await launchBrowser();
  tab = await openVisitTab(browser, { shell: true });
});
afterAll(async () => {
  await browser?.close();
});

function open(address: string, beforeOpen?: (page: Page) => Promise<unknown>) {
  return tab.visit(address, { beforeOpen });
}

/** The view's picture: drawn, visible and of a size a borrower sees at a glance. */
async function pictureOf(page: Page, kind: FeedbackKind, name: FeedbackPictureName = kind) {
  const picture = page.locator(`main [data-feedback="${kind}"] svg[data-icon="${name}"]`);
  await picture.waitFor();
  const box = await picture.boundingBox();
  return { visible: await picture.isVisible(), width: box?.width ?? 0 };
}

/** The Customer Service link's target: the page of this site, carrying the session. */
async function serviceLinkOf(page: Page) {
  const link = page.getByRole('link', { name: customerServiceLinkText });
  await link.waitFor();
  const target = new URL((await link.getAttribute('href')) ?? '', 'http://site.invalid');
  return { path: target.pathname, sessionId: target.searchParams.get('sessionId') };
}

describe('feedback view', () => {
  it('a failure shows its picture, a short title, the message as its line, Retry and the way to Customer Service', async () => {
    const { page, errors } = await open(`/complaintList?${session}`, (tab) =>
      routeEndpoint(tab, 'complaintList', { status: 500 }),
    );
    expect(await pictureOf(page, 'failure', 'server-trouble')).toMatchObject({
      visible: true,
      width: 40,
    });
    expect(await page.locator('main h2').textContent()).toBe(serverTroubleTitle);
    expect(await page.getByRole('alert').textContent()).toBe(failureMessages.http);
    expect(await page.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
    expect(await serviceLinkOf(page)).toEqual({
      path: '/customerService.html',
      sessionId: new URLSearchParams(session).get('sessionId'),
    });
    await saveScreenshot(page, 'feedback-failure-390x844');
    await doubleTextSize(page);
    // The picture grows with the text, as the words beside it do.
    expect(await pictureOf(page, 'failure', 'server-trouble')).toMatchObject({
      visible: true,
      width: 80,
    });
    await saveScreenshot(page, 'feedback-failure-200-text');
    expect(errors.filter((error) => !/500/.test(error))).toEqual([]);
  });

  it("no connection: its own picture and title over the message (the complaint calls' own word)", async () => {
    const { page } = await open(`/complaintList?${session}`, (tab) =>
      routeEndpoint(tab, 'complaintList', { abort: true }),
    );
    expect(await pictureOf(page, 'failure', 'no-connection')).toMatchObject({ visible: true });
    expect(await page.locator('main h2').textContent()).toBe(noConnectionTitle);
    // Spec §8: a complaint call's network failure says 'error'; the title says what that means.
    expect(await page.getByRole('alert').textContent()).toBe('error');
    await saveScreenshot(page, 'feedback-no-connection-390x844');
  });

  it('an empty list shows its picture, what is empty and the way to Customer Service', async () => {
    const { page, errors } = await open(`/complaintList?${session}&mock=empty`);
    expect(await pictureOf(page, 'empty')).toMatchObject({ visible: true, width: 40 });
    // The empty scenario's first tab, Processing, holds no complaint.
    const title = page.getByRole('heading', { name: emptyTabMessage('Processing') });
    expect(await title.isVisible()).toBe(true);
    expect(await page.getByText(emptyListHelp).isVisible()).toBe(true);
    const makeComplaint = page.getByRole('button', { name: makeComplaintText });
    expect((await makeComplaint.boundingBox())?.height).toBeGreaterThanOrEqual(48);
    expect(await serviceLinkOf(page)).toEqual({
      path: '/customerService.html',
      sessionId: new URLSearchParams(session).get('sessionId'),
    });
    await saveScreenshot(page, 'feedback-empty-390x844');
    await doubleTextSize(page);
    expect(await pictureOf(page, 'empty')).toMatchObject({ visible: true, width: 80 });
    await saveScreenshot(page, 'feedback-empty-200-text');
    expect(errors).toEqual([]);
  });

  it("a public page's failure offers the phone, its number never split between lines it fits on, and never wider than the screen", async () => {
    // A registration link without its campaign: promotion's failure, with the phone.
    const { page, errors } = await open('/promotion');
    const link = page.getByRole('link', { name: callServiceText() });
    await link.waitFor();
    /** How many lines the number's text takes, and whether the page scrolls sideways. */
    const layout = () =>
      link.evaluate((element) => {
        const number = element.querySelector('span span');
        const text = document.createRange();
        if (number) text.selectNodeContents(number);
        const lines = new Set([...text.getClientRects()].map((rect) => Math.round(rect.top)));
        const root = document.documentElement;
        return {
          numberLines: number ? lines.size : 0,
          sideways: root.scrollWidth > root.clientWidth,
        };
      });
    expect(await layout()).toEqual({ numberLines: 1, sideways: false });
    await doubleTextSize(page);
    expect((await layout()).sideways).toBe(false);
    await saveScreenshot(page, 'feedback-phone-200-text');
    expect(errors).toEqual([]);
  });
});
