// The lender's registration (SEC Memorandum Circular No. 19, series of 2019) on every page that
// advertises or offers the loan: landing, promotion, About us and both loan confirm pages, from the
// build's settings. Landing, promotion and About us carry it in the HTML before any script runs, and
// keep it once the page runs (a hydrated page keeps the build's markup: shared/page/
// hydratedPage.tsx PrerenderedOnly); the confirm pages show it with the loan, just before the
// agreement and Next, so that the action bar stays on the screen's edge at 200 % text; promotion
// ends each view with it, inside the view's <main> and before the Apply bar, so the bar ends the page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../shared/config/config.ts';
import {
  doubleTextSize,
  launchBrowser,
  openVisitTab,
  saveScreenshot,
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
beforeAll(async () => {
  browser = await launchBrowser();
  [withScript, noScript] = await Promise.all([
    openVisitTab(browser),
    openVisitTab(browser, { javaScript: false }),
  ]);
});
afterAll(async () => {
  await Promise.all([withScript?.close(), noScript?.close()]);
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
  it('comes with the loan, in the page, just before the agreement and Next', async () => {
    const { page, errors } = await withScript.visit(address);
    const notice = page.getByRole('complementary', { name: 'Lender registration' });
    await notice.waitFor();
    const order = await notice.evaluate((element) => ({
      inMain: Boolean(element.closest('main')),
      next: element.nextElementSibling?.getAttribute('aria-label') ?? '',
    }));
    expect(order, name).toEqual({ inMain: true, next: 'Actions' });
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
