// The rules of the bind-card form (spec §2 'Bind bank screen', §3 'Bind-card form item', 'Bind-card
// submit', §4 'Bind card', §5 bank inputs, §7 'Bind card', §9 defaults) as plain functions: the
// values a form starts with, which fields show for a card type and channel, what each field keeps,
// what 'Next' checks, what it sends and where the borrower goes after.
//
// The form's values are text, one per field code, as the borrower sees them: a text field's digits,
// an enum's option name, a citySelect's names joined by '/', a day as YYYY-MM-DD.
import type { BindCardFormItem, FormItemOption } from '../../shared/api/bindCard.ts';
import type { QueryValues } from '../../shared/navigation/pageQuery.ts';
import type { PickerOption } from '../../shared/ui/form/pickerOptions.ts';
import { isCompletePath } from '../../shared/ui/form/pickerOptions.ts';
import { formatBankCard } from '../../shared/format/bankCard.ts';
import { formatPhone } from '../../shared/format/phone.ts';
import { cleanText, type TextRule } from '../../shared/ui/form/textRules.ts';

export type FormValues = Readonly<Record<string, string>>;

/** The code of the field shown as the card-type tab row. */
export const cardTypeCode = 'cardType';
/** The code of the field that chooses the channel. */
const channelCode = 'channelNumber';
/** Spec §9: card type 1 and channel number 90006 until the borrower chooses otherwise. */
const defaultCardType = 1;
const defaultChannelNumber = 90006;

/** How a citySelect's levels are joined in its value. */
const citySeparator = '/';

// ---------------------------------------------------------------------------------------------
// Text fields

/**
 * What a text field keeps (spec §2: text inputs take digits only; §5: a bank number keeps digits,
 * grouped in fours, a phone 3-4-4). inputType picks the grouping; the value never has spaces.
 */
export function textRuleOf(item: Pick<BindCardFormItem, 'inputType'>): TextRule {
  const kind = item.inputType.toLowerCase();
  if (/bank|card|account/.test(kind)) return { digitsOnly: true, grouping: formatBankCard };
  if (/phone|mobile|tel/.test(kind)) return { digitsOnly: true, grouping: formatPhone };
  return { digitsOnly: true };
}

// ---------------------------------------------------------------------------------------------
// Options: enum notes and citySelect levels, as the picker shows them (value and label both the name,
// so a choice is the path of names the form keeps).

export function pickerOptionsOf(options: readonly FormItemOption[]): PickerOption[] {
  return options.map((option) => ({
    value: option.name,
    label: option.name,
    ...(option.children.length > 0 ? { children: pickerOptionsOf(option.children) } : {}),
  }));
}

/** The picker path of a field's value: [name] for an enum, the names of each level for a city. */
export function pickerPathOf(item: Pick<BindCardFormItem, 'cate'>, value: string): string[] {
  if (value === '') return [];
  if (item.cate !== 'citySelect') return [value];
  return value.split(citySeparator).map((part) => part.trim());
}

/** The value a confirmed picker path leaves in the form. */
export function valueOfPickerPath(path: readonly string[]): string {
  return path.join(citySeparator);
}

/** The option an enum value names (its name, or failing that its type). */
function findOption(options: readonly FormItemOption[], value: string): FormItemOption | undefined {
  return (
    options.find((option) => option.name === value) ??
    options.find((option) => option.type === value)
  );
}

/** Spec §3: an enum is sent as the type of the option whose name was chosen. */
export function enumTypeOf(options: readonly FormItemOption[], name: string): string {
  return options.find((option) => option.name === name)?.type ?? '';
}

// ---------------------------------------------------------------------------------------------
// Starting values

const isoDay = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;

