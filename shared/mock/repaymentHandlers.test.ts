// Repayment and confirm answers (repaymentHandlers.ts, spec §7 'Repayment and confirm'): amounts,
// dates and the pay code.
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from './handlers.ts';
import { envelope } from './testing.ts';

describe('data', () => {
  it('keeps amounts in integer centavos and dates as YYYY-MM-DD or epoch ms', async () => {
    const delay = (await envelope('delayDetail')).data;
    expect(Number.isInteger(delay.repayAmount)).toBe(true);
    expect(Number.isInteger(delay.delayInfo.delayAmount)).toBe(true);
    expect(delay.repayDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const plan of delay.repayPlan) {
      expect(plan).toEqual({
        remark: expect.any(String),
        title: expect.any(String),
        amount: expect.any(Number),
        time: expect.any(Number),
      });
    }
    const confirm = (await envelope('confirmData')).data;
    expect(confirm.amount).toBe(850000);
    expect(confirm.details[0]).toEqual({ text: 'Loan amount', value: '₱8.500,00' });
  });

  it('leads the pay code to the repayment-by-code page', async () => {
    const { payUrl } = (await envelope('generatePayCode')).data;
    const url = new URL(payUrl);
    expect(url.pathname).toBe('/repaymentOfCode');
    expect(url.searchParams.get('showType')).toBe('1');
    expect(url.searchParams.get('repayAmount')).toBe('450500');
  });
});

describe('repayment scenarios', () => {
  const ids = { productId: '1001', orderId: 'PA1' };

  it('gives the pay address a picture the mock serves over http, never a data: address', async () => {
    const qr = new URL(
      (
        await envelope('generatePayCode', {
          params: { ...ids, amount: '1', channelNumber: '90001' },
        })
      ).data.payUrl,
    );
    const picture = qr.searchParams.get('payCodeImg') ?? '';
    expect(qr.searchParams.get('showType')).toBe('2');
    expect(picture).toMatch(/^http:\/\/.+\/qr-\d+\.svg$/);
    const served = await getResponse(handlers, new Request(picture));
    expect(served?.headers.get('content-type')).toBe('image/svg+xml');
    expect(await served?.text()).toMatch(/^<svg/);

    const counter = new URL(
      (
        await envelope('generatePayCode', {
          params: { ...ids, amount: '1', channelNumber: '90003' },
        })
      ).data.payUrl,
    );
    expect(counter.searchParams.get('payCodeImg')).toMatch(/\/channel-90003\.svg$/);
  });

  it('pay-code-no-image: the pay address has no payCodeImg', async () => {
    const { payUrl } = (
      await envelope('generatePayCode', {
        params: { ...ids, amount: '1', channelNumber: '90001' },
        mock: 'pay-code-no-image',
      })
    ).data;
    expect(new URL(payUrl).searchParams.has('payCodeImg')).toBe(false);
    expect(new URL(payUrl).searchParams.get('payCode')).not.toBe('');
  });

  it('repay-no-pay-code: no defDetail and no banner on either repayment page', async () => {
    for (const name of ['instalmentDetail', 'delayDetail'] as const) {
      const { data } = await envelope(name, { params: ids, mock: 'repay-no-pay-code' });
      expect(data.defDetail).toBeNull();
      expect(data.isShowReyTop).toBe(0);
      expect(data.repayList.length).toBeGreaterThan(0);
    }
  });
});
