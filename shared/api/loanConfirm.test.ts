import { beforeEach, describe, expect, it } from 'vitest';
import { answer, fixtureContext, openPage, record } from '../../tests/setup/apiHarness.ts';
import * as fx from '../mock/confirmFixtures.ts';
import { toastStore } from '../notify/toastStore.ts';
import { confirmMarker, hasConfirmContent, type LoanConfirm } from './loanConfirm.ts';
import { type MinorUnits, UnreadableAmountError } from './parse.ts';
import { loanConfirmV2, parseAgreementsV2, parseConfirmV2 } from './loanConfirmV2.ts';
import { loanConfirmV3, parseAgreementsV3, parseConfirmV3 } from './loanConfirmV3.ts';

const marker = Object.fromEntries(
  Object.entries(confirmMarker).map(([key, value]) => [key, String(value)]),
);
const currentToast = () => toastStore.getState().current?.text;

const emptyConfirm: LoanConfirm = {
  productLogo: '',
  productName: '',
  amount: 0 as MinorUnits,
  periods: 1,
  termUnit: '',
  details: { items: [], total: 0 },
  repayPlans: { items: [], total: 0 },
  firstPayTime: '',
  firstPeriodDay: 0,
  pRateDsc: '',
  sendSms: 0,
  asksRetention: false,
  popTitle: '',
  popContent: '',
  popAgreementUrl: '',
  buttonText: '',
  promotion: '',
  repaymentDate: '',
  rupee: false,
};

beforeEach(() => openPage());

describe('parsing the confirm data', () => {
  it('V3 reads every field of spec §3 and leaves the variant additions empty', () => {
    const parsed = parseConfirmV3({
      ...fx.confirmData(fixtureContext),
      NewButtonMsg: 'ignored',
      isRupee: 1,
    });
    expect(parsed).toMatchObject({
      productName: 'PesoAgad Flex',
      amount: 850000,
      periods: 120,
      termUnit: '1',
      pRateDsc: '0.05% per day (18.25% per year)',
      asksRetention: true,
      popAgreementUrl: 'http://localhost/loanAgreement',
      buttonText: '',
      promotion: '',
      repaymentDate: '',
      rupee: false,
    });
    expect(parsed.details.items[0]).toEqual({ text: 'Loan amount', value: '₱8.500,00' });
    expect(parsed.repayPlans.items[0]).toMatchObject({ amount: 450500, title: 'Instalment 1/2' });
  });

  it('V2 adds NewButtonMsg, NewPopMsg, the repayment date and isRupee', () => {
    const wire = fx.confirmDataV2(fixtureContext, 1);
    const parsed = parseConfirmV2(wire);
    expect(parsed).toMatchObject({
      buttonText: 'Get ₹8.500 now',
      promotion: wire.NewPopMsg,
      repaymentDate: String(wire.firstPayTime),
      rupee: true,
    });
    expect(parseConfirmV2({ ...wire, isRupee: 0 }).rupee).toBe(false);
    expect(parseConfirmV2({ ...wire, isRupee: '1' }).rupee).toBe(true);
  });

  it('gives defaults for everything but the money and the term; a loan of 0 is nothing to confirm', () => {
    const data = { amount: 0, periods: 1, details: 'x', repay_plans: {} };
    expect(parseConfirmV3(data)).toEqual(emptyConfirm);
    expect(hasConfirmContent(parseConfirmV2(data))).toBe(false);
    expect(hasConfirmContent(parseConfirmV2({ ...data, amount: '1' }))).toBe(true);
  });

  it.each([null, 'oops', [], {}])('cannot read an answer without an amount: %j', (data) => {
    expect(() => parseConfirmV3(data)).toThrow(UnreadableAmountError);
  });

  it.each([
    ['amount', null],
    ['amount', -1],
    ['amount', 'N/A'],
    ['amount', '1e21'],
    ['amount', 1.5],
    ['periods', 0],
    ['periods', '-3'],
    ['periods', 1.5],
    ['periods', null],
    ['periods', 'abc'],
  ])('V3 and V2 refuse %s %j', (field, value) => {
    const wire = { ...fx.confirmData(fixtureContext), [field]: value };
    expect(() => parseConfirmV3(wire)).toThrow(UnreadableAmountError);
    expect(() =>
      parseConfirmV2({ ...fx.confirmDataV2(fixtureContext, 0), [field]: value }),
    ).toThrow(UnreadableAmountError);
  });

  it('refuses a plan row whose amount is not one', () => {
    const wire = fx.confirmData(fixtureContext);
    const plans = [...wire.repay_plans, { amount: '-450500', pay_time: '', title: 'x' }];
    expect(() => parseConfirmV3({ ...wire, repay_plans: plans })).toThrow(UnreadableAmountError);
  });

  it('shows at most 200 detail and plan rows and counts the rest', () => {
    const row = { text: 'Fee', value: '₱1,00' };
    const plan = { amount: 100, pay_time: '', title: 'Instalment' };
    const parsed = parseConfirmV3({
      ...fx.confirmData(fixtureContext),
      details: Array.from({ length: 50_000 }, () => row),
      repay_plans: Array.from({ length: 201 }, () => plan),
    });
    expect(parsed.details.items).toHaveLength(200);
    expect(parsed.details.total).toBe(50_000);
    expect(parsed.repayPlans.items).toHaveLength(200);
    expect(parsed.repayPlans.total).toBe(201);
  });

  it('a confirm call with an unreadable amount fails as such, with its own message', async () => {
    answer('confirmData', { data: { ...fx.confirmData(fixtureContext), amount: null } });
    const result = await loanConfirmV3.loadConfirm('7', { silent: true });
    expect(result).toMatchObject({
      success: false,
      failure: 'amount',
      message: 'This amount could not be read',
    });
  });
});

