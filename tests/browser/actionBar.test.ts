// The action bar on the screen's edge (shared/ui/action-bar/): on a short page as on a long one,
// at 390x844 and at 200% text, the bar's bottom edge is the viewport's bottom edge, never
// mid-screen with empty page below it; at 200% text it takes at most a quarter of the screen.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  doubleTextSize,
  launchBrowser,
  openVisitTab,
  phoneViewport,
  saveScreenshot,
  session,
  type VisitTab,
} from './harness.ts';

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

/** Pages with primary actions, short and long, each with the name of its primary button. */
const shortPages = [
  { name: 'bindCard', address: `/bindCard?productId=12&${session}`, action: 'Next' },
  {
    name: 'complainPageNext',
    address: `/complainPageNext?problemType=1&problemSonType=2&orderNo=PA2025061104170&orderId=9001&${session}`,
    action: 'Send',
  },
  {
    name: 'confirm',
    address: `/confirm?productId=1001&orderId=9001&${session}&mock=confirm-no-popups`,
    action: 'Next',
  },
  // The pay step of the older repayment: Pay was in the flow under the cards, mid-screen.
  { name: 'legacyRepay', address: `/legacyRepay?orderId=9001&${session}`, action: 'Pay ₱4.505,00' },
  // A campaign's registration: the lender's registration comes before the bar, never after it.
  {
    name: 'promotion',
    address: '/promotion?id=7&app_from=fb&user_from=ad12&utm_tag=summer&links_id=L5',
    action: 'Apply now',
  },
] as const;

/**
 * Where the bar holding the button is, in CSS px of the viewport: the box stuck to the bottom
 * (the actions alone, at large text on confirm, where its consent row waits in the page).
 */
function barBox(page: Page, action: string) {
  return page.getByRole('button', { name: action, exact: true }).evaluate((button) => {
    let element: Element | null = button;
    while (element && getComputedStyle(element).position !== 'sticky') {
      element = element.parentElement;
    }
    const box = (element ?? button).getBoundingClientRect();
    return { top: box.top, bottom: box.bottom, height: box.height, viewport: innerHeight };
  });
}

/** How far the bar's bottom edge is from the viewport's, at the top of the page and at its end. */
async function gapsUnderTheBar(page: Page, action: string, screenshot: string) {
  const top = await barBox(page, action);
  await saveScreenshot(page, screenshot, { fullPage: false });
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  const end = await barBox(page, action);
  await saveScreenshot(page, `${screenshot}-end`, { fullPage: false });
  return {
    atTop: Math.round(top.viewport - top.bottom),
    atEnd: Math.round(end.viewport - end.bottom),
    share: Math.max(top.height, end.height) / top.viewport,
  };
}

describe.each(shortPages)('$name', ({ name, address, action }) => {
  async function open() {
    const { page, errors } = await tab.visit(address);
    await page.getByRole('button', { name: action, exact: true }).waitFor();
    expect(await page.evaluate(() => innerHeight)).toBe(phoneViewport.height);
    return { page, errors };
  }

  it('at 390x844 the bar is on the bottom edge of the screen', async () => {
    const { page, errors } = await open();
    const { atTop, atEnd } = await gapsUnderTheBar(page, action, `action-bar-${name}`);
    expect({ atTop, atEnd }).toEqual({ atTop: 0, atEnd: 0 });
    expect(errors).toEqual([]);
  });

  it('at 200% text the bar is on the bottom edge and takes at most a quarter of the screen', async () => {
    const { page, errors } = await open();
    await doubleTextSize(page);
    const { atTop, atEnd, share } = await gapsUnderTheBar(page, action, `action-bar-${name}-200`);
    expect({ atTop, atEnd }).toEqual({ atTop: 0, atEnd: 0 });
    expect(share).toBeLessThanOrEqual(0.25);
    expect(errors).toEqual([]);
  });
});
