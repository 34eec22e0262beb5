// The borrower's figures both ways, for every page with figures and every mock scenario (each
// fixture and order status): the head's script filling the build's HTML of the page
// (shared/page/earlyFigures.ts), and React hydrating that HTML and then rendering the
// answer. The header's DOM is the same, text and attributes, at every step, and hydration reports
// nothing. An answer that fails, or one the page does not show (an order on its way elsewhere),
// leaves the header as the build wrote it, for React.
import { act, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { figuresPages } from '../../scripts/build/early-page-load.ts';
import { builtPages } from '../../scripts/build/pages-plugin.ts';
import type { PageLoad } from '../../shared/data/pageData.ts';
import { type ScenarioName, scenarioNames, scenarios } from '../../shared/mock/scenarios.ts';
import { figuresAttribute, type LoanHeaderView } from '../../shared/ui/loan-header/loanHeader.ts';

interface FiguresPage<Data = unknown> {
  component: ComponentType;
  pageLoad: PageLoad<string, Data>;
  firstFigures: (data: Data) => LoanHeaderView | undefined;
}

/** A page's parts, its data's type checked here and then left aside. */
const figuresPage = <Data,>(page: FiguresPage<Data>) => page as unknown as FiguresPage;

/**
 * Every page with a pages/<page>/firstFigures.ts, with what its head's script is built from, loaded
 * afresh for each test: a document's first call is taken once (shared/data/pageData.ts).
 */
const pages: Record<string, () => Promise<FiguresPage>> = {
  orderDetail: async () =>
    figuresPage({
      component: (await import('../../pages/orderDetail/OrderDetailPage.tsx')).OrderDetailPage,
      pageLoad: (await import('../../pages/orderDetail/pageLoad.ts')).pageLoad,
      firstFigures: (await import('../../pages/orderDetail/firstFigures.ts')).firstFigures,
    }),
  legacyRepay: async () =>
    figuresPage({
      component: (await import('../../pages/legacyRepay/LegacyRepayPage.tsx')).LegacyRepayPage,
      pageLoad: (await import('../../pages/legacyRepay/pageLoad.ts')).pageLoad,
      firstFigures: (await import('../../pages/legacyRepay/firstFigures.ts')).firstFigures,
    }),
  repay: async () =>
    figuresPage({
      component: (await import('../../pages/repay/RepayPage.tsx')).RepayPage,
      pageLoad: (await import('../../pages/repay/pageLoad.ts')).pageLoad,
      firstFigures: (await import('../../pages/repay/firstFigures.ts')).firstFigures,
    }),
  repayDelay: async () =>
    figuresPage({
      component: (await import('../../pages/repayDelay/RepayDelayPage.tsx')).RepayDelayPage,
      pageLoad: (await import('../../pages/repayDelay/pageLoad.ts')).pageLoad,
      firstFigures: (await import('../../pages/repayDelay/firstFigures.ts')).firstFigures,
    }),
  confirm: async () => {
    const { LoanConfirmPage } =
      await import('../../shared/features/loanConfirm/LoanConfirmPage.tsx');
    const { loanConfirmV3 } = await import('../../shared/api/loanConfirmV3.ts');
    const { pageLoad } = await import('../../pages/confirm/pageLoad.ts');
    return figuresPage({
      component: () => <LoanConfirmPage pageLoad={pageLoad} calls={loanConfirmV3} />,
      pageLoad,
      firstFigures: (await import('../../pages/confirm/firstFigures.ts')).firstFigures,
    });
  },
  confirmV2: async () => {
    const { LoanConfirmPage } =
      await import('../../shared/features/loanConfirm/LoanConfirmPage.tsx');
    const { loanConfirmV2 } = await import('../../shared/api/loanConfirmV2.ts');
    const { pageLoad } = await import('../../pages/confirmV2/pageLoad.ts');
    return figuresPage({
      component: () => <LoanConfirmPage pageLoad={pageLoad} calls={loanConfirmV2} />,
      pageLoad,
      firstFigures: (await import('../../pages/confirmV2/firstFigures.ts')).firstFigures,
    });
  },
};

// Vitest runs from the project's root.
const root = process.cwd();
const query = 'productId=1001&orderId=PA2025061104170&sessionId=s-1';
// The slow scenario answers as the default does, 2.5 s later.
const shown = scenarioNames.filter((name) => !('delayMs' in scenarios[name]));

const header = (container: Element) => container.querySelector(`[${figuresAttribute}]`);

let hydrated: Root | undefined;
afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = undefined;
  document.body.replaceChildren();
  Reflect.deleteProperty(window, '__earlyPageLoad');
  Reflect.deleteProperty(window, '__figuresSearch');
});

