// The lender's registration (SEC Memorandum Circular No. 19, series of 2019) on every page that
// advertises or offers the loan: landing, promotion, About us and both loan confirm pages, from the
// build's settings. Landing, promotion and About us carry it in the HTML before any script runs, and
// keep it once the page runs (a hydrated page keeps the build's markup: shared/page/
// hydratedPage.tsx PrerenderedOnly); the confirm pages show it with the loan, just before the
// agreement and Next, so that the action bar stays on the screen's edge at 200 % text; promotion
// ends each view with it, inside the view's <main> and before the Apply bar, so the bar ends the page.
// "Disclosure Statement" in its advisory is a link: on the confirm pages to the agreement the server
// lists under that name, elsewhere to the address the staging build configures (the loan terms'
// section on the cost of the loan). On the confirm pages the block never sits under the action bar at
// rest: at 390x844, 100 % and 200 % text, on the first screen and scrolled to the end.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../shared/config/config.ts';
import {
  doubleTextSize,
  launchBrowser,
  openVisitTab,
  phoneViewport,
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
async function openLoan(address: string) {
  const visited = await withScript.visit(`${address}&mock=confirm-no-popups`);
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

  it.each(['', ' at 200% text'])(
    'the block never sits under the action bar at rest%s: it ends above the bar, on the first screen and at the end',
    async (large) => {
      const { page, errors } = await openLoan(address);
      if (large) await doubleTextSize(page);
      await settled(page);
      for (const where of ['first screen', 'end']) {
        if (where === 'end') {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        }
        const place = await page.evaluate(() => {
          const notice = document.querySelector('[aria-label="Lender registration"]');
          // The part of the bar stuck to the screen's edge (at large text, the actions alone).
          const stuck = [
            ...document.querySelectorAll('[aria-label="Actions"], [aria-label="Actions"] *'),
          ]
            .filter((element) => getComputedStyle(element).position === 'sticky')
            .map((element) => element.getBoundingClientRect())
            .filter((box) => box.height > 0);
          return {
            top: notice?.getBoundingClientRect().top ?? 0,
            bottom: notice?.getBoundingClientRect().bottom ?? 0,
            barTop: Math.min(...stuck.map((box) => box.top)),
          };
        });
        expect(place.barTop, `${name}${large}: the bar is on the screen`).toBeLessThan(
          phoneViewport.height,
        );
        // Whole above the bar, or not yet on the screen: never with a line under the bar.
        const clear = place.bottom <= place.barTop || place.top >= phoneViewport.height;
        expect(clear, `${name}${large} ${where}: ${JSON.stringify(place)}`).toBe(true);
        if (where === 'end') expect(place.bottom).toBeLessThanOrEqual(place.barTop);
      }
      await saveScreenshot(page, `lender-notice-${name}-end${large ? '-200' : ''}`, {
        fullPage: false,
      });
      expect(errors).toEqual([]);
    },
  );
});
