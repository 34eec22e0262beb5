// Bind card (spec §3 'Bind-card form item', 'Bind-card submit', §7 'Bind card'): the server-driven
// form of card-init, parsed here into typed items with defaults, and the two submit calls.
import { api } from './client.ts';
import { endpoints } from './endpoints.ts';
import { asArray, asList, asNumber, asRecord, asText, type Json, listLimit } from './parse.ts';
import type { ApiResult } from './result.ts';

/** The kinds of field the form knows (spec §3 cate). */
type FormItemCate = 'txt' | 'citySelect' | 'day' | 'enum';

const cates: readonly string[] = ['txt', 'citySelect', 'day', 'enum'] satisfies FormItemCate[];

/** One entry of an item's note: what the borrower reads (name) and what is sent (type). */
export interface FormItemOption {
  name: string;
  type: string;
  /** The next level of a cascading citySelect (province > city ...); empty for a leaf. */
  children: FormItemOption[];
}

export interface BindCardFormItem {
  code: string;
  cate: FormItemCate;
  title: string;
  subtitle: string;
  /** The prefilled value as sent: text, an option name, or a date. */
  value: string;
  /** note: the options of an enum or citySelect. */
  options: FormItemOption[];
  inputType: string;
  /** The card type the field belongs to; 0 means every card type. */
  cardTypeMi: number;
  /** The channel the field belongs to; 0 means every channel. */
  channelNumber: number;
}

export interface BindCardForm {
  items: BindCardFormItem[];
}

// Nesting is bounded: a reply that nests deeper than any address does is cut, never recursed into.
const maxDepth = 4;

function readOptions(value: unknown, depth = 0): FormItemOption[] {
  if (depth >= maxDepth) return [];
  return asList(value, (option) => ({
    name: asText(option.name).trim(),
    type: asText(option.type, asText(option.name)).trim(),
    children: readOptions(option.children ?? option.child, depth + 1),
  })).filter((option) => option.name !== '');
}

function readItem(item: Json): BindCardFormItem | undefined {
  const code = asText(item.code).trim();
  const cate = asText(item.cate).trim();
  // A field the page cannot draw, or cannot name in the submit, is left out rather than guessed.
  if (code === '' || !cates.includes(cate)) return undefined;
  return {
    code,
    cate: cate as FormItemCate,
    title: asText(item.title).trim() || code,
    subtitle: asText(item.subtitle).trim(),
    value: asText(item.value).trim(),
    options: readOptions(item.note),
    inputType: asText(item.inputType).trim(),
    cardTypeMi: asNumber(item.cardTypeMi),
    channelNumber: asNumber(item.channelNumber),
  };
}

export function parseBindCardForm(data: unknown): BindCardForm {
  const items: BindCardFormItem[] = [];
  const seen = new Set<string>();
  for (const raw of asArray(asRecord(data).items)) {
    const item = readItem(asRecord(raw));
    // One value per code goes over the wire, so a repeated code keeps its first field.
    if (!item || seen.has(item.code)) continue;
    seen.add(item.code);
    items.push(item);
    if (items.length === listLimit) break;
  }
  return { items };
}

/** POST card-init with the product id: data.items is the form. */
export function loadBindCardForm(
  productId: string,
  options: { silent?: boolean } = {},
): Promise<ApiResult<BindCardForm>> {
  return api.call(
    endpoints.bindCardForm,
    { productId },
    { parse: parseBindCardForm, silent: options.silent },
  );
}

/** Which submit: a first card, or a change of card (from the loan detail, spec §7). */
export type BindCardSubmitKind = 'new' | 'change';

/**
 * POST bind-card-new or bind-card-change with each field's code mapped to its value plus the
 * product id, under the borrower action's request key. Failures show their toast (the server
 * message, or what went wrong in words).
 */
export function submitBindCard(
  kind: BindCardSubmitKind,
  fields: Readonly<Record<string, string>>,
  requestKey: string,
): Promise<ApiResult<unknown>> {
  return api.call(
    kind === 'change' ? endpoints.bindCardChange : endpoints.bindCardNew,
    { ...fields },
    { requestKey },
  );
}
