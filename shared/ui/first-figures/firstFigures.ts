// The borrower's figures at the top of a data page, as text: the product, the status in words and
// its tone, the amount due and its date. One view and two writers: the page's React header
// (FirstFigures.tsx) renders it, and the inline script in the page's <head> (shared/page/earlyFigures.ts)
// writes it into the prerendered header before any module has run. Both give the same DOM, so React
// hydrates what the script wrote. Each page says what its figures are in pages/<page>/firstFigures.ts.
import type { StatusTone } from '../status-tone/statusTone.ts';

export interface FirstFiguresView {
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
export type FigureSlot = Exclude<keyof FirstFiguresView, 'tone' | 'picture'>;

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
 * header with that view (FirstFigures.tsx).
 */
export function fillFirstFigures(header: Element, view: FirstFiguresView): void {
  header.setAttribute(figuresAttribute, 'shown');
  header.setAttribute('data-tone', view.tone);
  // Only Order Details' band has a picture, and its view always names one.
  for (const picture of header.querySelectorAll(`[${pictureAttribute}]`)) {
    picture.setAttribute('src', view.picture ?? '');
  }
  for (const element of header.querySelectorAll(`[${slotAttribute}]`)) {
    const slot = element.getAttribute(slotAttribute) as FigureSlot;
    element.textContent = view[slot] ?? '';
  }
}