/** The pages whose figures come from their address, each with addresses that name a code. */
const addressPages: Record<string, { component: () => Promise<ComponentType>; links: string[] }> = {
  repaymentOfCode: {
    component: async () =>
      (await import('../../pages/repaymentOfCode/RepaymentOfCodePage.tsx')).RepaymentOfCodePage,
    links: [
      'showType=1&payCode=730061204175&repayAmount=1250000',
      'showType=2&payCode=730061204175&repayAmount=450500',
      'showType=1&payCode=730061204175',
    ],
  },
};

it('covers every page the build gives a figures script', () => {
  expect(
    figuresPages(root, builtPages(root))
      .map((page) => page.name)
      .sort(),
  ).toEqual([...Object.keys(pages), ...Object.keys(addressPages)].sort());
});

describe.each(Object.keys(pages))('%s', (name) => {
  it.each(shown)('the fill and React draw the same header: %s', async (scenario: ScenarioName) => {
    vi.resetModules();
    const page = await (pages[name] as () => Promise<FiguresPage>)();
    const { paintFirstFigures } = await import('../../shared/page/earlyFigures.ts');
    const { pageTree } = await import('../../shared/page/hydratedPage.tsx');
    window.history.replaceState(null, '', `/${name}.html?${query}&mock=${scenario}`);
    const tree = pageTree(<page.component />);
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const prerendered = header(container)?.outerHTML;
    expect(prerendered).toContain(`${figuresAttribute}="pending"`);

    // The head's script: the call, then the figures into the build's HTML.
    paintFirstFigures(page.pageLoad, page.firstFigures);
    expect(window, 'the call the script started').toHaveProperty('__earlyPageLoad');
    // The page reads the exchange the script parked, as it came, into the state it shows.
    const { firstPageLoad } = await import('../../shared/data/pageData.ts');
    const state = await firstPageLoad(page.pageLoad, window.location.search).answer;
    await act(async () => {});
    const view = state?.status === 'ready' ? page.firstFigures(state.data) : undefined;
    if (!view) {
      // A failure, or an order on its way elsewhere, is React's to show: the header stays as the
      // build wrote it.
      expect(header(container)?.outerHTML).toBe(prerendered);
      return;
    }
    const filled = header(container)?.outerHTML;
    expect(filled).toContain(`${figuresAttribute}="shown"`);
    for (const text of [view.status, view.amount, view.date]) {
      expect(filled).toContain(`>${text}<`);
    }

    // React hydrates the filled HTML: no mismatch, the same header, then the page's data under it.
    const consoleError = vi.spyOn(console, 'error');
    // An order page that leaves does not leave the test's window.
    vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    await act(async () => {
      hydrated = hydrateRoot(container, tree, {
        onRecoverableError: (error) => console.error('recoverable', error),
      });
    });
    expect(header(container)?.outerHTML).toBe(filled);
    await waitFor(() => expect(container.querySelector('main[aria-busy]')).toBeNull());
    expect(header(container)?.outerHTML).toBe(filled);
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe.each(Object.keys(addressPages))('%s', (name) => {
  const { component, links } = addressPages[name] as (typeof addressPages)[string];
  it.each(links)('the fill and React draw the same header: %s', async (link) => {
    vi.resetModules();
    const Page = await component();
    const { paintSearchFigures } = await import('../../shared/page/earlyFigures.ts');
    const { firstFigures } = await import(`../../pages/${name}/firstFigures.ts`);
    const { pageTree } = await import('../../shared/page/hydratedPage.tsx');
    window.history.replaceState(null, '', `/${name}.html?sessionId=s-1&${link}`);
    const tree = pageTree(<Page />);
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    expect(header(container)?.outerHTML).toContain(`${figuresAttribute}="pending"`);

    // The head's script: the figures from the address into the build's HTML.
    paintSearchFigures(firstFigures);
    const filled = header(container)?.outerHTML;
    expect(filled).toContain(`${figuresAttribute}="shown"`);
    const view = firstFigures(window.location.search) as LoanHeaderView;
    const slot = (name: string) =>
      header(container)?.querySelector(`[data-figure="${name}"]`)?.textContent;
    expect([slot('status'), slot('amount')]).toEqual([view.status, view.amount]);

    // React hydrates the filled HTML: no mismatch, the same header, then the code under it.
    const consoleError = vi.spyOn(console, 'error');
    await act(async () => {
      hydrated = hydrateRoot(container, tree, {
        onRecoverableError: (error) => console.error('recoverable', error),
      });
    });
    expect(header(container)?.outerHTML).toBe(filled);
    await waitFor(() => expect(container.querySelector('main[aria-busy]')).toBeNull());
    expect(header(container)?.outerHTML).toBe(filled);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
