// Public landing page (spec §2 'Public landing page (/)', §5 landing contact form) on the built
// site: the whole page is in the HTML and its nav works as plain anchors without JavaScript; with
// it, the nav marks and links the section on screen, the contact form says a blank field at that
// field and success in a toast, sending nothing, and the privacy policy shows in a frame.
import { fileURLToPath } from 'node:url';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { builtPages } from '../../scripts/build/pages-plugin.ts';
import {
  launchBrowser,
  newPhoneContext,
  type OpenedPage,
  openVisitTab,
  phoneViewport,
  saveScreenshot,
  doubleTextSize,
  siteUrl,
  type VisitTab,
  watchErrors,
  watchFor,
  wrappedPhrases,
} from './harness.ts';
import { doubleTapMs } from '../../shared/hooks/usePendingAction.ts';
import { defaultConfig } from '../../shared/config/config.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const privacyPolicyBuilt = builtPages(root).some((page) => page.name === 'privacyPolicy');

const home = { id: 'home', label: 'Home Page' };
const procedures = { id: 'procedures', label: 'Procedures' };
const qa = { id: 'qa', label: 'Q&A' };
const contact = { id: 'contact', label: 'Contact us' };
const policy = { id: 'policy', label: 'Privacy Policy' };
const sections = [home, procedures, qa, contact, policy];

let browser: Browser;
// One tab with JavaScript and one without open the page test after test.
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

function open(address: string, { javaScript = true }: { javaScript?: boolean } = {}) {
  return (javaScript ? withScript : noScript).visit(address);
}

