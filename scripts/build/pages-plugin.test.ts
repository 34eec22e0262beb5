// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../shared/config/config.ts';
import { findPage, notFoundPage, type PageRow, pageTable } from '../../shared/config/pages.ts';
import { renderPageHtml } from './page-html.ts';
import { builtEntries, builtPages } from './pages-plugin.ts';
import { pageForPath } from './pages-servers.ts';

const pages: readonly PageRow[] = pageTable;

const tempRoots: string[] = [];

function tempRoot(withPages: readonly string[]): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-plugin-'));
  tempRoots.push(root);
  for (const name of withPages) {
    fs.mkdirSync(path.join(root, 'pages', name), { recursive: true });
    fs.writeFileSync(path.join(root, 'pages', name, 'main.tsx'), 'export {};\n');
  }
  return root;
}

afterEach(() => {
  for (const root of tempRoots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe('pageForPath', () => {
  it('maps / and /index.html to landing', () => {
    expect(pageForPath('/', pages)?.name).toBe('landing');
    expect(pageForPath('/index.html', pages)?.name).toBe('landing');
  });

  it('maps the file, the clean path and the clean path with a slash to the page', () => {
    expect(pageForPath('/orderDetail', pages)?.name).toBe('orderDetail');
    expect(pageForPath('/orderDetail/', pages)?.name).toBe('orderDetail');
    expect(pageForPath('/orderDetail.html', pages)?.name).toBe('orderDetail');
    expect(pageForPath('/repaymentOfCode2', pages)?.file).toBe('repaymentOfCode2.html');
  });

  it('gives undefined for any other path', () => {
    expect(pageForPath('/unknown', pages)).toBeUndefined();
    expect(pageForPath('/unknown.html', pages)).toBeUndefined();
    expect(pageForPath('/landing', pages)).toBeUndefined();
    expect(pageForPath('/index', pages)).toBeUndefined();
    expect(pageForPath('/orderdetail', pages)).toBeUndefined();
    expect(pageForPath('/orderDetail/extra', pages)).toBeUndefined();
    expect(pageForPath('/assets/main.js', pages)).toBeUndefined();
    expect(pageForPath('/maxwell/v3/loan-details/loan-details', pages)).toBeUndefined();
  });

  it('only knows the pages it is given', () => {
    const shipped = [findPage('landing'), findPage('repay')];
    expect(pageForPath('/repay', shipped)?.name).toBe('repay');
    expect(pageForPath('/orderDetail', shipped)).toBeUndefined();
    expect(pageForPath('/orderDetail.html', shipped)).toBeUndefined();
  });
});

describe('renderPageHtml', () => {
  it('renders the page shell with its title, viewport, brand colours, root and entry script', () => {
    const html = renderPageHtml(findPage('repay'), defaultConfig);

    expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(html).toContain('<meta charset="UTF-8" />');
    expect(html).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />',
    );
    expect(html).toContain(
      `<meta name="theme-color" content="${defaultConfig.backgroundColor}" />`,
    );
    expect(html).toContain('<title>Payment</title>');
    // Android WebView's automatic dark mode leaves a page alone that says it is light only.
    expect(html).toContain('<meta name="color-scheme" content="only light" />');
    // Another site the borrower goes on to sees this site's origin, never the query with the session.
    expect(html).toContain('<meta name="referrer" content="strict-origin-when-cross-origin" />');
    expect(html).toContain(
      `<style>:root{--brand-background:${defaultConfig.backgroundColor};--brand-font:${defaultConfig.fontColor}}</style>`,
    );
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="module" src="/pages/repay/main.tsx"></script>');
  });

  it('uses the app name for a page without a title', () => {
    const html = renderPageHtml(findPage('landing'), { ...defaultConfig, appName: 'CashNow' });
    expect(html).toContain('<title>CashNow</title>');
    expect(html).toContain('<script type="module" src="/pages/landing/main.tsx"></script>');
  });

  it('escapes the title and the colours', () => {
    const page: PageRow = {
      name: 'repay',
      file: 'repay.html',
      logicalNames: ['repay'],
      title: 'Pay & <b>"now"</b>',
      render: 'hydrated',
    };
    const html = renderPageHtml(page, {
      ...defaultConfig,
      backgroundColor: '"><script>alert(1)</script>',
      fontColor: 'red}</style><b>&',
    });

    expect(html).toContain('<title>Pay &amp; &lt;b&gt;&quot;now&quot;&lt;/b&gt;</title>');
    expect(html).toContain(
      '<meta name="theme-color" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />',
    );
    expect(html).toContain(
      '<style>:root{--brand-background:&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;;--brand-font:red}&lt;/style&gt;&lt;b&gt;&amp;}</style>',
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('escapes the app name used as title', () => {
    const html = renderPageHtml(findPage('landing'), { ...defaultConfig, appName: 'A<B>&C' });
    expect(html).toContain('<title>A&lt;B&gt;&amp;C</title>');
  });
});

describe('builtPages', () => {
  it('lists only the rows whose pages/<name>/main.tsx exists, in table order', () => {
    const root = tempRoot(['repay', 'landing', 'testPreview']);
    fs.mkdirSync(path.join(root, 'pages', 'orderDetail'), { recursive: true });
    fs.writeFileSync(path.join(root, 'pages', 'orderDetail', 'index.tsx'), 'export {};\n');
    fs.mkdirSync(path.join(root, 'pages', 'notInTable'), { recursive: true });
    fs.writeFileSync(path.join(root, 'pages', 'notInTable', 'main.tsx'), 'export {};\n');

    expect(builtPages(root).map((page) => page.name)).toEqual(['landing', 'repay', 'testPreview']);
  });

  it("leaves the developer's pages out of a production build", () => {
    const root = tempRoot(['landing', 'testPreview']);
    expect(builtPages(root, { production: true })).toEqual([findPage('landing')]);
    expect(builtEntries(root, { production: true })).toEqual([findPage('landing')]);
  });

  it('returns the rows of the table themselves', () => {
    const root = tempRoot(['bindCard']);
    expect(builtPages(root)).toEqual([findPage('bindCard')]);
  });

  it('is empty for a root without pages', () => {
    expect(builtPages(tempRoot([]))).toEqual([]);
  });

  it('leaves out the not-found page, which is no row of the table', () => {
    expect(builtPages(tempRoot(['landing', 'notFound']))).toEqual([findPage('landing')]);
  });
});

describe('builtEntries', () => {
  it('is the built pages and then the not-found page, when its folder exists', () => {
    const entries = builtEntries(tempRoot(['notFound', 'repay', 'landing']));
    expect(entries).toEqual([findPage('landing'), findPage('repay'), notFoundPage]);
    expect(entries.at(-1)?.file).toBe('404.html');
  });

  it('has no not-found page without its folder', () => {
    expect(builtEntries(tempRoot(['landing']))).toEqual([findPage('landing')]);
  });
});

describe('renderPageHtml for the not-found page', () => {
  it('is the one template, titled "Page not found"', () => {
    const html = renderPageHtml(notFoundPage, defaultConfig);
    expect(html).toContain('<title>Page not found</title>');
    expect(html).toContain('<meta name="color-scheme" content="only light" />');
    expect(html).toContain(
      `<style>:root{--brand-background:${defaultConfig.backgroundColor};--brand-font:${defaultConfig.fontColor}}</style>`,
    );
  });
});
