// Joint login failure page (spec §2 'Joint login failure page', §7 'Failure page', §8) in the built
// site against the mock backend, inside the stub iOS shell: what the borrower sees, what a tap
// sends, where it leads, and how it looks at phone size and at 200% text.
import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpointOf,
  endpointPath,
  everyEndpoint,
  launchBrowser,
  layoutShiftSoFar,
  type OpenedPage,
  openVisitTab,
  recordEndpoint,
  routeEndpoint,
  saveScreenshot,
  doubleTextSize,
  type VisitTab,
} from './harness.ts';

const session = 'sessionId=s-1&userId=u-7';

let browser: Browser;
// One tab in the stub shell opens the page test after test.
let tab: VisitTab;
beforeAll(async () => {
  browser = await launchBrowser();
  tab = await openVisitTab(browser, { shell: true });
});
afterAll(async () => {
  await tab?.close();
  await browser?.close();
});

interface ApiRequest {
  path: string;
  body: Record<string, string>;
}

/** Opens the page in the stub shell and records every backend call it makes from then on. */
async function openFailurePage(query: string): Promise<OpenedPage & { calls: ApiRequest[] }> {
  const opened = await tab.visit(`/error?${query}`);
  const recorded = await recordEndpoint(opened.page, everyEndpoint);
  return {
    ...opened,
    get calls() {
      return recorded.map(({ path, body }) => ({ path, body }));
    },
  };
}

const card = (page: Page, name: string) => page.locator('article', { hasText: name });

function screenshot(page: Page, scenario: string) {
  return saveScreenshot(page, `failure-${scenario}`);
}

/** Sideways scroll, controls under 48px and text cut off by its box, for the layout checks. */
function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const rootElement = document.documentElement;
    const tooSmall = [...document.querySelectorAll('main button')]
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && (box.height < 48 || box.width < 48)).length;
    const clipped = [...document.querySelectorAll('main p, main h2, main li, main button')]
      // A 1px box is visually hidden text, there for screen readers.
      .filter((element) => element.clientWidth > 1 && element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent);
    return { sideways: rootElement.scrollWidth > rootElement.clientWidth, tooSmall, clipped };
  });
}

