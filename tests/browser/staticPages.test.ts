// The static text pages (spec §2 'About us', 'Privacy policy', 'Loan terms and conditions') work
// with JavaScript off: no script in the HTML, the whole text readable, contents links that jump.
// Customer service (spec §2, contract §3): the telephone dials through the shell or a tel: link,
// the e-mail is a mailto: link.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../shared/config/config.ts';
import {
  launchBrowser,
  openVisitTab,
  phoneViewport,
  saveScreenshot,
  siteUrl,
  type VisitTab,
} from './harness.ts';

let browser: Browser;
// One tab each, opening page after page: JavaScript off, a plain browser, the stub shell.
let noScript: VisitTab;
let plain: VisitTab;
let shell: VisitTab;

beforeAll(async () => {
  browser = await launchBrowser();
  [noScript, plain, shell] = await Promise.all([
    openVisitTab(browser, { javaScript: false }),
    openVisitTab(browser),
    openVisitTab(browser, { shell: true }),
  ]);
});
afterAll(async () => {
  await Promise.all([noScript?.close(), plain?.close(), shell?.close()]);
  await browser?.close();
});

async function screenshot(page: Page, name: string) {
  expect(page.viewportSize()).toEqual(phoneViewport);
  await saveScreenshot(page, name, { fullPage: false });
}

interface StaticPageCase {
  name: string;
  title: string;
  /** Texts that must be on screen, besides the title and the contents. */
  texts: string[];
  contents: boolean;
}

const staticPages: StaticPageCase[] = [
  {
    name: 'aboutUs',
    title: 'About us',
    contents: false,
    texts: [
      `Welcome to ${defaultConfig.appName}`,
      'Our mission',
      'Why borrow with us',
      'Our team',
      'Contact us',
      'Customer service e-mail',
      defaultConfig.serviceEmail,
    ],
  },
  {
    name: 'privacyPolicy',
    title: 'Privacy Policy',
    contents: true,
    texts: [
      'Data Privacy Act of 2012 (Republic Act No. 10173)',
      'National Privacy Commission',
      'Identifier for Advertisers (IDFA)',
      'Location (GPS)',
      'persons under 18 years of age',
      'acts as grievance officer',
      defaultConfig.serviceEmail,
    ],
  },
  {
    name: 'loanAgreement',
    title: 'Loan terms and conditions',
    contents: true,
    texts: [
      'governed by the laws of the Republic of the Philippines',
      'from 91 to 365 calendar days',
      'within 1 day',
      'within 1 to 3 calendar days of acceptance',
      '₱1.000,00 for new clients',
      '₱800,00 for repeat clients',
      '5% per day for days 1 to 30',
      '4% per day for days 31 to 90',
      '2% per day from day 91',
      'once half of the loan term has passed',
      'not earlier than 7 calendar days after disbursement',
      'by the same period',
      'before, during or after maturity',
      'within 3 calendar days',
      'at least 7 business days',
      'grace period of 10 days',
      'be a Filipino citizen',
      'be 18 years of age or over',
      'have a permanent address in the Philippines',
      'Truth in Lending Act (Republic Act No. 3765)',
      'Republic Act No. 9474',
    ],
  },
];

describe.each(staticPages)('/$name with JavaScript off', ({ name, title, texts, contents }) => {
  it('ships HTML without a single script', async () => {
    const response = await fetch(siteUrl(`/${name}`));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.match(/<script\b/gi) ?? []).toEqual([]);
    expect(html).toContain(`<h1`);
  });

  it('shows the whole text: title, contents and key passages, with no script', async () => {
    const { page, errors } = await noScript.visit(`/${name}`);
    expect(await page.locator('script').count(), 'scripts in the page').toBe(0);

    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(title);
    // The whole text is in the page; sections below the screen are laid out (and so have an
    // innerText) only as they come near it.
    const text = ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ');
    for (const passage of texts) expect(text, passage).toContain(passage);

    const sections = page.locator('main section');
    expect(await sections.count()).toBeGreaterThan(0);
    for (const heading of await page.locator('main section h2').all()) {
      await heading.scrollIntoViewIfNeeded();
      expect(await heading.isVisible()).toBe(true);
    }
    if (contents) {
      const links = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
      expect(await links.count()).toBe(await sections.count());
      for (const link of await links.all()) expect(await link.isVisible()).toBe(true);
    } else {
      expect(await page.getByRole('navigation', { name: 'Contents' }).count()).toBe(0);
    }
    expect(errors).toEqual([]);
    await screenshot(page, name);
  });

  // Only long documents have contents to jump through.
  if (contents) {
    it('jumps from each contents entry to its section and back', async () => {
      const { page } = await noScript.visit(`/${name}`);
      const links = await page
        .getByRole('navigation', { name: 'Contents' })
        .getByRole('link')
        .all();

      for (const link of links) {
        const hash = (await link.getAttribute('href')) ?? '';
        const label = await link.innerText();
        await link.click();

        await expect.poll(() => new URL(page.url()).hash, { message: label }).toBe(hash);
        const heading = page.locator(`${hash} h2`);
        expect(await heading.innerText()).toBe(label);
        // The heading is on screen, at the top unless the page ends first.
        const box = await heading.boundingBox();
        expect(box, label).not.toBeNull();
        expect(box?.y ?? -1, label).toBeGreaterThanOrEqual(0);
        expect((box?.y ?? 0) + (box?.height ?? 0), label).toBeLessThanOrEqual(phoneViewport.height);

        await page.locator(`${hash}`).getByRole('link', { name: 'Back to contents' }).click();
        await expect.poll(() => new URL(page.url()).hash).toBe('#contents');
      }
    });
  }
});

describe('/customerService', () => {
  it('calls through the shell callPhone command when the telephone is tapped in the app', async () => {
    const { page, errors, bridgeMessages } = await shell.visit('/customerService?sessionId=s-1');
    const telephone = page.getByRole('link', { name: /^Telephone/ });
    await telephone.click();

    await expect
      .poll(bridgeMessages)
      .toEqual([{ command: 'callPhone', payload: { phone: '09171234567' } }]);
    expect(new URL(page.url()).pathname).toBe('/customerService');
    expect(errors).toEqual([]);
    await screenshot(page, 'customerService');
  });

  it('outside the app the telephone is a tel: link and the e-mail a mailto: link', async () => {
    const { page, errors } = await plain.visit('/customerService?sessionId=s-1');

    await expect
      .poll(() => page.getByRole('link', { name: /^Telephone/ }).getAttribute('href'))
      .toBe('tel:09171234567');
    // The groups joined by no-break spaces: the number never breaks inside.
    expect(await page.getByRole('link', { name: /^Telephone/ }).innerText()).toContain(
      '091\u00a07123\u00a04567',
    );
    expect(await page.getByRole('link', { name: /^E-mail/ }).getAttribute('href')).toBe(
      `mailto:${defaultConfig.serviceEmail}`,
    );
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Customer Service');
    expect(errors).toEqual([]);
  });

  it('offers Retry and the configured contacts when the reply is garbled', async () => {
    const { page } = await plain.visit('/customerService?mock=garbled');

    await expect.poll(() => page.getByRole('button', { name: 'Retry' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: /^Telephone/ }).getAttribute('href')).toBe(
      `tel:${defaultConfig.defaultServicePhone}`,
    );
    await screenshot(page, 'customerService-failed');
  });
});
