import { beforeEach, describe, expect, it } from 'vitest';
import { enabledFlags, fixtureContext, openPage, record } from '../../tests/setup/apiHarness.ts';
import { appConfig } from '../config/appConfig.ts';
import { businessErrorMessage, malformedData } from '../mock/failures.ts';
import * as fx from '../mock/orderFixtures.ts';
import { toastStore } from '../notify/toastStore.ts';
import { firstLoanDetailLoad, type LoanDetail, parseLoanDetail } from './loanDetails.ts';

const currentToast = () => toastStore.getState().current?.text;

const domainProductKeys = [
  'buttonText',
  'description',
  'enabled',
  'id',
  'logo',
  'name',
  'rangeDesc',
  'rangeTitle',
  'rate',
];

const emptyDetail: LoanDetail = {
  orderStatus: 0,
  noticeStatusText: '',
  noticeDesText: '',
  productName: '',
  productLogo: '',
  detailRows: { items: [], total: 0 },
  recommendedProducts: { items: [], total: 0 },
  repayAddress: '',
  delayAvailable: false,
  telephone: appConfig.defaultServicePhone,
  asksRating: false,
  confirmationAddress: '',
  kindTipsMsg: undefined,
  asksBankCard: false,
  cardPopTitle: '',
  cardPopMsg: '',
};

beforeEach(() => openPage());

