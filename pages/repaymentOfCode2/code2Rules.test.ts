import { describe, expect, it } from 'vitest';
import type { RepaymentInfo } from '../../shared/stores/paymentWays.ts';
import { codeLogo, storedCodeState } from './code2Rules.ts';

const info: RepaymentInfo = {
  productId: '12',
  orderId: '9001',
  productName: 'PesoAgad Flex',
  productLogo: 'https://cdn.example.ph/logo.png',
  repayAmount: 450500,
  repayDate: '2099-12-01',
  payCode: '730061204175',
  payCodeLogo: 'https://cdn.example.ph/711.png',
  payNotices: [],
};
const order = '?productId=12&orderId=9001';

describe('repayment by code 2: the page state', () => {
  it('loads until the query is read, and while the page is away', () => {
    expect(storedCodeState(info, undefined, false)).toEqual({ status: 'loading' });
    expect(storedCodeState(info, order, true)).toEqual({ status: 'loading' });
  });

  it("shows the stored info of the order the address names, and no other order's", () => {
    expect(storedCodeState(info, order, false)).toEqual({ status: 'ready', data: info });
    expect(storedCodeState(info, '?productId=12&orderId=9002', false)).toEqual({
      status: 'missing',
    });
    expect(storedCodeState(undefined, order, false)).toEqual({ status: 'missing' });
  });

  it('has nothing to show without a code or notices', () => {
    expect(storedCodeState({ ...info, payCode: '' }, order, false)).toEqual({ status: 'missing' });
  });
});

describe('repayment by code 2: the logo', () => {
  it("is the pay code's own, else the product's", () => {
    expect(codeLogo(info)).toBe(info.payCodeLogo);
    expect(codeLogo({ ...info, payCodeLogo: 'https://evil.example/qr.png' })).toBe(
      info.productLogo,
    );
  });
});
