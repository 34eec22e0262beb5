// The lender's registration (SEC Memorandum Circular No. 19, series of 2019) on every page that
// advertises or offers the loan: landing, promotion, About us and both loan confirm pages, from the
// build's settings. Landing, promotion and About us carry it in the HTML before any script runs, and
// keep it once the page runs (a hydrated page keeps the build's markup: shared/page/
// hydratedPage.tsx PrerenderedOnly); the confirm pages end their <main> with it, the agreement and
// Next just after; promotion ends each view with it, inside the view's <main> and before the Apply
// bar, so the bar ends the page. "Disclosure Statement" in its advisory is a link: on the confirm
// pages to the agreement the server lists under that name, elsewhere to the address the staging
// build configures (the loan terms' section on the cost of the loan). Where a bar is stuck to the
// screen's bottom edge (confirm, confirmV2, promotion's form), the block never sits under it at rest,
// on phone screens from 320x568 to 430x932 and a landscape one, at usual and 200 % text.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../shared/config/config.ts';
import {
  doubleTextSize,
  launchBrowser,
  openVisitTab,
  saveScreenshot,
  settled,
  type VisitTab,
} from './harness.ts';

const session = 'sessionId=s-1&productId=1001&orderId=9001';
const prerenderedPages = [
  { name: 'landing', address: '/' },
  { name: 'promotion', address: '/promotion?id=7&app_from=fb&links_id=L5' },
  { name: 'aboutUs', address: '/aboutUs' },
];
const confirmPages = [
  { name: 'confirm', address: `/confirm?${session}` },
  { name: 'confirmV2', address: `/confirmV2?${session}` },
];
const pages = [...prerenderedPages, ...confirmPages];

let browser: Browser;
let withScript: VisitTab;
let noScript: VisitTab;
/** The tab that opens each page at each screen size in turn (the size set before the page opens). */
let sizedTab: VisitTab;
beforeAll(async () => {
  browser = await launchBrowser();
  [withScript, noScript, sizedTab] = await Promise.all([
    openVisitTab(browser),
    openVisitTab(browser, { javaScript: false }),
    openVisitTab(browser),
  ]);
});
afterAll(async () => {
  await Promise.all([withScript?.close(), noScript?.close(), sizedTab?.close()]);
  await browser?.close();
});

/** The block's text, or '' when the page has none. */
async function noticeText(page: Page): Promise<string> {
  const notice = page.getByRole('complementary', { name: 'Lender registration' });
  return (await notice.count()) === 1 ? ((await notice.textContent()) ?? '') : '';
}

function expectRegistration(text: string, where: string) {
  for (const part of [
    defaultConfig.lenderName,
    `SEC Registration No. ${defaultConfig.secRegistrationNumber}`,
    `Certificate of Authority No. ${defaultConfig.certificateOfAuthorityNumber}`,
    'study the terms and conditions in the Disclosure Statement',
  ]) {
    expect(text, `${where}: ${part}`).toContain(part);
  }
}

describe.each(prerenderedPages)("the lender's registration on $name", ({ name, address }) => {
  it('is in the HTML the build wrote', async () => {
    const { page } = await noScript.visit(address);
    expectRegistration(await noticeText(page), `${name} without script`);
  });
});

describe.each(confirmPages)("the lender's registration on $name", ({ name, address }) => {
  it('ends the page with the loan, just before the agreement and Next', async () => {
    const { page, errors } = await withScript.visit(address);
    const notice = page.getByRole('complementary', { name: 'Lender registration' });
    await notice.waitFor();
    const order = await notice.evaluate((element) => {
      const main = element.closest('main');
      return {
        endsMain: main?.lastElementChild === element,
        next: main?.nextElementSibling?.getAttribute('aria-label') ?? '',
      };
    });
    expect(order, name).toEqual({ endsMain: true, next: 'Actions' });
    expect(errors).toEqual([]);
  });
});

describe.each(pages)("the lender's registration on $name", ({ name, address }) => {
  it('stays once the page runs, framed and readable, with no error', async () => {
    const { page, errors } = await withScript.visit(address);
    expectRegistration(await noticeText(page), name);
    const style = await page
      .getByRole('complementary', { name: 'Lender registration' })
      .evaluate((notice) => {
        const computed = getComputedStyle(notice);
        return { border: computed.borderTopStyle, size: Number.parseFloat(computed.fontSize) };
      });
    expect(style.border).toBe('solid');
    expect(style.size).toBeGreaterThanOrEqual(14);
    await saveScreenshot(page, `lender-notice-${name}`);
    expect(errors).toEqual([]);
  });
});

/** Where the block is in its view: inside <main>, and what follows its frame there. */
function placeInView(page: Page) {
  return page.getByRole('complementary', { name: 'Lender registration' }).evaluate((notice) => {
    const frame = notice.parentElement;
    return {
      inMain: Boolean(notice.closest('main')),
      next: frame?.nextElementSibling?.getAttribute('aria-label') ?? 'nothing',
    };
  });
}

/**
 * Where the block's white starts to show: its border box, less a left border painted in the colour
 * of what is behind it (a navy accent on a navy section is no edge).
 */
