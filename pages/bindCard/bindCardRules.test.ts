// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { BindCardFormItem, FormItemOption } from '../../shared/api/bindCard.ts';
import { parseBindCardForm } from '../../shared/api/bindCard.ts';
import { bindCardFormItems } from '../../shared/mock/bindCardFixtures.ts';
import { applyTyping, displayText } from '../../shared/ui/form/textRules.ts';
import {
  dayValue,
  enumTypeOf,
  initialValues,
  isVisible,
  missingFields,
  pickerPathOf,
  prefilledValue,
  returnQuery,
  selectedCardType,
  selectedChannel,
  submitKind,
  submitPayload,
  submittedValue,
  textRuleOf,
  visibleItems,
} from './bindCardRules.ts';
import { formatBankCard } from '../../shared/format/bankCard.ts';
import { formatPhone } from '../../shared/format/phone.ts';

const option = (name: string, type: string | number, children: FormItemOption[] = []) => ({
  name,
  type: String(type),
  children,
});

const item = (fields: Partial<BindCardFormItem> & Pick<BindCardFormItem, 'code' | 'cate'>) => ({
  title: fields.code,
  subtitle: '',
  value: '',
  options: [],
  inputType: '',
  cardTypeMi: 0,
  channelNumber: 0,
  ...fields,
});

const cardType = item({
  code: 'cardType',
  cate: 'enum',
  title: 'Account type',
  options: [option('Bank account', 1), option('E-wallet', 2)],
});
const channel = item({
  code: 'channelNumber',
  cate: 'enum',
  title: 'Transfer channel',
  options: [option('InstaPay', 90006), option('PESONet', 90008)],
  cardTypeMi: 1,
});
const bank = item({
  code: 'bankCode',
  cate: 'enum',
  title: 'Bank',
  options: [option('BDO Unibank', 'BDO'), option('BPI', 'BPI')],
  cardTypeMi: 1,
});
const cardNo = item({ code: 'cardNo', cate: 'txt', inputType: 'bankCard', cardTypeMi: 1 });
const birth = item({ code: 'birthDate', cate: 'day', cardTypeMi: 1, channelNumber: 90006 });
const branch = item({ code: 'branchCode', cate: 'txt', cardTypeMi: 1, channelNumber: 90008 });
const wallet = item({ code: 'walletAccount', cate: 'txt', inputType: 'phone', cardTypeMi: 2 });
const tin = item({ code: 'tin', cate: 'txt', channelNumber: 90008 });
const city = item({
  code: 'homeCity',
  cate: 'citySelect',
  title: 'City',
  options: [
    option('Metro Manila', 'NCR', [option('Makati', 'MKT'), option('Quezon City', 'QC')]),
    option('Cebu', 'CEB', [option('Cebu City', 'CEBC')]),
  ],
});
const form = [cardType, channel, bank, cardNo, birth, branch, wallet, tin, city];
const codes = (items: readonly BindCardFormItem[]) => items.map(({ code }) => code);

describe('isVisible: card type x channel x cardTypeMi', () => {
  // [cardTypeMi, channelNumber, cardType, channel, shown]
  it.each([
    [0, 0, 1, 90006, true],
    [0, 0, 2, 90008, true],
    [1, 0, 1, 90006, true],
    [1, 0, 2, 90006, false],
    [2, 0, 1, 90006, false],
    [2, 0, 2, 90006, true],
    [1, 90006, 1, 90006, true],
    [1, 90006, 1, 90008, false],
    [1, 90008, 1, 90006, false],
    [1, 90008, 1, 90008, true],
    // The channel decides only for card type 1.
    [0, 90008, 1, 90006, false],
    [0, 90008, 2, 90006, true],
    [2, 90008, 2, 90006, true],
    [1, 90006, 2, 90006, false],
  ])(
    'cardTypeMi %i, channelNumber %i, with card type %i and channel %i: shown %s',
    (cardTypeMi, channelNumber, type, chosenChannel, shown) => {
      expect(isVisible({ cardTypeMi, channelNumber }, type, chosenChannel)).toBe(shown);
    },
  );
});

