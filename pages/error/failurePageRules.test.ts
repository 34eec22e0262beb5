// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { FailurePage } from '../../shared/api/failurePage.ts';
import {
  failureNotice,
  hasContent,
  productTapEvent,
  productTapPoint,
  taggedProductCount,
} from './failurePageRules.ts';

const page: FailurePage = {
  noticeMessage: 'We could not complete your application',
  errMessage: 'Your account could not be verified.',
  products: { items: [], total: 0 },
};

describe('hasContent', () => {
  it('is content when there is a message or a product', () => {
    expect(hasContent(page)).toBe(true);
    expect(hasContent({ ...page, noticeMessage: '' })).toBe(true);
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
    expect(
      hasContent({ noticeMessage: '', errMessage: '', products: { items: [product], total: 1 } }),
    ).toBe(true);
  });

  it('is nothing to show when both messages are blank and there is no product', () => {
    expect(hasContent({ ...page, noticeMessage: ' ', errMessage: '' })).toBe(false);
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

describe('failureNotice', () => {
  it('tells the notice as the title and the error message as its line', () => {
    expect(failureNotice(page)).toEqual({
      title: 'We could not complete your application',
      text: 'Your account could not be verified.',
    });
  });

  it('shows either message alone, and no notice without either', () => {
    expect(failureNotice({ noticeMessage: '', errMessage: 'Not verified.' })).toEqual({
      title: 'Not verified.',
    });
    expect(failureNotice({ noticeMessage: 'Not done', errMessage: ' ' })).toEqual({
      title: 'Not done',
    });
    expect(failureNotice({ noticeMessage: ' ', errMessage: '' })).toBeUndefined();
  });
});
