// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unknownOutcomeMessages } from '../../shared/api/result.ts';
import { defaultConfig, pageConfig } from '../../shared/config/config.ts';
import { findPage } from '../../shared/config/pages.ts';
import {
  bundleFiguresScript,
  earlyEntryName,
  earlyFiles,
  earlyLoadPages,
  earlyModuleCode,
  earlyModuleId,
  earlyModulePages,
  figuresModuleCode,
  figuresPages,
  figuresScriptTag,
  pageOfEarlyModule,
  withEarlyTags,
  withFiguresScript,
} from './early-page-load.ts';

const tempRoots: string[] = [];
afterEach(() => {
  for (const root of tempRoots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

function tempRoot(files: readonly string[]): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'early-page-load-'));
  tempRoots.push(root);
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), 'export {};\n');
  }
  return root;
}

const orderDetail = findPage('orderDetail');
const repay = findPage('repay');
const landing = findPage('landing');
const repaymentOfCode = findPage('repaymentOfCode');

describe('earlyLoadPages', () => {
  it('is every given page with a pageLoad.ts beside its main.tsx, found by the file alone', () => {
    const root = tempRoot([
      'pages/orderDetail/main.tsx',
      'pages/orderDetail/pageLoad.ts',
      'pages/landing/main.tsx',
      'pages/repay/main.tsx',
      'pages/repay/pageLoad.ts',
    ]);
    expect(earlyLoadPages(root, [landing, orderDetail, repay])).toEqual([orderDetail, repay]);
  });

  it('splits them: a firstFigures.ts beside the pageLoad.ts makes the call leave from an inline script', () => {
    const root = tempRoot([
      'pages/orderDetail/main.tsx',
      'pages/orderDetail/pageLoad.ts',
      'pages/repay/main.tsx',
      'pages/repay/pageLoad.ts',
      'pages/repay/firstFigures.ts',
      'pages/repaymentOfCode/main.tsx',
      'pages/repaymentOfCode/firstFigures.ts',
      'pages/landing/main.tsx',
    ]);
    const rows = [landing, orderDetail, repay, repaymentOfCode];
    expect(figuresPages(root, rows)).toEqual([repay, repaymentOfCode]);
    expect(earlyModulePages(root, rows)).toEqual([orderDetail]);
  });
});

describe('figuresModuleCode', () => {
  it('starts the first call and paints from its answer, or paints from the address without one', () => {
    const root = tempRoot([
      'pages/repay/pageLoad.ts',
      'pages/repay/firstFigures.ts',
      'pages/repaymentOfCode/firstFigures.ts',
    ]);
    const withCall = figuresModuleCode(root, repay);
    expect(withCall).toContain('paintFirstFigures(pageLoad, firstFigures);');
    expect(withCall).toContain(JSON.stringify(path.join(root, 'pages/repay/pageLoad.ts')));
    const fromAddress = figuresModuleCode(root, repaymentOfCode);
    expect(fromAddress).toContain('paintSearchFigures(firstFigures);');
    expect(fromAddress).not.toContain('pageLoad');
  });
});

