// Every page this build ships answers at its file with the document of its clean path (what the
// browser makes of that is everyPage.test.ts's); anything else is a 404 with the branded not-found
// page; the query reaches the page unchanged.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { firstVisitFiles, withStaticImports } from '../../scripts/measure/byte-html.ts';
import { compileHint } from '../../scripts/build/compile-hints.ts';
import { bootCheckFile } from '../../scripts/build/boot-check.ts';
import { manifestPath } from '../../scripts/build/build-info.ts';
import { builtPages } from '../../scripts/build/pages-plugin.ts';
import { cleanPathOf } from '../../shared/config/pages.ts';
import { launchBrowser, openPage, siteUrl } from './harness.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const pages = builtPages(root);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// Each test opens its own browser context: four run at a time.
describe.concurrent('the page table makes the site', () => {
  it('ships at least the test preview page', ({ expect }) => {
    expect(pages.map((page) => page.name)).toContain('testPreview');
  });

  for (const page of pages) {
    it(`/${page.file} answers with the same document as ${cleanPathOf(page)}`, async ({
      expect,
    }) => {
      const [byFile, byPath] = await Promise.all(
        [`/${page.file}?orderId=9001`, `${cleanPathOf(page)}?orderId=9001`].map((address) =>
          fetch(siteUrl(address)),
        ),
      );
      expect(byFile?.status).toBe(200);
      expect(byFile?.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await byFile?.text()).toBe(await byPath?.text());
    });
  }

  it('passes the query to the page unchanged', async ({ expect }) => {
    const query = '?productId=12&orderId=9001&sessionId=a%20b&gps_adid=x-1&empty=';
    const opened = await openPage(browser, `/testPreview${query}`);
    try {
      expect(await opened.page.evaluate(() => location.search)).toBe(query);
    } finally {
      await opened.context.close();
    }
  });

  it('answers 404 with the not-found page for a path that names no page', async ({ expect }) => {
    for (const address of [
      '/noSuchPage',
      '/noSuchPage.html',
      '/orderDetails',
      '/pages/testPreview',
      '/deep/er/path?orderId=1',
    ]) {
      const response = await fetch(siteUrl(address));
      expect(response.status, address).toBe(404);
      expect(response.headers.get('content-type'), address).toMatch(/^text\/html/);
      expect(await response.text(), address).toContain('<title>Page not found</title>');
    }
  });

  it('shows the branded not-found page without JavaScript, and its link leads home', async ({
    expect,
  }) => {
    const opened = await openPage(browser, '/no/such/page', { javaScript: false });
    try {
      expect(opened.status).toBe(404);
      const { page } = opened;
      expect(await page.title()).toBe('Page not found');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
      // The brand colours of the template reach the page, even at this depth of path.
      const header = await page
        .locator('header')
        .evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(header).toBe('rgb(20, 33, 61)');
      const home = page.getByRole('link', { name: 'Go to the home page' });
      const box = await home.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(48);
      const [response] = await Promise.all([page.waitForNavigation(), home.click()]);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe('/index.html');
    } finally {
      await opened.context.close();
    }
  });

  it('ships HTML made from the one template with the title of the table', ({ expect }) => {
    for (const page of pages) {
      const html = fs.readFileSync(path.join(inject('distDir'), page.file), 'utf8');
      expect(html).toContain(
        '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />',
      );
      expect(html).toMatch(/<meta name="theme-color" content="#[0-9a-f]{3,8}" \/>/i);
      expect(html).toContain('<meta name="color-scheme" content="only light" />');
      // The minifier writes the keywords in its own order.
      expect(html).toMatch(/:root\{[^}]*color-scheme:(only light|light only)[;}]/);
      expect(html).toContain('<div id="root">');
      if (page.title) expect(html).toContain(`<title>${page.title}</title>`);
    }
  });

  it('ships 404.html from the same template, with no script', ({ expect }) => {
    const html = fs.readFileSync(path.join(inject('distDir'), '404.html'), 'utf8');
    expect(html).toContain('<title>Page not found</title>');
    expect(html).toContain('<meta name="color-scheme" content="only light" />');
    expect(html).toContain('<h1');
    expect(html).not.toContain('<script');
  });

  it("starts what a page loads first with V8's compile hint, and leaves a lazy library without", ({
    expect,
  }) => {
    const dist = inject('distDir');
    const firstLine = (file: string) =>
      fs.readFileSync(path.join(dist, file), 'utf8').split('\n', 1)[0];
    // What each page's HTML asks for and what that imports statically (the byte report's reading).
    const manifest = JSON.parse(fs.readFileSync(manifestPath(dist), 'utf8')) as Parameters<
      typeof withStaticImports
    >[1];
    const loadedFirst = new Set(
      pages.flatMap(
        (page) =>
          withStaticImports(
            firstVisitFiles(fs.readFileSync(path.join(dist, page.file), 'utf8')),
            manifest,
          ).jsFiles,
      ),
    );
    // The boot check is built apart and runs once, after load: no hint to compile it early.
    loadedFirst.delete(bootCheckFile);
    expect(loadedFirst.size).toBeGreaterThan(pages.length);
    for (const file of loadedFirst) expect(firstLine(file), file).toBe(compileHint);
    // The barcode encoder (jsbarcode) loads only when a pay code has no picture.
    const assets = fs.readdirSync(path.join(dist, 'assets'));
    const barcode = assets.find((file) => /^GeneratedBarcode-.*\.js$/.test(file));
    expect(barcode).toBeDefined();
    expect(firstLine(`assets/${barcode}`)).not.toContain('allFunctionsCalledOnLoad');
  });

  it('writes the rules of Cloudflare Pages and Netlify, no page rule among them', ({ expect }) => {
    const redirects = fs.readFileSync(path.join(inject('distDir'), '_redirects'), 'utf8');
    expect(redirects.split('\n').filter((line) => line && !line.startsWith('#'))).toEqual([]);
    const headers = fs.readFileSync(path.join(inject('distDir'), '_headers'), 'utf8');
    expect(headers).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(headers).toContain(
      "/orderDetail\n  ! Content-Security-Policy\n  ! Permissions-Policy\n  Cache-Control: no-cache\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-",
    );
  });
});
