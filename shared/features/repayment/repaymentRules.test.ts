// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseDelayRepayment, parseInstalmentRepayment } from '../../api/repayment.ts';
import type { PaymentChannel } from '../../api/repayment.ts';
import {
  barcodeSource,
  repaymentInfoOf,
  totalPayment,
  withChannelLogos,
} from './repaymentRules.ts';

const channel = (barcodeImage: string): PaymentChannel => ({
  name: '7-Eleven',
  logo: '',
  channelNumber: '90003',
  barcodeImage,
});

const ids = { productId: '12', orderId: '9001' };

describe('barcodeSource', () => {
  it("shows the channel's barcode image when the server gives one", () => {
    expect(barcodeSource(channel('https://cdn.example.ph/b.png'), '7300')).toEqual({
      kind: 'image',
      src: 'https://cdn.example.ph/b.png',
      code: '7300',
    });
  });

  it('draws the pay code in the page when there is a code but no image', () => {
    expect(barcodeSource(channel(''), ' 730061204175 ')).toEqual({
      kind: 'generated',
      code: '730061204175',
    });
    expect(barcodeSource(undefined, '730061204175')).toEqual({
      kind: 'generated',
      code: '730061204175',
    });
  });

  it('draws the pay code instead of a barcode image from a host the page does not trust', () => {
    for (const image of [
      'https://evil.example/b.png',
      'http://cdn.example.ph/b.png',
      'data:image/png;base64,AAAA',
    ]) {
      expect(barcodeSource(channel(image), '7300'), image).toEqual({
        kind: 'generated',
        code: '7300',
      });
    }
    expect(barcodeSource(channel('https://evil.example/b.png'), '')).toBeUndefined();
  });

  it('draws the code as it is copied, without the spaces or dashes it came with', () => {
    expect(barcodeSource(undefined, '7300 6120-4175')).toEqual({
      kind: 'generated',
      code: '730061204175',
    });
  });

  it('offers nothing without an image or a code', () => {
    expect(barcodeSource(channel(''), '')).toBeUndefined();
    expect(barcodeSource(undefined, '  ')).toBeUndefined();
  });
});

describe('repaymentInfoOf', () => {
  const wire = {
    repayAmount: 450500,
    productName: 'PesoAgad Flex',
    productLogo: 'https://cdn.example.ph/logo.png',
    repayDate: '2026-12-01',
    defDetail: {
      payCode: '730061204175',
      logo: 'https://cdn.example.ph/711.png',
      title: 'Pay at any outlet',
      payNotice: { GCash: [{ name: 'Pay Bills', steps: ['Open GCash.', 'Tap Bills.'] }] },
    },
  };

  it('keeps the order, the amounts, the pay code and the grouped notices of an instalment', () => {
    expect(repaymentInfoOf(parseInstalmentRepayment(wire), ids)).toEqual({
      productId: '12',
      orderId: '9001',
      productName: 'PesoAgad Flex',
      productLogo: 'https://cdn.example.ph/logo.png',
      repayAmount: 450500,
      repayDate: '2026-12-01',
      payCode: '730061204175',
      payCodeLogo: 'https://cdn.example.ph/711.png',
      payNotices: [
        { title: 'GCash', items: [{ name: 'Pay Bills', steps: ['Open GCash.', 'Tap Bills.'] }] },
      ],
    });
  });

  it("keeps each notice group's channel logo, for the page of its own", () => {
    const info = repaymentInfoOf(
      parseInstalmentRepayment({
        ...wire,
        repayList: [{ name: 'GCash', logo: 'https://cdn.example.ph/g.png', channel_number: 1 }],
      }),
      ids,
    );
    expect(info.payNotices[0]?.logo).toBe('https://cdn.example.ph/g.png');
  });

  it('adds the delay amount of an extension, which is then the total payment', () => {
    const info = repaymentInfoOf(
      parseDelayRepayment({ ...wire, delayInfo: { title: 'Extend', delayAmount: 78000 } }),
      ids,
    );
    expect(info.delayAmount).toBe(78000);
    expect(totalPayment(info)).toBe(78000);
    expect(totalPayment({ repayAmount: 450500 })).toBe(450500);
  });

  it('stores an empty code and no notices when there is no default payment box', () => {
    const info = repaymentInfoOf(parseInstalmentRepayment({ repayAmount: 1 }), ids);
    expect(info).toMatchObject({ payCode: '', payCodeLogo: '', payNotices: [] });
  });
});

describe('withChannelLogos', () => {
  const steps = [{ name: 'Pay Bills', steps: ['Open the app.'] }];

  it('gives each group the logo of the channel of its name, whatever the case or spaces', () => {
    const groups = withChannelLogos(
      [
        { title: 'GCash', items: steps },
        { title: ' 7-eleven ', items: steps },
      ],
      [
        { name: '7-Eleven', logo: 'https://cdn.example.ph/711.png' },
        { name: 'GCash', logo: 'https://cdn.example.ph/g.png' },
      ],
    );
    expect(groups.map((group) => group.logo)).toEqual([
      'https://cdn.example.ph/g.png',
      'https://cdn.example.ph/711.png',
    ]);
  });

  it('leaves a group no channel names, or whose channel has no logo, without one', () => {
    const groups = withChannelLogos(
      [
        { title: 'Palawan Express', items: steps },
        { title: 'Maya', items: steps },
      ],
      [{ name: 'Maya', logo: '' }],
    );
    expect(groups).toEqual([
      { title: 'Palawan Express', items: steps },
      { title: 'Maya', items: steps },
    ]);
  });
});