describe('parseLoanDetail', () => {
  it('decodes every field of a wire answer, short keys included', () => {
    // Fields the wire and the page name alike come through as sent.
    const sameNamed = {
      orderStatus: 180,
      noticeStatusText: 'Overdue',
      noticeDesText: 'Please pay now.',
      productName: 'PesoAgad Flex',
      productLogo: 'data:image/svg+xml,pf',
      telephone: '0288887777',
      cardPopTitle: 'Bind your account',
      cardPopMsg: 'Please bind an account.',
    };

    const detail = parseLoanDetail({
      ...sameNamed,
      // The server's words stop here: flags become booleans, addresses get the page's names, and
      // what no page reads (inside, reyMsg) is left behind.
      inside: 1,
      h5Url: 'https://pay.example/ph',
      isDelay: 1,
      isScore: 1,
      playeduL: 'https://example.test/confirm',
      reyMsg: 'Repay on time.',
      cardNeedPop: 1,
      userOrderDetail: { detail: [{ text: 'Order number', value: 'PA1' }] },
      recProducts: [
        {
          plo: 'data:image/svg+xml,ke',
          pna: 'Kwarta Express',
          btx: 'Apply now',
          rti: '₱1,000 - ₱10,000',
          rde: 'Loan amount',
          rat: '0.06% / day',
          dsc: 'Term 91 to 120 days',
          ena: 1,
          pid: 1002,
        },
      ],
      KindTipsMsg: 'Pay only in the app.',
    });

    expect(detail).toEqual({
      ...sameNamed,
      repayAddress: 'https://pay.example/ph',
      delayAvailable: true,
      asksRating: true,
      confirmationAddress: 'https://example.test/confirm',
      asksBankCard: true,
      detailRows: { items: [{ text: 'Order number', value: 'PA1' }], total: 1 },
      recommendedProducts: expect.objectContaining({ total: 1 }),
      kindTipsMsg: 'Pay only in the app.',
    });
    expect(detail.recommendedProducts.items).toEqual([
      {
        id: '1002',
        logo: 'data:image/svg+xml,ke',
        name: 'Kwarta Express',
        buttonText: 'Apply now',
        rangeTitle: '₱1,000 - ₱10,000',
        rangeDesc: 'Loan amount',
        rate: '0.06% / day',
        description: 'Term 91 to 120 days',
        enabled: true,
      },
    ]);
  });

  it('decodes the mock fixture: each recommended product from its wire keys', () => {
    const wire = fx.loanDetails(fixtureContext, {
      ...fx.defaultOrder,
      kindTips: true,
      orderId: 'PA9',
    });

    const detail = parseLoanDetail(wire);

    expect(detail.orderStatus).toBe(174);
    expect(detail.productName).toBe('PesoAgad Flex');
    expect(detail.productLogo).toBe(wire.productLogo);
    expect(detail.detailRows.items).toEqual(wire.userOrderDetail.detail);
    expect(detail.detailRows.items[0]).toEqual({ text: 'Order number', value: 'PA9' });
    expect(detail.telephone).toBe('0288887777');
    expect(detail.kindTipsMsg).toBe(wire.KindTipsMsg);
    expect(detail.recommendedProducts.items).toEqual(
      wire.recProducts.map((item) => ({
        id: String(item.pid),
        logo: item.plo,
        name: item.pna,
        buttonText: item.btx,
        rangeTitle: item.rti,
        rangeDesc: item.rde,
        rate: item.rat,
        description: item.dsc,
        enabled: item.ena !== 0,
      })),
    );
    expect(detail.recommendedProducts.items.map((p) => [p.id, p.name, p.enabled])).toEqual([
      ['1002', 'Kwarta Express', true],
      ['1003', 'Sahod Plus', true],
      ['1004', 'Tulong Loan', true],
      ['1005', 'Bayanihan Cash', false],
    ]);
    for (const product of detail.recommendedProducts.items) {
      expect(Object.keys(product).sort()).toEqual(domainProductKeys);
    }
  });

  it.each([['oops'], [null], [undefined], [42], [[{ orderStatus: 174 }]]])(
    'gives every default for data %j',
    (data) => {
      expect(parseLoanDetail(data)).toEqual(emptyDetail);
    },
  );

  it('reads numbers sent as text and text sent as numbers', () => {
    const detail = parseLoanDetail({
      orderStatus: '200',
      isDelay: '1',
      isScore: ' 1 ',
      cardNeedPop: 'yes',
      noticeStatusText: 404,
      telephone: 288887777,
    });

    expect(detail).toMatchObject({
      orderStatus: 200,
      delayAvailable: true,
      asksRating: true,
      asksBankCard: false,
      noticeStatusText: '404',
      telephone: '288887777',
    });
  });

  it('reads at most 200 detail rows and products, and counts them all', () => {
    const row = { text: 'Fee', value: '1' };
    const detail = parseLoanDetail({
      userOrderDetail: { detail: Array.from({ length: 50_000 }, () => row) },
      recProducts: Array.from({ length: 300 }, (_, index) => ({ pid: index })),
    });
    expect(detail.detailRows.items).toHaveLength(200);
    expect(detail.detailRows.total).toBe(50_000);
    expect(detail.recommendedProducts.items).toHaveLength(200);
    expect(detail.recommendedProducts.total).toBe(300);
  });

  it('drops rows and products that are not objects and fills missing fields', () => {
    const detail = parseLoanDetail({
      userOrderDetail: { detail: [null, 'row', [1], { text: 'Amount due', value: 450500 }, {}] },
      recProducts: [null, 7, { pid: 'x1', ena: '0' }],
    });

    expect(detail.detailRows.items).toEqual([
      { text: 'Amount due', value: '450500' },
      { text: '', value: '' },
    ]);
    expect(detail.recommendedProducts.items).toEqual([
      {
        id: 'x1',
        logo: '',
        name: '',
        buttonText: '',
        rangeTitle: '',
        rangeDesc: '',
        rate: '',
        description: '',
        enabled: false,
      },
    ]);
  });

  it("turns the mock's malformed answer into defaults without throwing", () => {
    expect(parseLoanDetail(malformedData('loanDetails'))).toEqual({
      ...emptyDetail,
      noticeStatusText: '404',
      confirmationAddress: 'javascript:alert(1)',
      repayAddress: 'not a url',
    });
    expect(parseLoanDetail({ recProducts: {}, userOrderDetail: 'oops' })).toEqual(emptyDetail);
  });

  it.each([
    ['absent', {}, undefined],
    ['empty', { KindTipsMsg: '' }, undefined],
    ['blank', { KindTipsMsg: '  ' }, undefined],
    ['not text', { KindTipsMsg: { text: 1 } }, undefined],
    ['present', { KindTipsMsg: 'Pay only in the app.' }, 'Pay only in the app.'],
  ])('KindTipsMsg %s gives %j', (_case, data, expected) => {
    expect(parseLoanDetail(data).kindTipsMsg).toBe(expected);
  });

  it.each(enabledFlags)(
    'enabled flag %j gives %j (disabled only when the flag is 0)',
    (ena, enabled) => {
      const [product] = parseLoanDetail({ recProducts: [{ pid: 1, ena }] }).recommendedProducts
        .items;
      expect(product?.enabled).toBe(enabled);
    },
  );

  it('falls back to the configured service phone when the server sends none', () => {
    expect(parseLoanDetail({ telephone: '' }).telephone).toBe(appConfig.defaultServicePhone);
    expect(parseLoanDetail({ telephone: null }).telephone).toBe(appConfig.defaultServicePhone);
    expect(parseLoanDetail({}, '0299990000').telephone).toBe('0299990000');
    expect(parseLoanDetail({ telephone: '0288887777' }, '0299990000').telephone).toBe('0288887777');
  });
});

