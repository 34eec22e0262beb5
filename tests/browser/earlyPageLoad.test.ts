// A data page's first call leaves with the HTML: every page with pages/<page>/pageLoad.ts gets an
// early call in its <head> (scripts/build/early-page-load.ts: an early module, or the inline figures
// script on a page with figures) that starts the call before the page's
// bundle arrives, and the page takes that call when it hydrates. One request, never two; an answer
// there before hydration shows after it without a hydration warning (setup.ts fails on any) or a
// layout shift; Retry calls again.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { earlyLoadPages, figuresPages } from '../../scripts/build/early-page-load.ts';
import { builtPages } from '../../scripts/build/pages-plugin.ts';
import { pageNotLoadedMessage } from '../../shared/page/bootCheck.ts';
import { businessErrorMessage } from '../../shared/mock/failures.ts';
import {
  type EndpointCall,
  endpointPath,
  everyEndpoint,
  launchBrowser,
  openVisitTab,
  recordEndpoint,
  routeEndpoint,
  session,
  type VisitTab,
} from './harness.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dataPages = earlyLoadPages(root, builtPages(root));
/** The data pages whose call leaves from their inline figures script instead of an early module. */
const withFigures = figuresPages(root, builtPages(root));
/** The ids every data page of this build is happy with (pages that need none ignore them). */
const ids = 'productId=1001&orderId=PA2025061104170';
/** What a page needs beyond the ids: a complaint's type or id, a campaign's page id. */
const pageQuery: Record<string, string> = {
  'complainPageNext.html': 'problemType=1&problemSonType=2&orderNo=PA2025061104170',
  'complainDetails.html': 'problemId=104',
  'promotion.html': 'id=7&app_from=fb&user_from=ad12',
};
const address = (file: string) =>
  `/${file}?${[ids, pageQuery[file], session].filter(Boolean).join('&')}`;