/** A prefilled day as YYYY-MM-DD, or '' when it is not a real date. */
export function dayValue(text: string): string {
  const match = isoDay.exec(text.trim());
  if (!match) return '';
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return '';
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The form value of a field's prefilled `value`: only what the field could hold itself. */
export function prefilledValue(item: BindCardFormItem): string {
  switch (item.cate) {
    case 'txt':
      return cleanText(item.value, textRuleOf(item));
    case 'day':
      return dayValue(item.value);
    case 'enum':
      return findOption(item.options, item.value)?.name ?? '';
    case 'citySelect': {
      const path = pickerPathOf(item, item.value);
      return isCompletePath(pickerOptionsOf(item.options), path) ? valueOfPickerPath(path) : '';
    }
  }
}

/** The option chosen by default where no value is prefilled: the one whose type is `type`. */
function defaultOptionName(item: BindCardFormItem | undefined, type: number): string {
  return item?.options.find((option) => Number(option.type) === type)?.name ?? '';
}

/**
 * The values the form starts with: each field's prefill, and where the card type or the channel
 * has none, the option of the default card type (1) and channel (90006).
 */
export function initialValues(items: readonly BindCardFormItem[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const item of items) values[item.code] = prefilledValue(item);
  const cardType = items.find((item) => item.code === cardTypeCode);
  if (cardType && values[cardTypeCode] === '') {
    values[cardTypeCode] =
      defaultOptionName(cardType, defaultCardType) || (cardType.options[0]?.name ?? '');
  }
  const channel = items.find((item) => item.code === channelCode);
  if (channel && values[channelCode] === '') {
    values[channelCode] = defaultOptionName(channel, defaultChannelNumber);
  }
  return values;
}

// ---------------------------------------------------------------------------------------------
// Visibility

function chosenNumber(
  items: readonly BindCardFormItem[],
  values: FormValues,
  code: string,
  fallback: number,
): number {
  const item = items.find((candidate) => candidate.code === code);
  const type = item ? enumTypeOf(item.options, values[code] ?? '') : '';
  const number = type.trim() === '' ? Number.NaN : Number(type);
  return Number.isFinite(number) ? number : fallback;
}

/** The card type chosen in the tab row; 1 until one is chosen (spec §9). */
export function selectedCardType(items: readonly BindCardFormItem[], values: FormValues): number {
  return chosenNumber(items, values, cardTypeCode, defaultCardType);
}

/** The channel chosen in the channelNumber field; 90006 until one is chosen (spec §9). */
export function selectedChannel(items: readonly BindCardFormItem[], values: FormValues): number {
  return chosenNumber(items, values, channelCode, defaultChannelNumber);
}

/**
 * Spec §2: a field of one card type (cardTypeMi not 0) shows only for that type; when the card type
 * is 1, a field of one channel (channelNumber not 0) shows only for that channel.
 */
export function isVisible(
  item: Pick<BindCardFormItem, 'cardTypeMi' | 'channelNumber'>,
  cardType: number,
  channel: number,
): boolean {
  if (item.cardTypeMi !== 0 && item.cardTypeMi !== cardType) return false;
  if (cardType === 1 && item.channelNumber !== 0 && item.channelNumber !== channel) return false;
  return true;
}

/** The fields shown for the current values, in the server's order. */
export function visibleItems(
  items: readonly BindCardFormItem[],
  values: FormValues,
): BindCardFormItem[] {
  const cardType = selectedCardType(items, values);
  const channel = selectedChannel(items, values);
  return items.filter((item) => isVisible(item, cardType, channel));
}

// ---------------------------------------------------------------------------------------------
// 'Next': what it checks and what it sends

/** The inline message of a visible field left without a value. */
function missingMessage(item: Pick<BindCardFormItem, 'cate' | 'title'>): string {
  return item.cate === 'txt' ? `Please enter ${item.title}` : `Please choose ${item.title}`;
}

function hasValue(item: BindCardFormItem, value: string): boolean {
  switch (item.cate) {
    case 'txt':
    case 'day':
      return value.trim() !== '';
    case 'enum':
      return item.options.some((option) => option.name === value);
    case 'citySelect':
      return isCompletePath(pickerOptionsOf(item.options), pickerPathOf(item, value));
  }
}

/** Spec §2 'Next': every visible field has a value; the message of each one that has none. */
export function missingFields(
  items: readonly BindCardFormItem[],
  values: FormValues,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const item of visibleItems(items, values)) {
    // A card-type row with no tabs cannot be chosen: the default card type stands (spec §9).
    if (item.code === cardTypeCode && item.options.length === 0) continue;
    if (!hasValue(item, values[item.code] ?? '')) errors[item.code] = missingMessage(item);
  }
  return errors;
}

/** The value of one field as sent: an enum's option type, a text field's digits, the rest as kept. */
export function submittedValue(item: BindCardFormItem, value: string): string {
  switch (item.cate) {
    case 'enum':
      return enumTypeOf(item.options, value);
    case 'txt':
      return cleanText(value, textRuleOf(item)).trim();
    default:
      return value.trim();
  }
}

/** Spec §3 'Bind-card submit': each visible field's code mapped to its value, plus the product id. */
export function submitPayload(
  items: readonly BindCardFormItem[],
  values: FormValues,
  productId: string,
): Record<string, string> {
  const payload: Record<string, string> = {};
  for (const item of visibleItems(items, values)) {
    payload[item.code] = submittedValue(item, values[item.code] ?? '');
  }
  if (payload[cardTypeCode] === '') payload[cardTypeCode] = String(defaultCardType);
  payload.productId = productId;
  return payload;
}

/**
 * The account a submit names for the borrower while its outcome is unknown, masked: the last four
 * digits of its longest number (the card or wallet account), never the whole of it.
 */
export function accountNotice(payload: Readonly<Record<string, string>>): string {
  const numbers = Object.entries(payload)
    .filter(([code]) => code !== 'productId')
    .map(([, value]) => value.replace(/\D/g, ''))
    .filter((digits) => digits.length >= 8)
    .sort((a, b) => b.length - a.length);
  const longest = numbers[0];
  return longest
    ? `the payment account ending ${longest.slice(-4)}`
    : 'the payment account you sent';
}

/** The source that marks a change of card made from the loan detail (spec §7). */
const loanDetailSource = 'loanDetail';

/** Spec §7: bind-card-change when the source is loanDetail, bind-card-new otherwise. */
export function submitKind(source: string): 'new' | 'change' {
  return source === loanDetailSource ? 'change' : 'new';
}

/**
 * Spec §4: after a successful bind from the loan detail, the order page with source=loanDetail and
 * the order's ids (the common parameters are added on the way); nowhere otherwise.
 */
export function returnQuery(query: {
  source: string;
  productId: string;
  orderId: string;
}): QueryValues | undefined {
  if (query.source !== loanDetailSource) return undefined;
  const target: QueryValues = { source: loanDetailSource, productId: query.productId };
  if (query.orderId !== '') target.orderId = query.orderId;
  return target;
}
