// What the inline script in the <head> of a page with figures runs (the build bundles it with the
// page's pageLoad.ts and firstFigures.ts: scripts/build/early-page-load.ts). It starts the page's first
// call, parks its exchange as it came for the page to read as any call, and, when the answer is a
// success the page will show and the page's own code has not started, writes the borrower's
// figures into the prerendered header. A failure, or an answer after the page's code has started,
// is left to React, which shows it as on any page. A page whose figures come from its address (no
// call) has them written from it (paintSearchFigures).
import { type PageLoad, parkFirstExchange } from '../data/pageData.ts';
import { pageHasStarted } from './pageStart.ts';
import {
  figuresAttribute,
  fillLoanHeader,
  type LoanHeaderView,
  markFiguresSearch,
} from '../ui/loan-header/loanHeader.ts';

export function paintFirstFigures<Query extends string, Data>(
  definition: PageLoad<Query, Data>,
  /** The page's figures for an answer; none where the page shows none (an order that redirects). */
  figuresOf: (data: Data) => LoanHeaderView | undefined,
): void {
  const early = parkFirstExchange(definition);
  if (!early) return;
  void early.data.then((data) => {
    const view = data === undefined ? undefined : figuresOf(data);
    if (view) paintOnceParsed(view, () => (early.parked.paintedData = data));
  });
}

/**
 * The same for a page whose figures come from its address alone (the code page): written as soon as
 * the header is parsed, with no call to wait for.
 */
export function paintSearchFigures(
  /** The page's figures for its address; none where it shows none (a link without a code). */
  figuresOf: (search: string) => LoanHeaderView | undefined,
): void {
  const search = location.search;
  const view = figuresOf(search);
  if (view) paintOnceParsed(view, () => markFiguresSearch(search));
}

/** Writes the view into the prerendered header unless the page's code has started; then `painted`. */
function paintOnceParsed(view: LoanHeaderView, painted: () => void): void {
  const paint = () => {
    const header = document.querySelector(`[${figuresAttribute}="pending"]`);
    // Once the page's code runs, React draws the answer itself.
    if (!header || pageHasStarted()) return;
    fillLoanHeader(header, view);
    painted();
  };
  // Still parsing, the header may be there only in part: write it once the document is parsed,
  // which is before the page's module runs (deferred scripts run after 'interactive').
  if (document.readyState === 'loading') {
    document.addEventListener('readystatechange', paint, { once: true });
  } else {
    paint();
  }
}