describe('the figures script', () => {
  it("goes first in <head>, before the page's own scripts", () => {
    const html =
      '<head>\n    <title>x</title>\n    <script type="module" src="/assets/repay-1.js"></script>\n  </head>';
    const tagged = withFiguresScript(html, figuresScriptTag('go()'));
    expect(tagged).toBe(
      '<head>\n    <title>x</title>\n    <script>go()</script>\n    <script type="module" src="/assets/repay-1.js"></script>\n  </head>',
    );
  });

  it('refuses a text that would end its element early', () => {
    expect(() => figuresScriptTag('a("</script>")')).toThrow(/end the script element/);
    expect(() => figuresScriptTag('a("<!--")')).toThrow(/end the script element/);
  });

  it("is the page's own modules bundled as one classic script, with fetch in ky's place and no React", async () => {
    const code = await bundleFiguresScript(process.cwd(), repay, {
      mode: 'test',
      base: '/',
      define: {
        __APP_CONFIG__: JSON.stringify({ servicePrefix: '/maxwell', pathMap: {} }),
        __TELEMETRY__: 'false',
      },
      target: 'es2020',
    });
    // The endpoint it calls and the figures it writes, from the page's files.
    expect(code).toContain('/v3/installment/loan-play-detail');
    expect(code).toContain('data-first-figures');
    expect(code).toContain('Payment due');
    // Its own function scope, nothing left on the window but the parked call.
    expect(code).toMatch(/^\(function\(\)\{/);
    expect(code).not.toMatch(/\bimport\(|\bexport\b/);
    expect(code).not.toContain('toastStore');
  }, 30_000);

  it("carries the first call alone: none of the service module's other calls, words or settings", async () => {
    const code = await bundleFiguresScript(process.cwd(), repay, {
      mode: 'test',
      base: '/',
      define: {
        __APP_CONFIG__: JSON.stringify({
          ...pageConfig(defaultConfig),
          googlePlayUrl: 'https://play.example/app',
        }),
        __TELEMETRY__: 'false',
      },
      target: 'es2020',
    });
    expect(code).toContain('/v3/installment/loan-play-detail');
    // The page's other call, which moves money, and what a keyed call says when unanswered.
    expect(code).not.toContain('/v3/loan-details/generate-vcode');
    expect(code).not.toContain(unknownOutcomeMessages.payment);
    // The configuration's values the script reads, and no others.
    expect(code).toContain(JSON.stringify(defaultConfig.servicePrefix).slice(1, -1));
    expect(code).toContain('timeZoneOffsetMinutes');
    expect(code).not.toContain('play.example');
    expect(code).not.toContain('appName');
  }, 30_000);

  it("paints the figures in the build's own formats, read from the values it was given", async () => {
    const code = await bundleFiguresScript(process.cwd(), repay, {
      mode: 'test',
      base: '/',
      define: {
        __APP_CONFIG__: JSON.stringify({
          ...pageConfig(defaultConfig),
          dateFormat: 'MMM D, YYYY',
          thousandsSeparator: ',',
          decimalMark: '.',
        }),
        __TELEMETRY__: 'false',
      },
      target: 'es2020',
    });
    const document = new Window().document;
    document.body.innerHTML =
      '<section data-first-figures="pending"><p data-figure="product"></p>' +
      '<dd data-figure="amount"></dd><dd data-figure="date"></dd></section>';
    const page = {
      location: new URL('https://site.test/repay.html?productId=1001&orderId=PA1&sessionId=s1'),
    };
    const asked: string[] = [];
    const fetch = (address: URL) => {
      asked.push(address.pathname);
      const data = { repayAmount: 450500, productName: 'PesoAgad Flex', repayDate: '2026-12-04' };
      return Promise.resolve(new Response(JSON.stringify({ code: 0, data })));
    };
    // The script as the page runs it, its globals this page's.
    new Function('globalThis', 'document', 'fetch', code)(page, document, fetch);
    const header = document.querySelector('[data-first-figures]');
    await vi.waitFor(() => expect(header?.getAttribute('data-first-figures')).toBe('shown'));
    expect(asked).toEqual(['/maxwell/v3/installment/loan-play-detail']);
    const figure = (slot: string) => header?.querySelector(`[data-figure="${slot}"]`)?.textContent;
    expect([figure('product'), figure('amount'), figure('date')]).toEqual([
      'PesoAgad Flex',
      '₱4,505.00',
      'Dec 4, 2026',
    ]);
  }, 30_000);
});

describe('the early module', () => {
  it('has an id per page, resolved with the virtual-module marker, and an entry name', () => {
    expect(earlyModuleId(orderDetail)).toBe('virtual:page-load/orderDetail');
    expect(earlyEntryName(orderDetail)).toBe('orderDetail-early');
    expect(pageOfEarlyModule('virtual:page-load/orderDetail', [orderDetail])).toEqual({
      page: orderDetail,
      resolvedId: '\0virtual:page-load/orderDetail',
    });
    expect(pageOfEarlyModule('\0virtual:page-load/orderDetail', [orderDetail])?.page).toBe(
      orderDetail,
    );
    expect(pageOfEarlyModule('virtual:page-load/repay', [orderDetail])).toBeUndefined();
    expect(pageOfEarlyModule('/pages/orderDetail/main.tsx', [orderDetail])).toBeUndefined();
  });

  it("imports the page's pageLoad and starts it, nothing else", () => {
    expect(earlyModuleCode('/site', orderDetail).split('\n')).toEqual([
      'import { pageLoad } from "/site/pages/orderDetail/pageLoad.ts";',
      'import { startPageLoadEarly } from "/site/shared/data/pageData.ts";',
      'startPageLoadEarly(pageLoad);',
      '',
    ]);
  });
});

describe('withEarlyTags', () => {
  const html = `<head>
    <title>Order Details</title>
    <script type="module" crossorigin src="/h5/assets/orderDetail-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/h5/assets/react-B2.js">
    <link rel="modulepreload" crossorigin href="/h5/assets/ky-C3.js">
  </head>`;

  it("puts the early script and its preloads first, at low priority, and drops the page's own preloads of them", () => {
    const tagged = withEarlyTags(html, {
      entry: '/h5/assets/orderDetail-early-D4.js',
      imports: ['/h5/assets/ky-C3.js'],
    });
    expect(tagged.split('\n').map((line) => line.trim())).toEqual([
      '<head>',
      '<title>Order Details</title>',
      '<script type="module" async crossorigin fetchpriority="low" src="/h5/assets/orderDetail-early-D4.js"></script>',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/h5/assets/ky-C3.js">',
      '<script type="module" crossorigin src="/h5/assets/orderDetail-A1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/h5/assets/react-B2.js">',
      '</head>',
    ]);
  });

  it('goes before </head> in a page without scripts (the dev server serves it by id)', () => {
    const tagged = withEarlyTags('<head>\n  <title>x</title>\n</head>', {
      entry: '/@id/__x00__virtual:page-load/orderDetail',
      imports: [],
    });
    expect(tagged).toContain(
      '<script type="module" async crossorigin fetchpriority="low" src="/@id/__x00__virtual:page-load/orderDetail"></script>\n  </head>',
    );
    expect(() => withEarlyTags('<div></div>', { entry: 'x', imports: [] })).toThrow('</head>');
  });
});

describe('earlyFiles', () => {
  const id = '\0virtual:page-load/orderDetail';
  const bundle = {
    'assets/orderDetail-early-D4.js': {
      type: 'chunk' as const,
      fileName: 'assets/orderDetail-early-D4.js',
      facadeModuleId: id,
      imports: ['assets/orderDetail-pageLoad-E5.js', 'assets/service-F6.js'],
    },
    'assets/orderDetail-pageLoad-E5.js': {
      type: 'chunk' as const,
      fileName: 'assets/orderDetail-pageLoad-E5.js',
      imports: ['assets/service-F6.js'],
    },
    'assets/service-F6.js': {
      type: 'chunk' as const,
      fileName: 'assets/service-F6.js',
      imports: ['assets/ky-C3.js'],
    },
    'assets/ky-C3.js': { type: 'chunk' as const, fileName: 'assets/ky-C3.js' },
    'assets/react-B2.js': {
      type: 'chunk' as const,
      fileName: 'assets/react-B2.js',
      moduleIds: ['/site/node_modules/react-dom/client.js'],
    },
  };

  it('is the early chunk and everything it imports statically, once each', () => {
    expect(earlyFiles(bundle, id)).toEqual({
      entry: 'assets/orderDetail-early-D4.js',
      imports: ['assets/orderDetail-pageLoad-E5.js', 'assets/service-F6.js', 'assets/ky-C3.js'],
    });
    expect(earlyFiles(bundle, '\0virtual:page-load/repay')).toBeUndefined();
  });

  it('refuses an early module that would import React', () => {
    const withReact = {
      ...bundle,
      'assets/service-F6.js': {
        ...bundle['assets/service-F6.js'],
        imports: ['assets/react-B2.js'],
      },
    };
    expect(() => earlyFiles(withReact, id)).toThrow('holds React');
  });
});
