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
/** The same, for the short screens (each set before its page opens). */
let shortTab: VisitTab;

beforeAll(async () => {
  browser = await launchBrowser();
  [tab, shortTab] = await Promise.all([
    openVisitTab(browser, { shell: true }),
    openVisitTab(browser, { shell: true }),
  ]);
});
afterAll(async () => {
  await Promise.all([tab?.close(), shortTab?.close()]);
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

/** How many lines the words of a button's name take (a part hidden from its name, the amount beside it, left out). */
function labelLines(page: Page, action: string) {
  return page.getByRole('button', { name: action, exact: true }).evaluate((button) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode as Text;
      if (text.parentElement?.closest('[aria-hidden="true"]') || !text.data.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });
}

/** Where a second action and its hint are: inside the bar stuck to the bottom, or in the page above it. */
function secondPlace(page: Page, action: string, second: { name: string; hint: string }) {
  return page.evaluate(
    ({ action, second }) => {
      const buttons = [...document.querySelectorAll('button')];
      const main = buttons.find((button) => button.textContent === action);
      const other = buttons.find((button) => button.textContent === second.name);
      const hint = [...document.querySelectorAll('p')].find((p) => p.textContent === second.hint);
      let bar: Element | null | undefined = main;
      while (bar && getComputedStyle(bar).position !== 'sticky') bar = bar.parentElement;
      if (!bar || !other || !hint) return 'missing';
      if (bar.contains(other) || bar.contains(hint)) return 'in the bar';
      const barTop = bar.getBoundingClientRect().top;
      const above = [other, hint].every(
        (element) => element.getBoundingClientRect().bottom <= barTop + 0.5,
      );
      return above ? 'in the page above the bar' : 'under the bar';
    },
    { action, second },
  );
}

const ids = 'productId=1001&orderId=9001';
const order = (scenario: string) => `/orderDetail?${ids}&${session}&mock=${scenario}`;
const rollover = { name: 'Rollover Repayment', hint: 'Short of money?' };

/**
 * Every state of every page with a bar, each with its main action: at 200% text the bar stays on
 * the screen's bottom edge, takes at most a quarter of the 390x844 screen, and its main label keeps
 * one line; a second action the bar cannot hold waits in the page above it.
 */
const barStates: { state: string; address: string; action: string; second?: typeof rollover }[] = [
  { state: 'orderDetail-174', address: order('status-174'), action: 'Repayment' },
  {
    state: 'orderDetail-174-delay',
    address: order('status-174-delay'),
    action: 'REPAY',
    second: rollover,
  },
  { state: 'orderDetail-180', address: order('status-180'), action: 'Repayment' },
  {
    state: 'orderDetail-180-delay',
    address: order('status-180-delay'),
    action: 'REPAY',
    second: rollover,
  },
  { state: 'orderDetail-200', address: order('status-200'), action: 'Borrow Again' },
  { state: 'repay', address: `/repay?${ids}&${session}`, action: 'Payment Method' },
  { state: 'repayDelay', address: `/repayDelay?${ids}&${session}`, action: 'Payment Method' },
  {
    state: 'confirmV2',
    address: `/confirmV2?${ids}&${session}&mock=confirm-no-popups`,
    action: 'Get ₱8.500 now',
  },
  ...shortPages.map(({ name, address, action }) => ({ state: name, address, action })),
];

describe.each(barStates)('$state at 200% text', ({ state, address, action, second }) => {
  it('the bar is on the bottom edge, at most a quarter of the screen, its main label on one line', async () => {
    const { page, errors } = await tab.visit(address);
    await page.getByRole('button', { name: action, exact: true }).waitFor();
    await doubleTextSize(page);
    expect(await labelLines(page, action)).toBe(1);
    const { atTop, atEnd, share } = await gapsUnderTheBar(page, action, `action-bar-${state}-200`);
    expect({ atTop, atEnd }).toEqual({ atTop: 0, atEnd: 0 });
    expect(share).toBeLessThanOrEqual(0.25);
    if (second) expect(await secondPlace(page, action, second)).toBe('in the page above the bar');
    expect(errors).toEqual([]);
  });
});

describe.each(['174', '180'])('orderDetail %s with rollover at usual text', (status) => {
  it('Rollover with its hint stands in the bar beside REPAY, their bottoms in line', async () => {
    const { page, errors } = await tab.visit(order(`status-${status}-delay`));
    await page.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
    expect(await secondPlace(page, 'REPAY', rollover)).toBe('in the bar');
    const [repay, other] = await Promise.all(
      ['REPAY', rollover.name].map((name) =>
        page.getByRole('button', { name, exact: true }).boundingBox(),
      ),
    );
    const bottom = (box: typeof repay) => Math.round((box?.y ?? 0) + (box?.height ?? 0));
    expect(repay && other && repay.x > other.x + other.width).toBe(true);
    expect(bottom(repay)).toBe(bottom(other));
    expect(await labelLines(page, 'REPAY')).toBe(1);
    await saveScreenshot(page, `action-bar-orderDetail-${status}-delay`, { fullPage: false });
    expect(errors).toEqual([]);
  });
});

/**
 * The shortest screens a page meets: a phone held sideways, at usual and 200% text, and the
 * narrowest phone at 200% text. There the loan header can fill the first screen, and a bar inside
 * the <main> under it would start below the screen's edge (a sticky box rises no higher than its
 * parent's top): every bar is on the bottom edge at first and at the end.
 */
const shortScreens = [
  { width: 740, height: 360, textSizes: ['', '-200'] },
  { width: 320, height: 568, textSizes: ['-200'] },
] as const;

describe.each(barStates)('$state on a short screen', ({ state, address, action }) => {
  it.each(shortScreens)(
    'at $width x $height the bar is on the bottom edge',
    async ({ width, height, textSizes }) => {
      const { page, errors } = await shortTab.visit(address, {
        beforeOpen: (opening) => opening.setViewportSize({ width, height }),
      });
      await page.getByRole('button', { name: action, exact: true }).waitFor();
      for (const large of textSizes) {
        if (large) {
          await doubleTextSize(page);
          await page.evaluate(() => scrollTo(0, 0));
        }
        const view = `action-bar-${state}-${width}x${height}${large}`;
        const { atTop, atEnd } = await gapsUnderTheBar(page, action, view);
        // Within a pixel: at 740 px the page's height is fractional and scrolls by whole pixels.
        expect(Math.abs(atTop), `${view} at the top`).toBeLessThanOrEqual(1);
        expect(Math.abs(atEnd), `${view} at the end`).toBeLessThanOrEqual(1);
      }
      expect(errors).toEqual([]);
    },
  );
});