describe('failure page', () => {
  it('shows the notice, the error message and the products; tags on the first two only', async () => {
    const opened = await openFailurePage(`orderId=PA77&${session}`);
    const { page } = opened;
    expect(await page.title()).toBe('Order Details');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Order Details', level: 1 }).count())
      .toBe(1);
    await page.getByText('We could not complete your application').waitFor();
    expect(
      await page.getByText(/^Your account could not be verified with our lending partner/).count(),
    ).toBe(1);

    expect(await page.locator('article').count()).toBe(5);
    const first = card(page, 'PesoAgad Flex');
    for (const text of ['₱2.000\u2060–\u2060₱20.000', 'Loan amount', 'From 0.05% per day']) {
      expect(await first.getByText(text, { exact: true }).count(), text).toBe(1);
    }
    expect(await first.getByText('Term 91 to 180 days').count()).toBe(1);
    expect(await first.getByRole('button', { name: 'Apply now, PesoAgad Flex' }).count()).toBe(1);

    // The tags sit under the name, beside the logo.
    const nameBox = await first.getByText('PesoAgad Flex', { exact: true }).boundingBox();
    const tagBox = await first.getByRole('list', { name: 'Highlights' }).boundingBox();
    expect(tagBox?.x).toBe(nameBox?.x);
    expect(tagBox?.y).toBeGreaterThanOrEqual((nameBox?.y ?? 0) + (nameBox?.height ?? 0));
    expect(await first.getByText('Fast approval').count()).toBe(1);
    expect(await card(page, 'Kwarta Express').getByText('Cash in 1 day').count()).toBe(1);
    for (const hidden of ['For employees', 'First loan', 'Repeat borrowers']) {
      expect(await page.getByText(hidden).count(), hidden).toBe(0);
    }

    // The logos keep their box before and after they load: nothing jumps.
    const logoBox = await first.locator('img').boundingBox();
    expect([logoBox?.width, logoBox?.height]).toEqual([48, 48]);

    await screenshot(page, 'default');
    expect(opened.errors).toEqual([]);
  });

  it('a tap anywhere on an enabled product tracks it twice, asks where to go and opens the http link', async () => {
    const opened = await openFailurePage(`orderId=PA77&${session}`);
    const { page } = opened;
    const name = card(page, 'Kwarta Express').getByText('Kwarta Express', { exact: true });
    await name.waitFor();
    const box = await name.boundingBox();
    if (!box) throw new Error('the product name has no box');
    // The confirm page is another screen: stand in for it so only this page is under test.
    await page.route(/\/confirm\?/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Confirm</title>' }),
    );
    const navigation = page.waitForURL(/\/confirm\?/);
    // On the name, not the button: the whole card is the button's hit area.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await navigation;

    const target = new URL(page.url());
    expect(target.searchParams.get('productId')).toBe('1002');
    expect(target.searchParams.get('sessionId')).toBe('s-1');
    // Sent in the same moment: compared in path order (the unit tests check the page's order).
    const byPath = (a: ApiRequest, b: ApiRequest) => a.path.localeCompare(b.path);
    expect(opened.calls.slice(0, 2).sort(byPath)).toEqual([
      { path: endpointPath('productJump'), body: { positionId: '1', id: '1002' } },
      {
        path: endpointPath('eventSave'),
        body: { productId: '1002', product_id: '1002', positionId: '1' },
      },
    ]);
  });

  it('a disabled product does nothing; an enabled one sends the tracking point to the shell and a non-http link to the native openPage', async () => {
    const opened = await openFailurePage(`orderId=PA77&${session}`);
    const { page } = opened;
    const disabled = page.getByRole('button', { name: 'Not available, Bayanihan Cash' });
    await disabled.waitFor();
    expect(await disabled.getAttribute('aria-disabled')).toBe('true');
    // Tapped like a finger would: aria-disabled keeps it focusable and tappable, just inert. What
    // the next tap sends is all that is sent: the disabled product adds no call and no message.
    const box = await disabled.boundingBox();
    if (!box) throw new Error('the disabled button has no box');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    expect(new URL(page.url()).pathname, 'the disabled product leads nowhere').toBe('/error');

    const button = page.getByRole('button', { name: 'Apply now, Sahod Plus' });
    await button.click();
    await expect
      .poll(async () => (await opened.bridgeMessages()).map((message) => message.command))
      .toEqual(['burialPoint', 'openPage']);

    const [burial, open] = await opened.bridgeMessages();
    expect(burial?.payload).toEqual({
      event: 'recommendedProductClick',
      productId: '1003',
      positionId: 2,
      orderId: 'PA77',
    });
    const url = (open?.payload as { url: string }).url;
    expect(url).toMatch(/product\?productId=1003$/);
    expect(url).not.toMatch(/^https?:/);
    // Both calls leave in the same moment, so they may reach the network in either order (the
    // unit tests check the order the page makes them in).
    expect(opened.calls.map((call) => call.path).sort()).toEqual([
      endpointPath('productJump'),
      endpointPath('eventSave'),
    ]);
    expect(opened.calls.find((call) => call.path.endsWith('/define'))?.body).toEqual({
      positionId: '2',
      id: '1003',
    });
    // The page stays, ready for another tap.
    await expect.poll(() => button.getAttribute('aria-busy')).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/error');
    expect(opened.errors).toEqual([]);
  });

  it('a server error shows the error state with Retry, never a blank page', async () => {
    const opened = await openFailurePage(`orderId=PA77&mock=server-error`);
    const { page } = opened;
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    expect(
      await page.getByText('The service is busy right now. Please try again in a moment.').count(),
    ).toBeGreaterThan(0);
    await screenshot(page, 'server-error');
    await retry.click();
    await expect
      .poll(() => opened.calls.map((call) => call.path))
      .toEqual([endpointPath('failurePage')]);
    await retry.waitFor();
  });

  it.each(['garbled', 'malformed', 'business-error', 'empty'])(
    '?mock=%s shows something readable',
    async (scenario) => {
      const opened = await openFailurePage(`orderId=PA77&mock=${scenario}`);
      const { page } = opened;
      await expect.poll(() => page.locator('main').innerText()).not.toBe('');
      if (scenario === 'empty') {
        await page.getByText('We could not complete your application').waitFor();
      } else {
        await page.getByRole('button', { name: 'Retry' }).waitFor();
      }
      await screenshot(page, scenario);
      expect(opened.errors).toEqual([]);
    },
  );

  it('without an order id says so and calls nothing', async () => {
    const calls: string[] = [];
    const { page } = await tab.visit(`/error?${session}`, {
      waitUntil: 'load',
      beforeOpen: async (target) => target.on('request', (request) => calls.push(request.url())),
    });
    await page
      .getByText('We could not find your order. Please go back and open this page again.')
      .waitFor();
    await screenshot(page, 'missing-order');
    expect(calls.filter((call) => endpointOf(call))).toEqual([]);
  });

  it('shows a skeleton while loading', async () => {
    // The answer waits until the skeleton has been seen, however slow the machine.
    let release = () => {};
    const heldUntil = new Promise<void>((resolve) => (release = resolve));
    const { page } = await tab.visit(`/error?orderId=PA77`, {
      waitUntil: 'domcontentloaded',
      beforeOpen: (target) => routeEndpoint(target, 'failurePage', { delayMs: 0, heldUntil }),
    });
    await page.getByRole('status').filter({ hasText: 'Loading' }).waitFor({ state: 'attached' });
    expect(await page.locator('main [aria-hidden="true"]').count()).toBeGreaterThan(3);
    // Each placeholder is as wide as its attribute says (a share of its line or a length): the
    // page's rule of that width is the one that applies to it.
    const widths = await page.locator('main [data-width]').evaluateAll((blocks) =>
      blocks.map((block) => {
        const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
        const applied = rules
          .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
          .filter((rule) => rule.style.width !== '' && block.matches(rule.selectorText))
          .map((rule) => rule.style.width);
        return { size: block.getAttribute('data-width'), applied: applied.at(-1) };
      }),
    );
    expect(widths.length).toBeGreaterThan(3);
    for (const { size, applied } of widths) expect(applied).toBe(size);
    await screenshot(page, 'loading');
    release();
    await page.getByText('We could not complete your application').waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Loading' }).count()).toBe(0);
  });

  it('moves nothing when the answer replaces the placeholders, with the CPU four times slower', async () => {
    // The loading view is on screen before the answer, as on a slow phone (a CI run measured a
    // layout shift of 0.165 here: the page's <main> moved down by the notice's height).
    let release = () => {};
    const heldUntil = new Promise<void>((resolve) => (release = resolve));
    let devtools: CDPSession | undefined;
    const { page } = await tab.visit(`/error?orderId=PA77&${session}`, {
      waitUntil: 'domcontentloaded',
      beforeOpen: async (target) => {
        devtools = await target.context().newCDPSession(target);
        await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await routeEndpoint(target, 'failurePage', { delayMs: 0, heldUntil });
      },
    });
    try {
      // Hydrated, its loading view laid out and painted: the answer then comes to a page on screen.
      await page.waitForFunction(() => '__pageStarted' in window);
      const loadingTop = await page.evaluate(
        () =>
          new Promise<number | undefined>((painted) => {
            const top = document
              .querySelector('main[aria-busy="true"]')
              ?.getBoundingClientRect().top;
            requestAnimationFrame(() => setTimeout(() => painted(top), 100));
          }),
      );
      expect(loadingTop).toBeGreaterThan(0);
      release();
      await page.getByText('PesoAgad Flex', { exact: true }).waitFor();
      expect(await layoutShiftSoFar(page)).toBeLessThanOrEqual(0.02);
    } finally {
      await devtools?.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await devtools?.detach();
    }
  });

  it('fits at 200% text size: no sideways scroll, no clipped text, 48px controls', async () => {
    const opened = await openFailurePage(`orderId=PA77&${session}`);
    const { page } = opened;
    await page.getByText('PesoAgad Flex', { exact: true }).waitFor();
    await doubleTextSize(page);
    expect(await layoutProblems(page)).toEqual({ sideways: false, tooSmall: 0, clipped: [] });
    await screenshot(page, 'text-200');
  });
});