describe('starting values and visible fields', () => {
  it('starts on card type 1 and channel 90006 (spec §9)', () => {
    const values = initialValues(form);
    expect(values.cardType).toBe('Bank account');
    expect(values.channelNumber).toBe('InstaPay');
    expect(selectedCardType(form, values)).toBe(1);
    expect(selectedChannel(form, values)).toBe(90006);
    expect(codes(visibleItems(form, values))).toEqual([
      'cardType',
      'channelNumber',
      'bankCode',
      'cardNo',
      'birthDate',
      'homeCity',
    ]);
  });

  it('shows the fields of the channel chosen, for card type 1', () => {
    const values = { ...initialValues(form), channelNumber: 'PESONet' };
    expect(selectedChannel(form, values)).toBe(90008);
    expect(codes(visibleItems(form, values))).toEqual([
      'cardType',
      'channelNumber',
      'bankCode',
      'cardNo',
      'branchCode',
      'tin',
      'homeCity',
    ]);
  });

  it('shows the fields of card type 2 and every channel field of no card type', () => {
    const values = { ...initialValues(form), cardType: 'E-wallet' };
    expect(selectedCardType(form, values)).toBe(2);
    expect(codes(visibleItems(form, values))).toEqual([
      'cardType',
      'walletAccount',
      'tin',
      'homeCity',
    ]);
  });

  it('keeps the defaults when the form has no card-type or channel field', () => {
    expect(selectedCardType([cardNo], {})).toBe(1);
    expect(selectedChannel([cardNo], {})).toBe(90006);
    expect(codes(visibleItems([birth, branch], {}))).toEqual(['birthDate']);
  });

  it('takes each prefill the field could hold itself', () => {
    expect(prefilledValue({ ...cardNo, value: '1234 5678-90ab' })).toBe('1234567890');
    expect(prefilledValue({ ...bank, value: 'BPI' })).toBe('BPI');
    // An enum prefilled with an option's type shows its name.
    expect(prefilledValue({ ...bank, value: 'BDO' })).toBe('BDO Unibank');
    expect(prefilledValue({ ...bank, value: 'Chase' })).toBe('');
    expect(prefilledValue({ ...city, value: 'Metro Manila/Makati' })).toBe('Metro Manila/Makati');
    expect(prefilledValue({ ...city, value: 'Metro Manila' })).toBe('');
    expect(prefilledValue({ ...birth, value: '1990/5/7' })).toBe('1990-05-07');
    const values = initialValues([
      { ...cardType, value: '2' },
      { ...channel, value: 'PESONet' },
    ]);
    expect(values).toEqual({ cardType: 'E-wallet', channelNumber: 'PESONet' });
  });

  it('reads a day only when it is a real date', () => {
    expect(dayValue('2000-02-29')).toBe('2000-02-29');
    expect(dayValue('2001-02-29')).toBe('');
    expect(dayValue('17/05/1990')).toBe('');
    expect(dayValue('')).toBe('');
  });
});

describe('text fields: digits only, bank numbers grouped in fours', () => {
  it('keeps digits only in every text field, grouping bank numbers and phones', () => {
    expect(textRuleOf(cardNo)).toEqual({ digitsOnly: true, grouping: formatBankCard });
    expect(textRuleOf(wallet)).toEqual({ digitsOnly: true, grouping: formatPhone });
    expect(textRuleOf(branch)).toEqual({ digitsOnly: true });
    expect(textRuleOf(item({ code: 'x', cate: 'txt', inputType: 'text' }))).toEqual({
      digitsOnly: true,
    });
  });

  it('shows a bank number in fours and keeps and sends it without spaces', () => {
    const typed = applyTyping('', '1234-5678 9012a345', null, textRuleOf(cardNo));
    expect(typed.value).toBe('1234567890123 45'.replace(' ', ''));
    expect(displayText(typed.value, formatBankCard)).toBe('1234 5678 9012 345');
    expect(submittedValue(cardNo, '1234 5678 9012 345')).toBe('123456789012345');
    expect(applyTyping('', 'abc', null, textRuleOf(branch)).value).toBe('');
  });
});