function paintedLeft(page: Page): Promise<number> {
  return page.getByRole('complementary', { name: 'Lender registration' }).evaluate((notice) => {
    const style = getComputedStyle(notice);
    let behind = notice.parentElement;
    while (behind && getComputedStyle(behind).backgroundColor === 'rgba(0, 0, 0, 0)') {
      behind = behind.parentElement;
    }
    const behindColour = behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)';
    const hidden = style.borderLeftColor === behindColour;
    return (
      notice.getBoundingClientRect().left + (hidden ? Number.parseFloat(style.borderLeftWidth) : 0)
    );
  });
}

describe.each(pages)("the lender's registration on $name", ({ name, address }) => {
  it('shows its edge where its box starts, whatever the colour behind it', async () => {
    const { page } = await withScript.visit(address);
    const notice = page.getByRole('complementary', { name: 'Lender registration' });
    await notice.waitFor();
    const box = await notice.boundingBox();
    expect(await paintedLeft(page), name).toBe(box?.x);
  });
});

describe('landing', () => {
  it.each(['', ' at 200% text'])(
    "lines the registration's edge up with the figure tiles above it on the navy section%s",
    async (large) => {
      const { page, errors } = await withScript.visit('/');
      if (large) await doubleTextSize(page);
      const tiles = page.locator('#home dl > div');
      const tileLefts = await tiles.evaluateAll((elements) =>
        elements.map((element) => element.getBoundingClientRect().left),
      );
      expect(Math.min(...tileLefts)).toBe(await paintedLeft(page));
      await saveScreenshot(page, `lender-notice-landing-edge${large ? '-200' : ''}`);
      expect(errors).toEqual([]);
    },
  );
});

describe('promotion', () => {
  it('on the form, the registration ends the view just before the Apply bar, never after it', async () => {
    const { page, errors } = await withScript.visit('/promotion?id=7&app_from=fb&links_id=L5');
    await page.getByRole('button', { name: 'Apply now' }).waitFor();
    expect(await placeInView(page)).toEqual({ inMain: true, next: 'Register' });
    expect(errors).toEqual([]);
  });

  it('opened straight on the download view (a reload), the registration ends the view', async () => {
    const { page, errors } = await withScript.visit(
      '/promotion?id=7&app_from=fb&links_id=L5#/downloadTemplate?id=7&app_from=fb&links_id=L5',
    );
    await page.getByRole('heading', { name: 'What happens next' }).waitFor();
    expectRegistration(await noticeText(page), 'promotion download view, opened straight');
    expect(await placeInView(page)).toEqual({ inMain: true, next: 'nothing' });
    expect(errors).toEqual([]);
  });

  it('keeps the registration under the download view the form leads to', async () => {
    const { page, errors } = await withScript.visit('/promotion?id=7&app_from=fb&links_id=L5');
    await page.evaluate(() => {
      location.hash = '#/downloadTemplate?id=7&app_from=fb&links_id=L5';
    });
    await page.getByRole('heading', { name: 'What happens next' }).waitFor();
    expectRegistration(await noticeText(page), 'promotion download view');
    expect(errors).toEqual([]);
  });
});

/** "Disclosure Statement" in the block's advisory. */
const disclosureLink = (page: Page) =>
  page
    .getByRole('complementary', { name: 'Lender registration' })
    .getByRole('link', { name: 'Disclosure Statement' });

describe.each(prerenderedPages)('the Disclosure Statement on $name', ({ name, address }) => {
  it("is a link in the build's HTML to the lender's Disclosure Statement, and opens it", async () => {
    const { page } = await noScript.visit(address);
    expect(await disclosureLink(page).getAttribute('href'), name).toBe('/loanAgreement#disclosure');
    const { page: running } = await withScript.visit(address);
    await disclosureLink(running).click();
    await running.waitForURL(/\/loanAgreement#disclosure$/);
    await running.locator('#disclosure').waitFor();
    expect(await running.locator('#disclosure h2').first().textContent()).toContain(
      'Disclosure of the cost of your loan',
    );
  });
});

/** A confirm page with its agreements, the variant's promotional popup closed (as a borrower has it). */
async function openLoan(
  address: string,
  tab = withScript,
  options?: Parameters<VisitTab['visit']>[1],
) {
  const visited = await tab.visit(`${address}&mock=confirm-no-popups`, options);
  await visited.page.getByRole('list', { name: 'Agreements' }).waitFor();
  const promotion = visited.page.getByRole('dialog', { name: 'Special offer' });
  if (await promotion.isVisible()) {
    await promotion.getByRole('button', { name: 'Close' }).click();
    await promotion.waitFor({ state: 'detached' });
  }
  return visited;
}

describe.each(confirmPages)('the Disclosure Statement on $name', ({ name, address }) => {
  it('opens the agreement the server lists under that name', async () => {
    const { page } = await openLoan(address);
    await disclosureLink(page).click();
    await page.waitForURL(/\/loanAgreement\?/);
    // The mock lists it second: the jump asked for its place.
    expect(new URL(page.url()).searchParams.get('position'), name).toBe('1');
  });
});

/** Phone screens, narrowest to largest, and one held sideways. */
const screens = [
  { width: 320, height: 568 },
  { width: 360, height: 640 },
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 412, height: 915 },
  { width: 430, height: 932 },
  { width: 740, height: 360 },
];

