// Test preview page (spec §2): editable fields, links to every page with the fields as query, photo
// input, contact field with submit, geolocation.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPages } from '../../scripts/build/pages-plugin.ts';
import { pageTable } from '../../shared/config/pages.ts';
import { groupPayCode } from '../../shared/format/payCode.ts';
import { payCode as mockPayCode } from '../../shared/mock/repaymentFixtures.ts';
import { scenarios } from '../../shared/mock/scenarios.ts';
import { launchBrowser, openVisitTab, type VisitTab } from './harness.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const built = new Set(builtPages(root).map((page) => page.file));

let browser: Browser;
// One tab opens the page test after test: in a browser, and in the stub shell.
let browserTab: VisitTab;
let shellTab: VisitTab;
let opened: Awaited<ReturnType<VisitTab['visit']>>;
beforeAll(async () => {
  browser = await launchBrowser();
  [browserTab, shellTab] = await Promise.all([
    openVisitTab(browser),
    openVisitTab(browser, { shell: true }),
  ]);
});
afterAll(async () => {
  await Promise.all([browserTab?.close(), shellTab?.close()]);
  await browser?.close();
});

async function openPreview(query = '') {
  opened = await browserTab.visit(`/testPreview${query}`);
  return opened.page;
}

describe('test preview page', () => {
  it('shows the eight editable fields, prefilled from the query', async () => {
    const page = await openPreview('?orderId=5005&mock=status-200');
    for (const name of [
      'appVersion',
      'deviceName',
      'deviceId',
      'osVersion',
      'sessionId',
      'gps_adid',
      'productId',
      'orderId',
    ]) {
      await expect
        .poll(() => page.getByLabel(name, { exact: true }).count(), { message: name })
        .toBe(1);
    }
    expect(await page.getByLabel('orderId', { exact: true }).inputValue()).toBe('5005');
    expect(opened.errors).toEqual([]);
  });

  it('links to every page of the table with the edited fields as query', async () => {
    const page = await openPreview('?mock=status-200');
    // The session fields are folded under their summary line.
    expect(await page.getByLabel('productId', { exact: true }).isVisible()).toBe(false);
    await page.getByText('Session fields', { exact: true }).click();
    await page.getByLabel('productId', { exact: true }).fill('77');
    await page.getByLabel('sessionId', { exact: true }).fill('qa-session');

    const links = await page
      .locator('main section[aria-labelledby="preview-pages"] a[href]')
      .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
    const targets = pageTable.filter((row) => row.name !== 'testPreview' && built.has(row.file));
    expect(links.map((href) => path.posix.basename(new URL(href).pathname))).toEqual(
      targets.map((row) => row.file),
    );
    for (const href of links) {
      const query = new URL(href).searchParams;
      expect(query.get('productId')).toBe('77');
      expect(query.get('sessionId')).toBe('qa-session');
      expect(query.get('orderId')).toBe('9001');
      expect(query.get('mock')).toBe('status-200');
    }
    for (const row of pageTable.filter(
      (entry) => entry.name !== 'testPreview' && !built.has(entry.file),
    )) {
      await expect
        .poll(() => page.getByText(`${row.file} · not in this build`, { exact: true }).count())
        .toBe(1);
    }
  });

  it('lists every mock scenario with its line; the one picked goes into every link', async () => {
    const page = await openPreview('?mock=status-200');
    const picker = page.locator('main details', { hasText: 'Mock scenario' });
    await picker.locator('summary').click();
    const names = await picker
      .getByRole('radio')
      .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
    expect(names).toEqual(Object.keys(scenarios));
    for (const [name, { description }] of Object.entries(scenarios)) {
      expect(await picker.getByText(description, { exact: true }).count(), name).toBeGreaterThan(0);
    }
    expect(await picker.getByRole('radio', { name: /^status-200/ }).isChecked()).toBe(true);

    await picker.getByRole('radio', { name: /^empty/ }).check();
    const links = await page
      .locator('main section[aria-labelledby="preview-pages"] a[href]')
      .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(new URL(href).searchParams.get('mock')).toBe('empty');
    expect(opened.errors).toEqual([]);
  });

  it("opens Repayment by code 2 with the code of the link's order, stored first", async () => {
    const page = await openPreview('?mock=status-174');
    const link = page
      .locator('main section[aria-labelledby="preview-pages"]')
      .getByRole('link', { name: /repaymentOfCode2/ });
    await link.click();
    await page.waitForURL(/\/repaymentOfCode2(\.html)?\?/);
    const code = page.getByText(groupPayCode(mockPayCode), { exact: true });
    await expect.poll(() => code.count()).toBeGreaterThan(0);
    expect(await page.getByText('There is no pay code to show', { exact: false }).count()).toBe(0);
    expect(opened.errors).toEqual([]);
  });

  it('shows the picked photo', async () => {
    const page = await openPreview();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
      'base64',
    );
    await page
      .getByLabel('Choose a photo')
      .setInputFiles({ name: 'id-front.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => page.getByRole('img', { name: 'Selected' }).count()).toBe(1);
    expect(await page.getByText('id-front.png · 1 KB').count()).toBe(1);
  });

  // Two visits: a second Submit within the double-tap window of the first would be ignored.
  it('asks for a contact number before submitting', async () => {
    const page = await openPreview();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByText('Please enter a contact number').count()).toBe(1);
  });

  it('keeps digits only in the contact field, grouped 3-4-4, and submits it', async () => {
    const page = await openPreview();
    const field = page.getByLabel('Contact number');
    await field.pressSequentially('0917-123x4567 99');
    expect(await field.inputValue()).toBe('091 7123 4567');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByText('Submitted: 091 7123 4567').count()).toBe(1);
  });

  it('shows longitude and latitude from the geolocation button', async () => {
    const page = await openPreview();
    try {
      await opened.context.grantPermissions(['geolocation']);
      await opened.context.setGeolocation({ longitude: 121.0244, latitude: 14.5547 });
      await page.getByRole('button', { name: 'Get location' }).click();
      await expect.poll(() => page.getByText('Longitude: 121.024400').count()).toBe(1);
      expect(await page.getByText('Latitude: 14.554700').count()).toBe(1);
    } finally {
      // The tab's next page starts without the permission, as a fresh one would.
      await opened.context.clearPermissions();
    }
  });

  it('says so when location permission is denied', async () => {
    const page = await openPreview();
    await page.getByRole('button', { name: 'Get location' }).click();
    await expect.poll(() => page.getByText('Location permission was denied.').count()).toBe(1);
  });

  it('sends every bridge command to the shell with its payload', async () => {
    opened = await shellTab.visit('/testPreview?productId=12&sessionId=s-1');
    const { page } = opened;
    for (const label of [
      'Open this page in the shell',
      'Open the product screen',
      'Go home',
      'Go to Mine',
      'Close the web view',
      'Force login',
      'Call customer service',
      'Rate the app',
      'Send a burial point',
      'Start the bank flow',
      'End the bank flow',
    ]) {
      await page.getByRole('button', { name: label }).click();
    }

    const messages = await opened.bridgeMessages();
    expect(messages).toEqual([
      {
        command: 'openPage',
        payload: { url: expect.stringMatching(/\/testPreview\.html\?sessionId=s-1$/) },
      },
      { command: 'openPageWithParam', payload: { page: 'product', productId: '12' } },
      { command: 'goHome', payload: {} },
      { command: 'goMine', payload: {} },
      { command: 'closeWebView', payload: {} },
      { command: 'forceLogin', payload: {} },
      { command: 'callPhone', payload: { phone: '02888812345' } },
      { command: 'goAppStoreRating', payload: {} },
      { command: 'burialPoint', payload: { event: 'testPreview', productId: '12' } },
      { command: 'startBankFlow', payload: {} },
      { command: 'endBankFlow', payload: {} },
    ]);
    expect(opened.errors).toEqual([]);
  });

  it("goes back on the shell's back button when the page registered no handler", async () => {
    opened = await shellTab.visit('/testPreview');
    // The tab left for about:blank before the visit, so there is a page to go back to.
    await Promise.all([
      opened.page.waitForURL('about:blank'),
      opened.page.evaluate(() => {
        setTimeout(() => (window as unknown as { onNativeBack: () => void }).onNativeBack(), 0);
      }),
    ]);
  });
});