let browser: Browser;
/** One tab, each page opened in it afresh (its HTTP cache off: every visit fetches everything). */
let visits: VisitTab;
beforeAll(async () => {
  browser = await launchBrowser();
  visits = await openVisitTab(browser);
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a page once `prepare` has routed or recorded what the test needs. */
async function open(
  address: string,
  prepare: (tab: Page) => Promise<unknown>,
  waitUntil: 'load' | 'domcontentloaded' = 'load',
): Promise<Page> {
  const { page } = await visits.visit(address, { beforeOpen: prepare, waitUntil });
  return page;
}

/** The page's own bundle: its entry script (not its early module, not its first-call chunk). */
function entryScript(file: string): RegExp {
  const name = file.replace(/\.html$/, '');
  return new RegExp(`/assets/${name}-(?!early-|pageLoad-)[\\w-]{8}\\.js$`);
}

describe('the early call in the HTML', () => {
  it('is there for every page with a pageLoad.ts, first in <head>, and for no other page', () => {
    expect(withFigures.map((page) => page.name)).toEqual(
      expect.arrayContaining(['repay', 'repayDelay']),
    );
    expect(dataPages.map((page) => page.name)).toEqual(
      expect.arrayContaining(['orderDetail', 'error', 'customerService']),
    );
    const dist = inject('distDir');
    for (const page of builtPages(root)) {
      const html = fs.readFileSync(path.join(dist, page.file), 'utf8');
      const early = html.match(/<script type="module" async[^>]*src="[^"]*-early-[^"]*"/g) ?? [];
      const inline = html.match(/<script>/g) ?? [];
      if (withFigures.includes(page)) {
        // The figures script instead, inline, before the page's own script, in <head>.
        expect(early, page.file).toEqual([]);
        expect(inline, page.file).toHaveLength(1);
        expect(html.indexOf('<script>'), page.file).toBeLessThan(
          html.lastIndexOf('<script type="module"'),
        );
        expect(html.indexOf('<script>'), page.file).toBeLessThan(html.indexOf('</head>'));
      } else if (dataPages.includes(page)) {
        expect(inline, page.file).toEqual([]);
        expect(early, page.file).toHaveLength(1);
        // Low priority: Lighthouse counts a high-priority script as blocking the first paint.
        expect(early[0], page.file).toContain('fetchpriority="low"');
        // It comes before the page's own script, in <head>.
        expect(html.indexOf(early[0] ?? ''), page.file).toBeLessThan(
          html.lastIndexOf('<script type="module"'),
        );
        expect(html.indexOf(early[0] ?? ''), page.file).toBeLessThan(html.indexOf('</head>'));
      } else {
        expect(early, page.file).toEqual([]);
        expect(inline, page.file).toEqual([]);
      }
    }
  });
});

// One page after another, in the one tab.
describe.each(dataPages.map((page) => [page.name, page.file]))('%s', (_name, file) => {
  it('makes its first call once, from the early module, and shows the answer', async () => {
    let calls: EndpointCall[] = [];
    const tab = await open(address(file), async (page) => {
      calls = await recordEndpoint(page, everyEndpoint);
    });
    await expect
      .poll(() => tab.locator('main[aria-busy="true"]').count(), { timeout: 10_000 })
      .toBe(0);
    const first = calls[0]?.endpoint;
    expect(first, 'the first call').toBeDefined();
    expect(calls.filter((call) => call.endpoint === first)).toHaveLength(1);
  });

  it("calls even when the page's own bundle never arrives: the call does not wait for it", async () => {
    let calls: EndpointCall[] = [];
    const tab = await open(address(file), async (page) => {
      await page.route(entryScript(file), (route) => route.abort('failed'));
      calls = await recordEndpoint(page, everyEndpoint);
    });
    // Half a second without a request is not proof that none is coming on a busy machine.
    await expect.poll(() => calls.length, { timeout: 10_000 }).toBeGreaterThan(0);
    // Nothing ran but the early module: the boot check reloads the page once, then says it could
    // not be loaded (shared/page/bootCheck.ts; the reload: tests/browser/staleDeploy.test.ts).
    await tab.getByText(pageNotLoadedMessage).waitFor();
  });
});

describe('Order Details with its call started early', () => {
  const order = address('orderDetail.html');
  const react = /\/assets\/react-[\w-]{8}\.js$/;

  it('shows an answer that came before hydration, one request, no hydration warning', async () => {
    let calls: EndpointCall[] = [];
    const tab = await open(order, async (page) => {
      calls = await recordEndpoint(page, 'loanDetails');
      // React arrives only once the order has been answered: the answer is there before the page
      // can hydrate, however slow the machine. Were the call to wait for the bundle, nothing would
      // ever arrive and the test would time out.
      const orderPath = endpointPath('loanDetails');
      const answered = new Promise<void>((resolve) => {
        page.on('requestfinished', (request) => {
          if (new URL(request.url()).pathname === orderPath) resolve();
        });
      });
      await page.route(react, async (route) => {
        await answered;
        await route.fallback();
      });
    });
    await tab.getByRole('heading', { level: 2, name: 'PesoAgad Flex' }).waitFor();
    expect(calls).toHaveLength(1);
  });

  it('shows a slow answer that arrives after hydration, one request', async () => {
    let calls: EndpointCall[] = [];
    const tab = await open(
      order,
      async (page) => {
        await routeEndpoint(page, 'loanDetails', { delayMs: 1500 });
        calls = await recordEndpoint(page, 'loanDetails');
      },
      'domcontentloaded',
    );
    await tab.getByRole('heading', { level: 2, name: 'PesoAgad Flex' }).waitFor();
    expect(calls).toHaveLength(1);
  });

  it('shows an early failure as any other, and Retry makes a new call', async () => {
    let calls: EndpointCall[] = [];
    let unroute = async () => {};
    const tab = await open(order, async (page) => {
      unroute = await routeEndpoint(page, 'loanDetails', { businessMessage: businessErrorMessage });
      calls = await recordEndpoint(page, 'loanDetails');
    });
    await expect.poll(() => tab.getByRole('alert').textContent()).toBe(businessErrorMessage);
    expect(calls).toHaveLength(1);
    await unroute();
    await tab.getByRole('button', { name: 'Retry' }).click();
    await tab.getByRole('heading', { level: 2, name: 'PesoAgad Flex' }).waitFor();
    expect(calls).toHaveLength(2);
  });
});
