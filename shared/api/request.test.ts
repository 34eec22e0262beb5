import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answer, record } from '../../tests/setup/apiHarness.ts';
import { refreshCommonParams } from '../navigation/pageQuery.ts';
import { toastStore } from '../notify/toastStore.ts';
import { api } from './client.ts';
import { endpoints } from './endpoints.ts';
import { asRecord, readMinorUnits } from './parse.ts';
import { quietCall } from './request.ts';
import { failureMessages } from './result.ts';

const shellQuery =
  '?productId=12&orderId=9001&sessionId=sess-1&userId=u-7&swift=sw-token&eyes=ey-token';
const parseAmount = (data: unknown) => readMinorUnits(asRecord(data).repayAmount, 'repayAmount');

beforeEach(() => window.history.replaceState(null, '', `/repay.html${shellQuery}`));
afterEach(() => refreshCommonParams());

describe("a page's first call (quietCall)", () => {
  it('sends what the service module sends for the same call', async () => {
    const seen = record('instalmentDetail');
    const params = { productId: '12', orderId: '9001' };

    await quietCall(endpoints.instalmentDetail, params, parseAmount);
    await api.call(endpoints.instalmentDetail, params, { parse: parseAmount, silent: true });

    expect(seen).toHaveLength(2);
    const [first, second] = seen;
    expect(first?.method).toBe('POST');
    expect(first?.url.pathname).toBe('/maxwell/v3/installment/loan-play-detail');
    expect(first?.query).toEqual({ sessionId: 'sess-1', userId: 'u-7' });
    expect(first?.body).toEqual({ productId: '12', orderId: '9001', product_id: '12' });
    expect(first?.headers).toMatchObject({ swift: 'sw-token', eyes: 'ey-token' });
    expect({ ...first, url: first?.url.href }).toEqual({ ...second, url: second?.url.href });
  });

  it('reads the answer as the service module does, and shows no toast', async () => {
    answer('instalmentDetail', { code: 0, data: { repayAmount: 'twelve' } });
    expect(await quietCall(endpoints.instalmentDetail, {}, parseAmount)).toMatchObject({
      success: false,
      failure: 'amount',
      message: failureMessages.amount,
    });

    answer('instalmentDetail', { code: 1001, message: 'Order not found' });
    expect(await quietCall(endpoints.instalmentDetail, {}, parseAmount)).toMatchObject({
      success: false,
      failure: 'business',
      message: 'Order not found',
    });

    answer('instalmentDetail', { code: 0, data: { repayAmount: 150000 } });
    expect(await quietCall(endpoints.instalmentDetail, {}, parseAmount)).toMatchObject({
      success: true,
      data: 150000,
    });
    expect(toastStore.getState().current).toBeUndefined();
  });
});