describe('parsing the agreement list', () => {
  it('V3 reads data.data titles with their positions; V2 decodes the title key', () => {
    expect(parseAgreementsV3(fx.agreementList(fixtureContext))).toEqual([
      { title: 'Loan Agreement', position: 0 },
      { title: 'Disclosure Statement', position: 1 },
      { title: 'Privacy Notice', position: 2 },
    ]);
    expect(parseAgreementsV2(fx.agreementListV2(fixtureContext))).toEqual(
      parseAgreementsV3(fx.agreementList(fixtureContext)),
    );
  });

  it('drops untitled items and keeps the server position of the rest', () => {
    expect(parseAgreementsV3({ data: [{ title: '' }, 'x', { title: 'B' }] })).toEqual([
      { title: 'B', position: 1 },
    ]);
    expect(parseAgreementsV3({ data: 'oops' })).toEqual([]);
  });
});

describe.each([
  ['V3', loanConfirmV3, 'agreementJump', 'loanPush'] as const,
  ['V2', loanConfirmV2, 'agreementJumpV2', 'loanPushV2'] as const,
])('%s calls', (_name, calls, jumpName, pushName) => {
  it('the jump sends productId, scene 3, position, orderId and the marker; answers contract_url', async () => {
    const jumps = record(jumpName);
    const result = await calls.jumpToAgreement({ productId: '7', position: 2, orderId: 'PA1' });
    expect(jumps[0]?.method).toBe('GET');
    expect(jumps[0]?.query).toMatchObject({
      productId: '7',
      product_id: '7',
      scene: '3',
      position: '2',
      orderId: 'PA1',
      ...marker,
    });
    expect(result.success && result.data).toBe('http://localhost:3000/loanAgreement?position=2');
  });

  it('the push posts amount, periods, termUnit, productId and the marker; answers lendDetailsUrl', async () => {
    const pushes = record(pushName);
    const result = await calls.pushLoan(
      {
        amount: 850000 as MinorUnits,
        periods: 120,
        termUnit: '1',
        productId: '7',
      },
      'key-loan',
    );
    expect(pushes[0]?.headers['idempotency-key']).toBe('key-loan');
    expect(pushes[0]?.body).toEqual({
      amount: '850000',
      periods: '120',
      termUnit: '1',
      productId: '7',
      product_id: '7',
      ...marker,
    });
    expect(result.success && new URL(result.data).pathname).toBe('/orderDetail');
  });
});

describe("variant 2's success code", () => {
  it("only '00' succeeds: another code fails and toasts the server message", async () => {
    answer('loanPushV2', { code: 0, message: 'Please update the app.' });
    const result = await loanConfirmV2.pushLoan(
      {
        amount: 1 as MinorUnits,
        periods: 1,
        termUnit: '1',
        productId: '7',
      },
      'key-1',
    );
    expect(result.success).toBe(false);
    expect(currentToast()).toBe('Please update the app.');
  });

  it('V3 succeeds on 0', async () => {
    answer('loanPush', { code: 0, data: { lendDetailsUrl: 'https://x.example/d' } });
    const result = await loanConfirmV3.pushLoan(
      {
        amount: 1 as MinorUnits,
        periods: 1,
        termUnit: '1',
        productId: '7',
      },
      'key-1',
    );
    expect(result).toMatchObject({ success: true, data: 'https://x.example/d' });
  });

  it('the agreement list is silent: a failure shows no toast', async () => {
    answer('agreementListV2', { code: '01', message: 'Busy.' });
    const result = await loanConfirmV2.loadAgreements('7');
    expect(result).toMatchObject({ success: false, message: 'Busy.' });
    expect(currentToast()).toBeUndefined();
  });
});
