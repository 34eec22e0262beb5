import { describe, expect, it } from 'vitest';
import { answer, record } from '../../tests/setup/apiHarness.ts';
import { type MinorUnits, UnreadableAmountError } from './parse.ts';
import {
  firstDelayLoad,
  firstInstalmentLoad,
  hasDelayContent,
  hasInstalmentContent,
  parseDelayRepayment,
  loadDelayRepayment,
  loadInstalmentRepayment,
  parseInstalmentRepayment,
  payCodeParams,
} from './repayment.ts';

describe('repayment answers', () => {
  it('reads the instalment fields with defaults for anything missing or of the wrong shape', () => {
    const parsed = parseInstalmentRepayment({
      repayAmount: '450500',
      productName: 'PesoAgad Flex',
      detail: [{ text: 'Instalment', value: '1/2' }, 'garbage', null],
      repayList: [
        { name: 'GCash', logo: 'g.png', channel_number: 90001, barcode: '' },
        { name: 'No number' },
        7,
      ],
      defDetail: {
        payCode: 730061204175,
        payNotice: { GCash: [{ name: 'Pay Bills', steps: ['Open GCash.', 5] }], Empty: [] },
      },
      isShowReyTop: '1',
    });
    expect(parsed).toEqual({
      repayAmount: 450500,
      productName: 'PesoAgad Flex',
      repayDate: '',
      productLogo: '',
      detailRows: { items: [{ text: 'Instalment', value: '1/2' }], total: 1 },
      // A channel without a number cannot be paid with: left out.
      channels: {
        items: [{ name: 'GCash', logo: 'g.png', channelNumber: '90001', barcodeImage: '' }],
        total: 1,
      },
      noticeMsg: '',
      payCodeBox: {
        payCode: '730061204175',
        logo: '',
        title: '',
        payNotices: [{ title: 'GCash', items: [{ name: 'Pay Bills', steps: ['Open GCash.'] }] }],
      },
      showsInstructionsBanner: true,
    });
  });

  it('has no pay-code box for an absent or empty defDetail, and no banner unless isShowReyTop is 1', () => {
    for (const defDetail of [undefined, null, {}, { payCode: ' ' }, 'x']) {
      expect(parseInstalmentRepayment({ repayAmount: 1, defDetail }).payCodeBox).toBeUndefined();
    }
    const banner = (isShowReyTop: unknown) =>
      parseInstalmentRepayment({ repayAmount: 1, isShowReyTop }).showsInstructionsBanner;
    expect(banner(0)).toBe(false);
    expect(banner(2)).toBe(false);
  });

  it('reads delayInfo and repayPlan on top of the instalment fields', () => {
    const parsed = parseDelayRepayment({
      repayAmount: 78000,
      delayInfo: { title: 'Extend by 60 days', delayAmount: '78000' },
      repayPlan: [{ remark: 'Today', title: 'Rollover', amount: 78000, time: 1764000000000 }],
    });
    expect(parsed.delayInfo).toEqual({ title: 'Extend by 60 days', delayAmount: 78000 });
    expect(parsed.repayPlan.items).toEqual([
      { remark: 'Today', title: 'Rollover', amount: 78000, time: 1764000000000 },
    ]);
    expect(hasDelayContent(parsed)).toBe(true);
    const nothingToExtend = { repayAmount: 1, delayInfo: { title: 'Extend', delayAmount: 0 } };
    expect(hasDelayContent(parseDelayRepayment(nothingToExtend))).toBe(false);
  });

  it('counts an answer with nothing due as empty', () => {
    expect(hasInstalmentContent(parseInstalmentRepayment({ repayAmount: 0 }))).toBe(false);
    const named = { repayAmount: '0', productName: 'PesoAgad Flex' };
    expect(hasInstalmentContent(parseInstalmentRepayment(named))).toBe(false);
    expect(hasInstalmentContent(parseInstalmentRepayment({ repayAmount: 1 }))).toBe(true);
  });

  it.each([
    null,
    undefined,
    'N/A',
    'Infinity',
    -450500,
    '1e21',
    Number('9007199254740993'),
    '9,010.00',
  ])('refuses a repayAmount of %j', (repayAmount) => {
    expect(() => parseInstalmentRepayment({ repayAmount })).toThrow(UnreadableAmountError);
    expect(() => parseDelayRepayment({ repayAmount, delayInfo: { delayAmount: 1 } })).toThrow(
      UnreadableAmountError,
    );
  });

  it('refuses an extension whose delayAmount or plan amount is not one', () => {
    const read = (delayAmount: unknown, planAmount: unknown) => () =>
      parseDelayRepayment({
        repayAmount: 1,
        delayInfo: { delayAmount },
        repayPlan: [{ amount: planAmount }],
      });
    expect(read(78000, 78000)).not.toThrow();
    expect(read(null, 78000)).toThrow(UnreadableAmountError);
    expect(read(-1, 78000)).toThrow(UnreadableAmountError);
    expect(read(78000, 'N/A')).toThrow(UnreadableAmountError);
    expect(read(78000, 1.5)).toThrow(UnreadableAmountError);
  });

  it('shows at most 200 detail rows and channels, and counts the rest', () => {
    const parsed = parseInstalmentRepayment({
      repayAmount: 1,
      detail: Array.from({ length: 50_000 }, (_, index) => ({ text: `Row ${index}`, value: '1' })),
      repayList: Array.from({ length: 300 }, (_, index) => ({ channel_number: index + 1 })),
    });
    expect(parsed.detailRows.items).toHaveLength(200);
    expect(parsed.detailRows.items.at(-1)?.text).toBe('Row 199');
    expect(parsed.detailRows.total).toBe(50_000);
    expect(parsed.channels.items).toHaveLength(200);
    expect(parsed.channels.total).toBe(300);
  });

  it('cuts long texts and names', () => {
    const parsed = parseInstalmentRepayment({
      repayAmount: 1,
      productName: 'N'.repeat(10_000),
      noticeMsg: 'M'.repeat(10_000),
    });
    expect(parsed.productName).toHaveLength(200);
    expect(parsed.noticeMsg).toHaveLength(2000);
  });

  it('a call whose amount cannot be read fails as such, with its own message', async () => {
    answer('instalmentDetail', { data: { repayAmount: 'N/A', productName: 'PesoAgad Flex' } });
    answer('delayDetail', { data: { repayAmount: 1, delayInfo: { delayAmount: -450500 } } });
    const ids = { productId: '12', orderId: '9001' };
    for (const result of [
      await loadInstalmentRepayment(ids, { silent: true }),
      await loadDelayRepayment(ids, { silent: true }),
    ]) {
      expect(result).toMatchObject({
        success: false,
        failure: 'amount',
        message: 'This amount could not be read',
      });
    }
  });

  it('the instalment and the extension calls send productId, product_id and orderId, nothing more', async () => {
    const instalment = record('instalmentDetail');
    const delay = record('delayDetail');
    const ids = { productId: '12', orderId: '9001', source: 'loanDetail' };

    await firstInstalmentLoad(ids);
    await loadInstalmentRepayment(ids, { silent: true });
    await firstDelayLoad(ids);
    await loadDelayRepayment(ids, { silent: true });

    const sent = { productId: '12', product_id: '12', orderId: '9001' };
    expect(instalment.map((call) => call.body)).toEqual([sent, sent]);
    expect(delay.map((call) => call.body)).toEqual([sent, sent]);
  });

  it('sends generate-vcode four fields, and isDelay=1 only for the extension', () => {
    const amount = 450500 as MinorUnits;
    const request = { productId: '12', orderId: '9001', amount, channelNumber: '90001' };
    expect(payCodeParams({ ...request, isDelay: false })).toEqual({
      productId: '12',
      orderId: '9001',
      amount: '450500',
      channelNumber: '90001',
    });
    expect(payCodeParams({ ...request, isDelay: true })).toMatchObject({ isDelay: '1' });
  });
});