describe('enum mapping', () => {
  it('sends the type of the option whose name was chosen', () => {
    expect(enumTypeOf(bank.options, 'BDO Unibank')).toBe('BDO');
    expect(enumTypeOf(cardType.options, 'E-wallet')).toBe('2');
    expect(enumTypeOf(bank.options, 'Chase')).toBe('');
    expect(submittedValue(bank, 'BPI')).toBe('BPI');
  });

  it('reads a city value as the path of names', () => {
    expect(pickerPathOf(city, 'Metro Manila/Makati')).toEqual(['Metro Manila', 'Makati']);
    expect(pickerPathOf(bank, 'BPI')).toEqual(['BPI']);
    expect(pickerPathOf(bank, '')).toEqual([]);
  });
});

describe("'Next'", () => {
  it('names every visible field without a value, and only those', () => {
    expect(missingFields(form, initialValues(form))).toEqual({
      bankCode: 'Please choose Bank',
      cardNo: 'Please enter cardNo',
      birthDate: 'Please choose birthDate',
      homeCity: 'Please choose City',
    });
    const filled = {
      ...initialValues(form),
      bankCode: 'BPI',
      cardNo: '1234567890',
      birthDate: '1990-05-17',
      homeCity: 'Metro Manila',
    };
    // A city chosen only to its first level is not chosen.
    expect(missingFields(form, filled)).toEqual({ homeCity: 'Please choose City' });
    expect(missingFields(form, { ...filled, homeCity: 'Cebu/Cebu City' })).toEqual({});
  });

  it('sends each visible field by its code, enums as their type, plus the product id', () => {
    const values = {
      ...initialValues(form),
      channelNumber: 'PESONet',
      bankCode: 'BDO Unibank',
      cardNo: '1234567890123',
      branchCode: '0427',
      tin: '123456789',
      homeCity: 'Cebu/Cebu City',
      // Typed before the channel changed: hidden now, so not sent.
      birthDate: '1990-05-17',
      walletAccount: '09171234567',
    };
    expect(submitPayload(form, values, '12')).toEqual({
      cardType: '1',
      channelNumber: '90008',
      bankCode: 'BDO',
      cardNo: '1234567890123',
      branchCode: '0427',
      tin: '123456789',
      homeCity: 'Cebu/Cebu City',
      productId: '12',
    });
  });

  it('sends bind-card-change from the loan detail, bind-card-new otherwise', () => {
    expect(submitKind('loanDetail')).toBe('change');
    expect(submitKind('')).toBe('new');
    expect(submitKind('mine')).toBe('new');
  });

  it('goes back to the order only from the loan detail, with its ids', () => {
    expect(returnQuery({ source: 'loanDetail', productId: '12', orderId: '9001' })).toEqual({
      source: 'loanDetail',
      productId: '12',
      orderId: '9001',
    });
    expect(returnQuery({ source: 'loanDetail', productId: '12', orderId: '' })).toEqual({
      source: 'loanDetail',
      productId: '12',
    });
    expect(returnQuery({ source: '', productId: '12', orderId: '9001' })).toBeUndefined();
  });
});

describe('the mock form', () => {
  it('has every cate, the tab row, and fields of one card type and of one channel', () => {
    const { items } = parseBindCardForm({ items: bindCardFormItems() });
    expect(new Set(items.map(({ cate }) => cate))).toEqual(
      new Set(['txt', 'enum', 'day', 'citySelect']),
    );
    const values = initialValues(items);
    const shown = codes(visibleItems(items, values));
    expect(shown).toEqual([
      'cardType',
      'channelNumber',
      'bankCode',
      'cardNo',
      'birthDate',
      'homeCity',
    ]);
    expect(codes(visibleItems(items, { ...values, cardType: 'E-wallet' }))).toEqual([
      'cardType',
      'walletType',
      'walletAccount',
      'tin',
      'homeCity',
    ]);
    const prefilled = parseBindCardForm({ items: bindCardFormItems({ prefilled: true }) }).items;
    expect(missingFields(prefilled, initialValues(prefilled))).toEqual({});
  });
});
