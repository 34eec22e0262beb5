import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPagesAhead, mayFetchAhead, scriptsOf } from './pagesAhead.ts';

const repayHtml = `<!doctype html><html><head>
<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
<script type="module" async crossorigin fetchpriority="low" src="/assets/repay-early-A1.js"></script>
<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/service-B2.js">
<script type="module" fetchpriority="low" crossorigin src="/assets/repay-C3.js"></script>
<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-D4.js">
<style data-href="/assets/pageKit-E5.css">body{margin:0}</style>
</head><body><div id="root"></div></body></html>`;

describe('mayFetchAhead', () => {
  it('fetches ahead unless the borrower saves data or the connection is 2G', () => {
    expect(mayFetchAhead(undefined)).toBe(true);
    expect(mayFetchAhead({ effectiveType: '4g' })).toBe(true);
    expect(mayFetchAhead({ saveData: false, effectiveType: '3g' })).toBe(true);
    expect(mayFetchAhead({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(mayFetchAhead({ effectiveType: '2g' })).toBe(false);
    expect(mayFetchAhead({ effectiveType: 'slow-2g' })).toBe(false);
  });
});

describe('scriptsOf', () => {
  it("lists the page's module scripts and preloads, as addresses, and nothing else", () => {
    expect(scriptsOf(repayHtml, 'https://loans.example/repay.html?orderId=1')).toEqual([
      'https://loans.example/assets/repay-early-A1.js',
      'https://loans.example/assets/service-B2.js',
      'https://loans.example/assets/repay-C3.js',
      'https://loans.example/assets/react-D4.js',
    ]);
  });
});

describe('fetchPagesAhead', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  const prefetched = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) =>
      new URL(link.href).pathname.concat(new URL(link.href).search),
    );

  it("asks for each next page at this page's query, then prefetches the scripts it names", async () => {
    window.history.replaceState(
      null,
      '',
      '/orderDetail.html?productId=1001&orderId=PA1&sessionId=s-1',
    );
    // This page already loaded React: that one is not asked for again.
    const react = document.createElement('link');
    react.rel = 'modulepreload';
    react.href = '/assets/react-D4.js';
    document.head.append(react);
    const ask = vi.fn((address: string) =>
      Promise.resolve(address.includes('/repay.html') ? repayHtml : undefined),
    );

    await fetchPagesAhead(['repay', 'bindCard'], { connection: { effectiveType: '4g' }, ask });

    expect(ask.mock.calls.map(([address]) => new URL(address).pathname)).toEqual([
      '/repay.html',
      '/bindCard.html',
    ]);
    const repayAddress = new URL(ask.mock.calls[0]?.[0] ?? '');
    expect(Object.fromEntries(repayAddress.searchParams)).toEqual({
      productId: '1001',
      orderId: 'PA1',
      sessionId: 's-1',
    });
    // bindCard did not come: nothing of it is prefetched.
    expect(prefetched()).toEqual([
      '/assets/repay-early-A1.js',
      '/assets/service-B2.js',
      '/assets/repay-C3.js',
    ]);
  });

  it('fetches nothing when the borrower saves data', async () => {
    const ask = vi.fn(() => Promise.resolve(repayHtml));
    await fetchPagesAhead(['repay'], { connection: { saveData: true }, ask });
    expect(ask).not.toHaveBeenCalled();
    expect(prefetched()).toEqual([]);
  });
});