/** Console errors, less the frame's 404 while this build has no privacy page to show in it. */
function unexpectedErrors(page: Pick<OpenedPage, 'errors'>): string[] {
  return page.errors.filter((error) => privacyPolicyBuilt || !error.includes('status of 404'));
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Sections' });
const navLink = (page: Page, label: string) =>
  nav(page).getByRole('link', { name: label, exact: true });

/** The nav entries marked with aria-current. */
function marked(page: Page): Promise<string[]> {
  return nav(page)
    .locator('a[aria-current]')
    .evaluateAll((links) => links.map((link) => link.textContent ?? ''));
}

/** How far a section's top is from the bottom of the sticky nav bar, in CSS px. */
function offsetUnderNav(page: Page, id: string): Promise<number> {
  return page.evaluate((sectionId) => {
    const section = document.getElementById(sectionId);
    const bar = document.querySelector('nav[aria-label="Sections"]');
    if (!section || !bar) return Number.NaN;
    return section.getBoundingClientRect().top - bar.getBoundingClientRect().bottom;
  }, id);
}

/**
 * How the nav bar stands on the screen: the page or the entries' list scrolling sideways, the
 * entries cut or off the screen, and how many rows of entries it shows.
 */
function navLayout(page: Page) {
  return page.evaluate(() => {
    const list = document.querySelector('nav[aria-label="Sections"] ul');
    const links = [...document.querySelectorAll('nav[aria-label="Sections"] a')];
    return {
      pageSideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
      navScrolls: !!list && list.scrollWidth > list.clientWidth,
      outside: links
        .filter((link) => {
          const box = link.getBoundingClientRect();
          return (
            box.left < 0 || box.right > innerWidth + 0.5 || link.scrollWidth > link.clientWidth
          );
        })
        .map((link) => link.textContent),
      rows: new Set(links.map((link) => Math.round(link.getBoundingClientRect().top))).size,
      twoLines: links
        .filter((link) => {
          const range = document.createRange();
          range.selectNodeContents(link);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
        })
        .map((link) => link.textContent),
    };
  });
}

function shoot(page: Page, name: string) {
  return saveScreenshot(page, `landing-${name}`, { fullPage: false });
}

describe('landing page without JavaScript', () => {
  it('has the whole text in the HTML', async () => {
    const landing = await open('/', { javaScript: false });
    const { page } = landing;
    const text = (await page.locator('#root').textContent()) ?? '';
    for (const expected of [
      'PesoAgad cash loans for 91 to 365 calendar days',
      '₱1.000\u2060–\u2060₱20.000',
      '0.05% per day',
      'Get the app',
      'Also on the App Store',
      '91 to 365 days to repay',
      '1 day from your application',
      '1–3 days after you accept',
      '18+ Filipinos living here',
      'Filipino citizens over 18 with a permanent address in the Philippines',
      'Application',
      'Disbursement',
      'Who can apply for a loan?',
      'not earlier than 7 calendar days after the money was disbursed',
      '₱1.000,00 for new clients and ₱800,00 for repeat clients',
      'days 1-30: 5% a day',
      'grace period of 10 days',
      'support@pesoagad.ph',
      'Open the privacy policy in full page',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(await nav(page).getByRole('link').allTextContents()).toEqual(
      sections.map((section) => section.label),
    );
    for (const label of ['Name', 'Telephone', 'E-mail', 'Remark']) {
      expect(await page.getByLabel(label, { exact: true }).count(), label).toBe(1);
    }
    expect(await page.getByRole('button', { name: 'Submit' }).count()).toBe(1);
    // Styled by the HTML's own stylesheets: the nav bar sticks to the top.
    expect(
      await page.evaluate(() => {
        const bar = document.querySelector('[data-island="sectionNav"]');
        return bar ? getComputedStyle(bar).position : '';
      }),
    ).toBe('sticky');
    await shoot(page, 'no-js');
    expect(unexpectedErrors(landing)).toEqual([]);
  });

  it('jumps to each section by its nav anchor, and opens answers with no script', async () => {
    const { page } = await open('/', { javaScript: false });
    for (const { id, label } of [...sections].reverse()) {
      await navLink(page, label).tap();
      await expect.poll(() => new URL(page.url()).hash, { message: label }).toBe(`#${id}`);
      await expect
        .poll(async () => Math.abs(await offsetUnderNav(page, id)), { message: label })
        .toBeLessThanOrEqual(2);
    }
    await navLink(page, 'Q&A').tap();
    const answer = page.getByText('Filipino citizens over 18');
    expect(await answer.isVisible()).toBe(false);
    await page.getByText('Who can apply for a loan?').tap();
    await expect.poll(() => answer.isVisible()).toBe(true);
    await shoot(page, 'no-js-qa');
  });
});

describe('landing page nav', () => {
  it('marks, links and shows the section of each entry tapped', async () => {
    const landing = await open('/');
    const { page } = landing;
    // Hydrated: the entry of the section on screen is marked.
    await expect.poll(() => marked(page)).toEqual(['Home Page']);
    await shoot(page, 'home');
    for (const { id, label } of [procedures, qa, contact, policy, home]) {
      await navLink(page, label).tap();
      await expect.poll(() => new URL(page.url()).hash, { message: label }).toBe(`#${id}`);
      await expect.poll(() => marked(page), { message: label }).toEqual([label]);
      expect(await navLink(page, label).getAttribute('aria-current')).toBe('location');
      await expect
        .poll(async () => Math.abs(await offsetUnderNav(page, id)), { message: label })
        .toBeLessThanOrEqual(2);
      // The marked entry is within the nav's own width, even when the nav scrolls sideways.
      const box = await navLink(page, label).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390 + 1, label).toBe(true);
      if (id !== 'home') await shoot(page, id);
    }
    expect(unexpectedErrors(landing)).toEqual([]);
  });

  it('opens /#qa on Q&A, marked', async () => {
    const landing = await open('/#qa');
    const { page } = landing;
    await expect.poll(() => marked(page)).toEqual(['Q&A']);
    expect(Math.abs(await offsetUnderNav(page, 'qa'))).toBeLessThanOrEqual(2);
    expect(new URL(page.url()).hash).toBe('#qa');
    expect(unexpectedErrors(landing)).toEqual([]);
  });

  it('follows scrolling with the mark and the hash, adding no history entries', async () => {
    const { page } = await open('/?utm_tag=sms');
    await expect.poll(() => marked(page)).toEqual(['Home Page']);
    const historyLength = await page.evaluate(() => history.length);
    for (const { id, label } of [contact, procedures, qa]) {
      await page.evaluate((sectionId) => {
        document.getElementById(sectionId)?.scrollIntoView();
      }, id);
      await expect.poll(() => marked(page), { message: label }).toEqual([label]);
      await expect.poll(() => new URL(page.url()).hash, { message: label }).toBe(`#${id}`);
    }
    expect(new URL(page.url()).search).toBe('?utm_tag=sms');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  it.each([{ width: 390 }, { width: 360 }])(
    'on a $width px screen every entry keeps one line, in one row that scrolls sideways alone, the entry marked in sight',
    async ({ width }) => {
      const { page } = await open('/');
      await page.setViewportSize({ width, height: 740 });
      onTestFinished(() => page.setViewportSize(phoneViewport));
      await expect.poll(() => marked(page)).toEqual(['Home Page']);
      const { outside, navScrolls, ...layout } = await navLayout(page);
      expect(layout).toEqual({ pageSideways: false, rows: 1, twoLines: [] });
      // What the row cannot show is beyond its end, never cut at its start.
      expect(outside.includes('Home Page')).toBe(false);
      expect(navScrolls).toBe(outside.length > 0);
      await shoot(page, `nav-${width}`);
      await page.evaluate(() => document.getElementById('policy')?.scrollIntoView());
      await expect.poll(() => marked(page)).toEqual(['Privacy Policy']);
      await expect
        .poll(() =>
          navLink(page, 'Privacy Policy').evaluate((link) => {
            const box = link.getBoundingClientRect();
            return box.left >= 0 && box.right <= innerWidth + 0.5;
          }),
        )
        .toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    },
  );

  it.each([{ width: 390 }, { width: 360 }])(
    'fits a $width px screen at 200% text: the entries wrap onto rows, every one whole on screen',
    async ({ width }) => {
      const landing = await open('/');
      const { page } = landing;
      await page.setViewportSize({ width, height: 740 });
      // The tab's next page opens at phone size again.
      onTestFinished(() => page.setViewportSize(phoneViewport));
      await doubleTextSize(page);
      await expect.poll(() => marked(page)).toEqual(['Home Page']);
      // An entry of two words may take two lines here.
      const { rows, twoLines: _twoLines, ...layout } = await navLayout(page);
      expect(layout).toEqual({ pageSideways: false, navScrolls: false, outside: [] });
      expect(rows).toBeGreaterThan(1);
      const small = await nav(page)
        .getByRole('link')
        .evaluateAll((links) =>
          links
            .filter((link) => {
              const box = link.getBoundingClientRect();
              return box.height < 48 || box.width < 48;
            })
            .map((link) => link.textContent),
        );
      expect(small).toEqual([]);
      await shoot(page, width === 360 ? 'large-text' : `large-text-${width}`);
      // The rows leave most of the screen to the page, and a section followed from them shows its
      // title under them.
      const navHeight = (await nav(page).boundingBox())?.height ?? Infinity;
      expect(navHeight).toBeLessThanOrEqual(740 / 4);
      await navLink(page, 'Privacy Policy').tap();
      await expect.poll(() => marked(page)).toEqual(['Privacy Policy']);
      const box = await navLink(page, 'Privacy Policy').boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width + 1).toBe(true);
      const title = await page.locator('#policy-title').boundingBox();
      expect(title && title.y >= navHeight).toBe(true);
      expect(unexpectedErrors(landing)).toEqual([]);
    },
  );
});

describe('landing first screen', () => {
  it.each([
    { width: 360, height: 740 },
    { width: 390, height: 844 },
  ])(
    'at $width x $height: the amounts and the rate in sight without scrolling, one primary action, the nav on one line each',
    async (size) => {
      const { page, errors } = await open('/');
      await page.setViewportSize(size);
      onTestFinished(() => page.setViewportSize(phoneViewport));
      const home = page.locator('#home');
      const navBottom = (await nav(page).boundingBox())?.height ?? Infinity;
      /** Where a figure is, and on how many lines. */
      const figure = (label: string) =>
        home
          .locator('dl > div')
          .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
          .getByRole('definition')
          .evaluate((element) => {
            const box = element.getBoundingClientRect();
            const number = element.firstElementChild ?? element;
            const range = document.createRange();
            range.selectNodeContents(number);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            return {
              text: element.textContent,
              top: box.top,
              bottom: box.bottom,
              lines: lines.size,
            };
          });
      const amount = await figure('Loan amount');
      const rate = await figure('Interest rate');
      expect([amount.text, rate.text]).toEqual(['₱1.000\u2060–\u2060₱20.000', '0.05% per day']);
      for (const shown of [amount, rate]) {
        expect(shown.top, shown.text ?? '').toBeGreaterThanOrEqual(navBottom);
        expect(shown.bottom, shown.text ?? '').toBeLessThanOrEqual(size.height);
      }
      // The range never breaks inside.
      expect(amount.lines).toBe(1);
      // One primary action, in sight, to the store of this (Android-like) visitor, the other
      // store a quiet link on its row.
      const getTheApp = page.getByRole('link', { name: 'Get the app' });
      expect(await getTheApp.count()).toBe(1);
      expect(await getTheApp.getAttribute('href')).toBe(defaultConfig.googlePlayUrl);
      const other = page.getByRole('link', { name: 'Also on the App Store' });
      expect(await other.getAttribute('href')).toBe(defaultConfig.appStoreUrl);
      const [button, link] = await Promise.all([getTheApp.boundingBox(), other.boundingBox()]);
      expect(button && button.y + button.height <= size.height).toBe(true);
      expect(
        button && link && link.y < button.y + button.height && button.y < link.y + link.height,
      ).toBe(true);
      const styles = await Promise.all(
        [getTheApp, other].map((element) =>
          element.evaluate((anchor) => getComputedStyle(anchor).backgroundColor),
        ),
      );
      expect(styles[0]).not.toBe(styles[1]);
      expect((await navLayout(page)).twoLines).toEqual([]);
      if (size.height === 844) {
        const notice = home.getByRole('complementary', { name: 'Lender registration' });
        expect(await notice.textContent()).toContain(
          `SEC Registration No. ${defaultConfig.secRegistrationNumber}`,
        );
        const box = await notice.boundingBox();
        expect(box && box.y + box.height).toBeLessThanOrEqual(size.height);
      }
      await shoot(page, `first-screen-${size.width}`);
      expect(unexpectedErrors({ errors })).toEqual([]);
    },
  );

  it('on an iPhone, Get the app leads to the App Store and the quiet link to Google Play', async () => {
    const context = await newPhoneContext(browser, {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    });
    onTestFinished(() => context.close());
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(siteUrl('/'));
    const other = page.getByRole('link', { name: 'Also on Google Play' });
    await other.waitFor();
    expect(await other.getAttribute('href')).toBe(defaultConfig.googlePlayUrl);
    expect(await page.getByRole('link', { name: 'Get the app' }).getAttribute('href')).toBe(
      defaultConfig.appStoreUrl,
    );
    expect(unexpectedErrors({ errors })).toEqual([]);
  });

  it.each([{ width: 390 }, { width: 360 }])(
    'at 200% text on a $width px screen the heading takes at most four lines, its words whole',
    async ({ width }) => {
      const { page } = await open('/');
      await page.setViewportSize({ width, height: 844 });
      onTestFinished(() => page.setViewportSize(phoneViewport));
      await doubleTextSize(page);
      const heading = page.getByRole('heading', { level: 1 });
      const title = 'PesoAgad cash loans for 91 to 365 calendar days';
      expect(await heading.textContent()).toBe(title);
      const lines = await heading.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines).toBeLessThanOrEqual(4);
      expect(await wrappedPhrases(heading, title.split(' '))).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      await shoot(page, `heading-200-${width}`);
    },
  );
});

describe('landing contact form', () => {
  it('asks for complete information at each blank field, then says Successful! and clears, sending nothing', async () => {
    const landing = await open('/#contact');
    const { page } = landing;
    await expect.poll(() => marked(page)).toEqual(['Contact us']);
    // Once loaded and idle, the page asks for the service worker's script (delivery.ts): that is
    // the deploy's housekeeping, not the form's, so the count starts after it.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => new URL(entry.name).pathname.endsWith('/sw.js')),
        ),
      )
      .toBe(true);
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    const toast = (text: string) => page.getByText(text, { exact: true });
    const submit = page.getByRole('button', { name: 'Submit' });

    const incomplete = page.getByText('Please provide complete information!', { exact: true });
    await submit.tap();
    // At each of the four blank fields, the first with focus.
    await expect.poll(() => incomplete.count()).toBe(4);
    await expect
      .poll(() =>
        page
          .getByLabel('Name', { exact: true })
          .evaluate((name) => name === document.activeElement),
      )
      .toBe(true);

    await page.getByLabel('Name', { exact: true }).fill('Maria Santos');
    await page.getByLabel('Telephone', { exact: true }).pressSequentially('0917-123-4567 89');
    expect(await page.getByLabel('Telephone', { exact: true }).inputValue()).toBe('091 7123 4567');
    await page.getByLabel('E-mail', { exact: true }).fill('maria@example.ph');
    // Each tap after the double-tap window of the one before: within it, the form takes a tap
    // as the second half of a double tap and ignores it.
    await page.waitForTimeout(doubleTapMs + 50);
    await submit.tap();
    // The remark is still empty: said there alone, with focus moved there from the e-mail.
    const remark = page.getByLabel('Remark', { exact: true });
    await expect
      .poll(() => remark.evaluate((field) => field === document.activeElement))
      .toBe(true);
    expect(await remark.getAttribute('aria-invalid')).toBe('true');
    expect(await incomplete.count()).toBe(1);
    expect(await incomplete.getAttribute('id')).toBe(await remark.getAttribute('aria-describedby'));
    await shoot(page, 'contact-incomplete');

    await page.getByLabel('Remark', { exact: true }).fill('Please call me after 5 pm.');
    await page.waitForTimeout(doubleTapMs + 50);
    const successful = watchFor(toast('Successful!'));
    await submit.dblclick();
    await successful;
    expect(await incomplete.count()).toBe(0);
    for (const label of ['Name', 'Telephone', 'E-mail', 'Remark']) {
      expect(await page.getByLabel(label, { exact: true }).inputValue(), label).toBe('');
    }
    await shoot(page, 'contact-successful');

    // Nothing went over the wire: no call, and no form submission reloading the page. Focus on a
    // blank field scrolls the page, the nav puts the section on screen in the address, and the
    // browser asks for the page's icon again on each new address: that is not a call. A request
    // the page makes now is reported after anything the taps sent, so once it is, all of that is.
    const marker = page.waitForRequest((request) => request.url().endsWith('?after-submit'));
    await page.evaluate(() => void fetch('/favicon.svg?after-submit'));
    await marker;
    expect(
      requests
        .filter((request) => request.frame() === page.mainFrame())
        .filter((request) => !new URL(request.url()).pathname.endsWith('/favicon.svg'))
        .map((request) => `${request.resourceType()} ${request.url()}`),
    ).toEqual([]);
    expect(new URL(page.url()).search).toBe('');
    expect(unexpectedErrors(landing)).toEqual([]);
  });
});

describe('landing privacy policy', () => {
  it('shows the privacy page in a frame, with a link to open it full page', async () => {
    const { page } = await open('/#policy');
    const frame = page.getByTitle('Privacy Policy');
    expect(await frame.evaluate((element) => element.tagName)).toBe('IFRAME');
    const src = await frame.evaluate((element) => (element as HTMLIFrameElement).src);
    expect(new URL(src).pathname).toBe('/privacyPolicy.html');
    expect(
      await page
        .getByRole('link', { name: 'Open the privacy policy in full page' })
        .getAttribute('href'),
    ).toBe('/privacyPolicy.html');
    if (privacyPolicyBuilt) {
      await expect
        .poll(() =>
          page.frameLocator('iframe[title="Privacy Policy"]').locator('body').textContent(),
        )
        .toMatch(/\S/);
    }
    await shoot(page, 'policy');
  });
});
