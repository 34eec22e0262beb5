import { describe, expect, it } from 'vitest';
import {
  hasDelayContent,
  hasInstalmentContent,
  parseDelayRepayment,
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
      detailRows: [{ text: 'Instalment', value: '1/2' }],
      // A channel without a number cannot be paid with: left out.
      channels: [{ name: 'GCash', logo: 'g.png', channelNumber: '90001', barcodeImage: '' }],
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
      expect(parseInstalmentRepayment({ defDetail }).payCodeBox).toBeUndefined();
    }
    expect(parseInstalmentRepayment({ isShowReyTop: 0 }).showsInstructionsBanner).toBe(false);
    expect(parseInstalmentRepayment({ isShowReyTop: 2 }).showsInstructionsBanner).toBe(false);
  });

  it('reads delayInfo and repayPlan on top of the instalment fields', () => {
    const parsed = parseDelayRepayment({
      repayAmount: 78000,
      delayInfo: { title: 'Extend by 60 days', delayAmount: '78000' },
      repayPlan: [{ remark: 'Today', title: 'Rollover', amount: 78000, time: 1764000000000 }],
    });
    expect(parsed.delayInfo).toEqual({ title: 'Extend by 60 days', delayAmount: 78000 });
    expect(parsed.repayPlan).toEqual([
      { remark: 'Today', title: 'Rollover', amount: 78000, time: 1764000000000 },
    ]);
    expect(hasDelayContent(parsed)).toBe(true);
    expect(hasDelayContent(parseDelayRepayment({ repayAmount: 1 }))).toBe(false);
  });

  it('counts an answer with neither product nor amount as empty', () => {
    expect(hasInstalmentContent(parseInstalmentRepayment(null))).toBe(false);
    expect(hasInstalmentContent(parseInstalmentRepayment({ repayAmount: 1 }))).toBe(true);
  });

  it('sends generate-vcode four fields, and isDelay=1 only for the extension', () => {
    const request = { productId: '12', orderId: '9001', amount: 450500, channelNumber: '90001' };
    expect(payCodeParams({ ...request, isDelay: false })).toEqual({
      productId: '12',
      orderId: '9001',
      amount: '450500',
      channelNumber: '90001',
    });
    expect(payCodeParams({ ...request, isDelay: true })).toMatchObject({ isDelay: '1' });
  });
});
