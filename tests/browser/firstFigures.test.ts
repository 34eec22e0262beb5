// The borrower's figures before any module runs (shared/ui/loan-header/, scripts/build/early-page-load.ts):
// on every page with a figures script, with the page's own scripts held back, the figures are on
// screen from the first answer; once the scripts run, React hydrates that header as it is (setup.ts
// fails the test on any hydration warning) and the page shows its data under it. Writing the figures
// in moves nothing, and a failure answer leaves the page to React's failure view: the script parks
// it as it came, and the page reads it into its own words (the script carries none), one request.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { figuresPages } from '../../scripts/build/early-page-load.ts';
import { builtPages } from '../../scripts/build/pages-plugin.ts';
import { type EndpointName, endpoints } from '../../shared/api/endpoints.ts';
import { failureMessages } from '../../shared/api/result.ts';
import {
  type EndpointCall,
  launchBrowser,
  layoutShiftSoFar,
  openVisitTab,
  pageSettled,
  recordEndpoint,
  routeEndpoint,
  session,
  type VisitTab,
} from './harness.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const pages = figuresPages(root, builtPages(root));
/** The first call of each page with figures. */
const firstCall: Record<string, EndpointName> = {
  orderDetail: 'loanDetails',
  confirm: 'confirmData',
  confirmV2: 'confirmDataV2',
  legacyRepay: 'legacyRepaymentWay',
  repay: 'instalmentDetail',
  repayDelay: 'delayDetail',
};
/** The figures script of a page, as the staging build wrote it into its HTML. */
const inlineScript = (file: string) =>
  /<script>([\s\S]*?)<\/script>/.exec(
    fs.readFileSync(path.join(root, 'dist-staging', file), 'utf8'),
  )?.[1] ?? '';
const address = (file: string) => `/${file}?productId=1001&orderId=PA2025061104170&${session}`;

let browser: Browser;
let tab: VisitTab;
beforeAll(async () => {
  browser = await launchBrowser();
  tab = await openVisitTab(browser);
});
afterAll(async () => {
  await tab?.close();
  await browser?.close();
});

/** Holds back the page's own scripts (every module of the build) until `release` is called. */
async function holdModules(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  return release;
}

const figuresHeader = (page: Page) => page.locator('[data-first-figures]');
const started = (page: Page) => page.evaluate(() => '__pageStarted' in window);

/**
 * Opens `link` with the page's own scripts held back: the head's script has written the header
 * (`checkAmount` sees the amount it wrote) before any module runs; released, React takes the header
 * over as it is, text and attributes, without drawing it again.
 */
async function expectHydratedAsPainted(link: string, checkAmount: (amount: string | null) => void) {
  let release = () => {};
  const { page, errors } = await tab.visit(link, {
    waitUntil: 'commit',
    beforeOpen: async (target) => {
      release = await holdModules(target);
    },
  });
  const header = figuresHeader(page);
  await expect.poll(() => header.getAttribute('data-first-figures')).toBe('shown');
  expect(await started(page), 'the page module has not run').toBe(false);
  checkAmount(await header.locator('[data-figure="amount"]').textContent());
  const painted = await header.evaluate((element) => element.outerHTML);

  release();
  await pageSettled(page);
  expect(await started(page)).toBe(true);
  expect(await header.evaluate((element) => element.outerHTML)).toBe(painted);
  expect(errors).toEqual([]);
}

/** The pages whose figures come from their address, each with an address that names an amount. */
const fromAddress: Record<string, { address: string; amount: string }> = {
  repaymentOfCode: {
    address: `/repaymentOfCode?${session}&showType=1&payCode=730061204175&repayAmount=1250000`,
    amount: '₱12.500,00',
  },
};

it("covers every page whose first screen holds the borrower's figures", () => {
  expect(pages.map((page) => page.name).sort()).toEqual(
    [...Object.keys(firstCall), ...Object.keys(fromAddress)].sort(),
  );
});

const callPages = pages.filter((page) => page.name in firstCall);