describe("Order Details' first call against the mock backend", () => {
  const ids = { productId: '1001', orderId: 'PA77' };

  it('default scenario: status 174 with decoded products and rows', async () => {
    const result = await firstLoanDetailLoad(ids);

    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.code).toBe(0);
    expect(result.data).toMatchObject({
      orderStatus: 174,
      delayAvailable: false,
      productName: 'PesoAgad Flex',
      noticeStatusText: 'Repayment due',
      telephone: '0288887777',
      asksRating: false,
      asksBankCard: false,
      kindTipsMsg: undefined,
      confirmationAddress: '',
      repayAddress: '',
    });
    expect(result.data.detailRows.items[0]).toEqual({ text: 'Order number', value: 'PA77' });
    expect(result.data.recommendedProducts.items.map((p) => [p.id, p.name, p.enabled])).toEqual([
      ['1002', 'Kwarta Express', true],
      ['1003', 'Sahod Plus', true],
      ['1004', 'Tulong Loan', true],
      ['1005', 'Bayanihan Cash', false],
    ]);
    expect(Object.keys(result.data.recommendedProducts.items[0] ?? {}).sort()).toEqual(
      domainProductKeys,
    );
    expect(result.data.recommendedProducts.items[0]?.logo).toBe(
      `${location.origin}/maxwell/mock-files/product-1002.svg`,
    );
  });

  it('?mock=status-200 gives status 200', async () => {
    openPage('&mock=status-200');

    const result = await firstLoanDetailLoad(ids);

    expect(result.success && result.data.orderStatus).toBe(200);
  });

  it('?mock=kind-tips carries the tips text; ?mock=empty gives empty lists', async () => {
    openPage('&mock=kind-tips');
    const tips = await firstLoanDetailLoad(ids);
    expect(tips.success && tips.data.kindTipsMsg).toMatch(/^For your safety/);

    openPage('&mock=empty');
    const empty = await firstLoanDetailLoad(ids);
    expect(empty.success && empty.data.recommendedProducts.items).toEqual([]);
    expect(empty.success && empty.data.detailRows.items).toEqual([]);
  });

  it('?mock=malformed succeeds with defaults the page can render', async () => {
    openPage('&mock=malformed');

    const result = await firstLoanDetailLoad(ids);

    expect(result).toMatchObject({ success: true, code: 0 });
    expect(result.success && result.data).toEqual({
      ...emptyDetail,
      noticeStatusText: '404',
      confirmationAddress: 'javascript:alert(1)',
      repayAddress: 'not a url',
    });
    expect(currentToast()).toBeUndefined();
  });

  it('?mock=business-error fails with the server message, left to the page to show', async () => {
    openPage('&mock=business-error');

    const result = await firstLoanDetailLoad(ids);

    expect(result).toMatchObject({
      success: false,
      code: 1,
      message: businessErrorMessage,
      failure: 'business',
      data: undefined,
    });
    expect(currentToast()).toBeUndefined();
  });

  it('sends productId, product_id and orderId, nothing more', async () => {
    const calls = record('loanDetails');
    const query = { ...ids, source: 'loanDetail' };

    await firstLoanDetailLoad(query);

    expect(calls.map((call) => call.body)).toEqual([
      { productId: '1001', product_id: '1001', orderId: 'PA77' },
    ]);
  });
});
