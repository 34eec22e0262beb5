import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FailurePage } from '../../shared/api/failurePage.ts';
import { failureMessages } from '../../shared/api/result.ts';
import {
  failurePageView,
  jumpDestination,
  productTap,
  productTapEvent,
  settleWithin,
  taggedProductCount,
} from './failurePageRules.ts';

const page: FailurePage = {
  noticeMessage: 'We could not complete your application',
  errMessage: 'Your account could not be verified.',
  products: [],
};

const failure = (failure: 'business' | 'network' | 'http' | 'malformed' | 'timeout') => ({
  success: false as const,
  code: failure === 'business' ? '01' : null,
  message: `${failure} message`,
  data: undefined,
  raw: undefined,
  failure,
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
});

describe('failurePageView', () => {
  it('shows the page when the answer has something to show', () => {
    expect(
      failurePageView({ success: true, code: '00', message: '', data: page, raw: {} }),
    ).toEqual({ kind: 'ready', page });
    const product = {
      id: '1001',
      logo: '',
      name: 'PesoAgad Flex',
      buttonText: 'Apply now',
      range: '₱2.000 - ₱20.000',
      rangeDesc: 'Loan amount',
      rate: '0.05% / day',
      description: '',
      tags: [],
      enabled: true,
    };
    const onlyProducts = { noticeMessage: '', errMessage: '', products: [product] };
    expect(
      failurePageView({ success: true, code: '00', message: '', data: onlyProducts, raw: {} }),
    ).toEqual({ kind: 'ready', page: onlyProducts });
  });

  it('treats a success with no message and no product as an unexpected reply', () => {
    const nothing = { noticeMessage: ' ', errMessage: '', products: [] };
    expect(
      failurePageView({ success: true, code: '00', message: '', data: nothing, raw: {} }),
    ).toEqual({ kind: 'error', message: failureMessages.malformed });
  });

  it('keeps a business failure calm, with the server message for the toast', () => {
    expect(failurePageView(failure('business'))).toEqual({
      kind: 'unavailable',
      toast: 'business message',
    });
  });

  it('turns network, server, timeout and malformed failures into the error state', () => {
    for (const kind of ['network', 'http', 'malformed', 'timeout'] as const) {
      expect(failurePageView(failure(kind))).toEqual({ kind: 'error', message: `${kind} message` });
    }
  });
});

describe('productTap', () => {
  it('tracks and jumps with the list position and the product id, without a module id', () => {
    expect(productTap({ id: '1002', enabled: true }, 1, 'PA77')).toEqual({
      event: { productId: '1002', positionId: 1 },
      burialPoint: {
        event: productTapEvent,
        data: { productId: '1002', positionId: 1, orderId: 'PA77' },
      },
      jump: { positionId: 1, id: '1002' },
    });
  });

  it('does nothing for a disabled product', () => {
    expect(productTap({ id: '1005', enabled: false }, 4, 'PA77')).toBeUndefined();
  });

  it('shows tags on the first two products', () => {
    expect(taggedProductCount).toBe(2);
  });
});

describe('jumpDestination', () => {
  const origin = 'http://localhost:3000';

  it('opens an http(s) link of this site in the page, with the common parameters', () => {
    window.history.replaceState(null, '', '/error.html?orderId=PA77&sessionId=s-1&userId=u-2');
    expect(jumpDestination(`${origin}/confirm.html?productId=1001`, origin)).toEqual({
      kind: 'browser',
      url: `${origin}/confirm.html?productId=1001&sessionId=s-1&userId=u-2`,
    });
  });

  it("opens another host's link as given, without the borrower's session", () => {
    window.history.replaceState(null, '', '/error.html?orderId=PA77&sessionId=s-1');
    expect(jumpDestination(' HTTPS://lender.example/apply?x=1 ', origin)).toEqual({
      kind: 'browser',
      url: 'https://lender.example/apply?x=1',
    });
  });

  it('passes any other link to the native shell', () => {
    expect(jumpDestination('pesoagad://product?productId=1003', origin)).toEqual({
      kind: 'native',
      link: 'pesoagad://product?productId=1003',
    });
    expect(jumpDestination('product/1003', origin)).toEqual({
      kind: 'native',
      link: 'product/1003',
    });
  });

  it('goes nowhere for an empty, broken http or script link', () => {
    expect(jumpDestination('', origin)).toEqual({ kind: 'none' });
    expect(jumpDestination('   ', origin)).toEqual({ kind: 'none' });
    expect(jumpDestination('http://', origin)).toEqual({ kind: 'none' });
    expect(jumpDestination('javascript:alert(1)', origin)).toEqual({ kind: 'none' });
    expect(jumpDestination(' data:text/html,hi', origin)).toEqual({ kind: 'none' });
  });
});

describe('settleWithin', () => {
  it('resolves when the promise settles, even by rejecting', async () => {
    vi.useFakeTimers();
    let settled = false;
    void settleWithin(Promise.reject(new Error('x')), 1000).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
  });

  it('stops waiting after the given time', async () => {
    vi.useFakeTimers();
    let settled = false;
    void settleWithin(new Promise(() => {}), 1000).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });
});