describe.each(callPages.map((page) => [page.name, page.file]))('%s', (name, file) => {
  it('paints the figures before its modules run, and React hydrates them as they are', async () => {
    await expectHydratedAsPainted(address(file), (amount) =>
      expect(amount).toMatch(/^[₱₹][\d.]+,\d{2}$/),
    );
  });

  it('moves nothing when the figures are written in', async () => {
    let releaseAnswer = () => {};
    const answered = new Promise<void>((resolve) => (releaseAnswer = resolve));
    const { page } = await tab.visit(address(file), {
      waitUntil: 'commit',
      beforeOpen: async (target) => {
        await holdModules(target);
        await routeEndpoint(target, firstCall[name] as EndpointName, {
          delayMs: 0,
          heldUntil: answered,
        });
      },
    });
    const header = figuresHeader(page);
    await expect.poll(() => header.getAttribute('data-first-figures')).toBe('pending');
    const box = async () => {
      const band = await header.boundingBox();
      const main = await page.locator('main').boundingBox();
      return { band: band?.height, main: main?.y };
    };
    const before = await box();
    expect(before.band).toBeGreaterThan(100);
    // Only what the figures' arrival moves counts: a shift while the page was still arriving
    // (its pictures, its fonts) is another test's.
    const shiftBefore = await layoutShiftSoFar(page);
    releaseAnswer();
    await expect.poll(() => header.getAttribute('data-first-figures')).toBe('shown');
    expect(await box()).toEqual(before);
    expect((await layoutShiftSoFar(page)) - shiftBefore).toBe(0);
  });

  it("leaves a failure answer to React's failure view", async () => {
    let release = () => {};
    const { page } = await tab.visit(address(file), {
      waitUntil: 'commit',
      beforeOpen: async (target) => {
        release = await holdModules(target);
        await routeEndpoint(target, firstCall[name] as EndpointName, {
          businessMessage: 'Down for maintenance',
        });
      },
    });
    const header = figuresHeader(page);
    await header.waitFor({ state: 'attached' });
    // The answer is in and nothing was written: give the script the time it would need.
    await page.waitForTimeout(500);
    expect(await header.getAttribute('data-first-figures')).toBe('pending');
    release();
    await page.getByRole('alert').filter({ hasText: 'Down for maintenance' }).waitFor();
    expect(await header.count()).toBe(0);
  });

  it.each([
    ['an error status', { status: 503 }, 'http'],
    ['no answer', { abort: true }, 'network'],
  ] as const)(
    "reads %s the script parked into the failure view's own words, with one request",
    async (_, fault, failure) => {
      // The script is built without the failure words: the page reads the parked answer itself.
      expect(inlineScript(file)).not.toContain(failureMessages[failure]);
      // A call the spec words itself ('error' for the legacy calls' lost answer) says its own.
      const endpoint = endpoints[firstCall[name] as EndpointName];
      const words =
        (failure === 'network' ? endpoint.networkErrorText : undefined) ?? failureMessages[failure];
      let calls: EndpointCall[] = [];
      const { page } = await tab.visit(address(file), {
        beforeOpen: async (target) => {
          await routeEndpoint(target, firstCall[name] as EndpointName, fault);
          calls = await recordEndpoint(target, firstCall[name] as EndpointName);
        },
      });
      await page.getByRole('alert').filter({ hasText: words }).waitFor();
      expect(await figuresHeader(page).count()).toBe(0);
      expect(calls).toHaveLength(1);
    },
  );
});

it('never paints an order on its way elsewhere (playeduL)', async () => {
  let release = () => {};
  const leaving = new Promise<void>((resolve) => (release = resolve));
  const { page } = await tab.visit(`${address('orderDetail.html')}&mock=redirect`, {
    waitUntil: 'commit',
    beforeOpen: async (target) => {
      await target.route(/\/assets\/[^/]+\.js$/, async (route) => {
        await leaving;
        await route.continue().catch(() => {});
      });
    },
  });
  const header = figuresHeader(page);
  await header.waitFor({ state: 'attached' });
  // The answer is in and nothing was written: give the script the time it would need.
  await page.waitForTimeout(500);
  expect(await header.getAttribute('data-first-figures')).toBe('pending');
  expect(await header.locator('[data-figure="amount"]').textContent()).toBe('');
  release();
});

describe.each(Object.entries(fromAddress))('%s', (name, { address: link, amount }) => {
  it('paints the amount its address names before its modules run, and React hydrates it as it is', async () => {
    await expectHydratedAsPainted(link, (painted) => expect(painted).toBe(amount));
  });

  it('paints nothing from an address without a code, and React says what is missing', async () => {
    let release = () => {};
    const { page, errors } = await tab.visit(`/${name}?${session}&repayAmount=1250000`, {
      waitUntil: 'commit',
      beforeOpen: async (target) => {
        release = await holdModules(target);
      },
    });
    // Parsed (the held modules keep DOMContentLoaded back): the head's script has had its turn.
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe('interactive');
    expect(await figuresHeader(page).getAttribute('data-first-figures')).toBe('pending');
    release();
    await page.getByText('This pay code cannot be shown').waitFor();
    expect(await figuresHeader(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
