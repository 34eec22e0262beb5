// Payment instructions (spec §2 'Payment instructions for the online payment provider'; contract §1):
// the guidance is in the HTML without a script, the pictures keep their room (no layout shift),
// a picture enlarges on a tap and closes on a tap, Escape or the shell's back, and the page at
// 390x844 and at 200% text size.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  layoutShiftSoFar,
  type OpenedPage,
  openPage,
  openVisitTab,
  saveScreenshot,
  doubleTextSize,
  closeTabs,
  type VisitTab,
} from './harness.ts';

const address = '/repayInstructions?sessionId=s-1&orderId=9001';

let browser: Browser;
/** One tab inside the stub shell that opens the page for each test in turn. */
let tab: VisitTab;
/** The one page opened without JavaScript, in a tab of its own. */
const opened: OpenedPage[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  tab = await openVisitTab(browser, { shell: true });
});
afterEach(() => closeTabs(opened));
afterAll(async () => {
  await tab?.close();
  await browser?.close();
});

const open = () => tab.visit(address);

const thumbs = (page: Page) => page.getByRole('button', { name: /Tap to enlarge$/ });
const dialog = (page: Page) => page.getByRole('dialog');

async function screenshot(page: Page, name: string) {
  await saveScreenshot(page, `repayInstructions-${name}`);
}

describe('payment instructions', () => {
  it('carries every step and picture without a script, each picture with its size', async () => {
    const withoutScript = await openPage(browser, address, { shell: true, javaScript: false });
    opened.push(withoutScript);
    const { page, errors } = withoutScript;
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual([
      'Find your pay code',
      'Pay with an e-wallet: the Bills menu',
      'Pay with an e-wallet: Pay Bills and search',
      'Pay in cash at a store',
      'After you pay',
    ]);
    const sizes = await page
      .locator('main img')
      .evaluateAll((images) =>
        images.map((image) => [image.getAttribute('width'), image.getAttribute('height')]),
      );
    expect(sizes).toEqual(Array.from({ length: 4 }, () => ['180', '360']));
    expect(errors).toEqual([]);
  });

  it('does not move when the pictures arrive (layout shift 0.02 at most)', async () => {
    const { page } = await open();
    await page.locator('main img').evaluateAll((images) =>
      Promise.all(
        images.map((image) => {
          const img = image as HTMLImageElement;
          img.loading = 'eager';
          return img.decode().catch(() => undefined);
        }),
      ),
    );
    const shift = await layoutShiftSoFar(page);
    expect(shift).toBeLessThanOrEqual(0.02);
  });

  it('enlarges a picture on a tap and closes it on a tap on the picture', async () => {
    const { page, errors } = await open();
    const thumb = thumbs(page).nth(1);
    const small = await thumb.locator('img').boundingBox();
    await thumb.click();
    await dialog(page).waitFor();
    expect(await dialog(page).getAttribute('aria-labelledby')).toBeTruthy();
    expect(
      await page.getByRole('dialog', { name: 'The Bills tile in the e-wallet app' }).count(),
    ).toBe(1);
    const large = await dialog(page).locator('img').boundingBox();
    expect(large?.width ?? 0).toBeGreaterThan((small?.width ?? 0) * 2);
    await screenshot(page, 'enlarged');

    await dialog(page)
      .getByRole('button', { name: /Tap the picture to close it/ })
      .click();
    await dialog(page).waitFor({ state: 'detached' });
    expect(await thumb.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('closes with Escape, and the shell back button closes it without leaving the page', async () => {
    const { page, bridgeMessages } = await open();
    await thumbs(page).first().click();
    await dialog(page).waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });

    await thumbs(page).first().click();
    await dialog(page).waitFor();
    await page.evaluate(() => (window as unknown as { onNativeBack: () => void }).onNativeBack());
    await dialog(page).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/repayInstructions');
    expect(await bridgeMessages()).toEqual([]);
  });

  it('keeps the keyboard inside the open picture and works at 390x844', async () => {
    const { page } = await open();
    await screenshot(page, 'default');
    await thumbs(page).first().focus();
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    for (let tab = 0; tab < 4; tab += 1) {
      await page.keyboard.press('Tab');
      expect(
        await dialog(page).evaluate((element) => element.contains(document.activeElement)),
      ).toBe(true);
    }
  });

  it('at 200% text size: no sideways scroll, pictures and links at least 48px', async () => {
    const { page } = await open();
    await doubleTextSize(page);
    const layout = await page.evaluate(() => {
      const root = document.documentElement;
      const small = [...document.querySelectorAll('main button, main a[href]')]
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.width > 0 && (box.height < 48 || box.width < 48));
      return { sideways: root.scrollWidth > root.clientWidth, small: small.length };
    });
    expect(layout).toEqual({ sideways: false, small: 0 });
    await screenshot(page, 'default-200');
    await thumbs(page).first().click();
    await dialog(page).waitFor();
    await screenshot(page, 'enlarged-200');
  });
});