/** The pages that draw the block above a bar stuck to the screen's bottom edge, with the bar's name. */
const pagesWithBar = [
  ...confirmPages.map((page) => ({ ...page, bar: 'Actions' })),
  { name: 'promotion', address: '/promotion?id=7&app_from=fb&links_id=L5', bar: 'Register' },
];

/**
 * Where the block and the bar are on the screen, in CSS px: the block's frame, the last line of its
 * text (the link's tap padding is no line) and its right edge, the part of the bar stuck to the
 * screen's edge (at large text on confirm, the actions alone), and the bottom of what is stuck to
 * the screen's top (the page's title bar), 0 when nothing is.
 */
function placeOnScreen(page: Page, bar: string) {
  return page.evaluate((bar) => {
    const notice = document.querySelector('[aria-label="Lender registration"]');
    const region = document.querySelector(`[aria-label="${bar}"]`);
    if (!notice || !region) return undefined;
    const frame = notice.getBoundingClientRect();
    const lines: DOMRect[] = [];
    const walker = document.createTreeWalker(notice, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    while (walker.nextNode()) {
      range.selectNodeContents(walker.currentNode);
      lines.push(...range.getClientRects());
    }
    const sticky = (element: Element) => getComputedStyle(element).position === 'sticky';
    const stuck = [region, ...region.querySelectorAll('*')]
      .filter(sticky)
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.height > 0);
    const atTop = [...document.querySelectorAll('body *')]
      .filter((element) => sticky(element) && getComputedStyle(element).top !== 'auto')
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.top <= 0.5 && box.bottom > 0);
    const last = lines.reduce((low, line) => (line.bottom > low.bottom ? line : low));
    return {
      top: frame.top,
      bottom: frame.bottom,
      lastLineTop: last.top,
      lastLine: last.bottom,
      right: Math.max(frame.right, ...lines.map((line) => line.right)),
      titleBottom: Math.max(0, ...atTop.map((box) => box.bottom)),
      barTop: Math.min(...stuck.map((box) => box.top)),
      barBottom: Math.max(...stuck.map((box) => box.bottom)),
    };
  }, bar);
}

/**
 * "At rest": the page loaded, then scrolled to its end. On the first screen a block whose last line
 * is on the screen shows it clear of the bar; at the end the block's frame ends above the bar (the
 * page leaves the bar its room after the block), and between the title bar and the bar there is
 * room for a line of it at least (a bar that fills the screen hides the block at every scroll).
 * Both times the bar is on the screen's bottom edge (within a pixel: a page of fractional height
 * scrolls by whole pixels), and the block is no wider than the screen (a page wider than the screen
 * moves the bar off its edge). Half a pixel over is a box's fractional edge.
 */
function expectAtRest(
  place: Awaited<ReturnType<typeof placeOnScreen>>,
  screen: (typeof screens)[number],
  view: string,
  where: 'first screen' | 'end',
) {
  const at = `${view} ${where}: ${JSON.stringify(place)}`;
  if (!place) throw new Error(`${at}: no block or no bar`);
  expect(Math.abs(screen.height - place.barBottom), `${at}: bar on the edge`).toBeLessThan(1);
  expect(place.right, `${at}: block within the screen`).toBeLessThanOrEqual(screen.width);
  if (where === 'end') {
    expect(place.bottom, `${at}: block above the bar`).toBeLessThanOrEqual(place.barTop + 0.5);
    expect(place.barTop - place.titleBottom, `${at}: room to read`).toBeGreaterThanOrEqual(
      place.lastLine - place.lastLineTop,
    );
  } else if (place.lastLine <= screen.height) {
    expect(place.lastLine, `${at}: last line clear`).toBeLessThanOrEqual(place.barTop + 0.5);
  }
}

describe.each(screens)('at $width x $height', (screen) => {
  it.each(pagesWithBar)(
    "$name: the lender's block never sits under the bar at rest, at usual and 200 % text",
    async ({ name, address, bar }) => {
      const options = { beforeOpen: (page: Page) => page.setViewportSize(screen) };
      const { page, errors } =
        bar === 'Actions'
          ? await openLoan(address, sizedTab, options)
          : await sizedTab.visit(address, options);
      await page.getByRole('region', { name: bar }).getByRole('button').first().waitFor();
      for (const large of ['', '-200']) {
        if (large) {
          await doubleTextSize(page);
          await page.evaluate(() => window.scrollTo(0, 0));
        }
        await settled(page);
        const view = `${name}${large} ${screen.width}x${screen.height}`;
        expectAtRest(await placeOnScreen(page, bar), screen, view, 'first screen');
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        expectAtRest(await placeOnScreen(page, bar), screen, view, 'end');
        const picture = `lender-notice-${name}-${screen.width}x${screen.height}${large}`;
        await saveScreenshot(page, picture, { fullPage: false });
      }
      expect(errors).toEqual([]);
    },
  );
});
