// The one loan header (LoanHeader.tsx), as text: the product, the status in words and its tone,
// the amount due, the largest figure, and its date under it. One view and two writers: the page's
// React header renders it, and the inline script in the page's <head> (shared/page/earlyFigures.ts)
// writes it into the prerendered header before any module has run. Both give the same DOM, so React
// hydrates what the script wrote. Each page says what its header shows in
// pages/<page>/firstFigures.ts, from its first call's answer or from its address (the code page);
// repaymentOfCode2 builds it from what it stored. The header's words for
// the same things are one list (below), used wherever the spec leaves the words to us.
import type { StatusTone } from '../status-tone/statusTone.ts';

// The borrower's words for the loan's figures and what to do, the same on every screen (one
// export each, so a head script carries only those it shows). Where the spec fixes a word ('Loan
// Term', 'Your next payment date is', the buttons' labels) the page keeps the spec's.

/** The amount the borrower owes. */
export const amountWords = 'Amount due';
/** The date it is due. */
export const dateWords = 'Due date';
/** The first date a loan on offer is due. */
export const firstDateWords = 'First due date';
/** What extending the due date costs: never the loan's amount words. */
export const feeWords = 'Extension fee';
/** The action that pays. */
export const payWords = 'Pay';

export interface LoanHeaderView {
  tone: StatusTone;
  /** The address of the status's picture, on a page whose header has one (Order Details). */
  picture?: string;
  product: string;
  /** The status in words ('Overdue · 3 days'). */
  status: string;
  amountLabel: string;
  amount: string;
  dateLabel: string;
  date: string;
  /** In the figures' place when there are none: the status's line (Order Details). */
  note?: string;
}

/** Every text of the view (the tone and the picture are attributes). */
export type FigureSlot = Exclude<keyof LoanHeaderView, 'tone' | 'picture'>;

/** On the header: 'pending' as prerendered, 'shown' once it holds a view. */
export const figuresAttribute = 'data-first-figures';
/** On each element that holds one text of the view: its slot's name. */
export const slotAttribute = 'data-figure';
/** On the status's picture, whose src is the view's picture. */
export const pictureAttribute = 'data-picture';

/** Element Timing's name for the amount (`npm run bench -- --observed` reads it). */
export const amountTiming = 'first-figure';

/**
 * Writes a view into a header rendered without one: text and attributes only, as React renders the
 * header with that view (LoanHeader.tsx).
 */
export function fillLoanHeader(header: Element, view: LoanHeaderView): void {
  header.setAttribute(figuresAttribute, 'shown');
  header.setAttribute('data-tone', view.tone);
  // Only Order Details' band has a picture, and its view always names one.
  for (const picture of header.querySelectorAll(`[${pictureAttribute}]`)) {
    picture.setAttribute('src', view.picture as string);
  }
  for (const element of header.querySelectorAll(`[${slotAttribute}]`)) {
    const slot = element.getAttribute(slotAttribute) as FigureSlot;
    // Every slot a header renders, its page's view fills (a note only where there is one).
    element.textContent = view[slot] as string;
  }
}

/** On the window, for a page whose figures come from its address: the address the head's script wrote them from. */
const figuresSearchSlot = '__figuresSearch';

type WithFiguresSearch = Partial<Record<typeof figuresSearchSlot, string>>;

export function markFiguresSearch(search: string, target: object = globalThis): void {
  (target as WithFiguresSearch)[figuresSearchSlot] = search;
}

/**
 * The address the head's script wrote the header from, if it did: the page's hydrating render,
 * which reads no address (shared/navigation/usePageSearch.ts), draws the header from it, as written.
 */
export function figuresSearch(target: object = globalThis): string | undefined {
  const search: unknown = (target as WithFiguresSearch)[figuresSearchSlot];
  return typeof search === 'string' ? search : undefined;
}

// The server numbers an instalment as '(n/m)' after an order row's label ('Due date (1/2)'), which
// the header spells out.
export interface Instalment {
  number: number;
  count: number;
}

const instalmentSuffix = /\s*\(\s*(\d+)\s*\/\s*(\d+)\s*\)\s*$/;

/** A row label without its '(n/m)', and the instalment that names, if it names a real one. */
export function readInstalment(label: string): { label: string; instalment?: Instalment } {
  const match = instalmentSuffix.exec(label);
  const number = Number(match?.[1]);
  const count = Number(match?.[2]);
  const bare = match ? label.slice(0, match.index).trim() : '';
  if (!match || number < 1 || number > count || bare === '') return { label };
  return { label: bare, instalment: { number, count } };
}

/** 'Instalment 1 of 2'. */
export function instalmentText({ number, count }: Instalment): string {
  return `Instalment ${number} of ${count}`;
}
