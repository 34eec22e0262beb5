import { describe, expect, it } from 'vitest';
import type { FailurePage } from '../../shared/api/failurePage.ts';
import { failureMessages } from '../../shared/api/result.ts';
import {
  failurePageView,
  productTapEvent,
  productTapPoint,
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

describe('productTapPoint', () => {
  it('names the tap, the product, its list position and the order', () => {
    expect(productTapPoint({ id: '1002' }, 1, 'PA77')).toEqual({
      event: productTapEvent,
      data: { productId: '1002', positionId: 1, orderId: 'PA77' },
    });
  });

  it('shows tags on the first two products', () => {
    expect(taggedProductCount).toBe(2);
  });
});
