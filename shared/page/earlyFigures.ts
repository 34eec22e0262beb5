// What the inline script in the <head> of a page with figures runs (the build bundles it with the
// page's pageLoad.ts and firstFigures.ts: scripts/build/early-page-load.ts). It starts the page's first
// call and, when the answer is in and the page's own code has not started, writes the borrower's
// figures into the prerendered header. A failure, an answer the page does not show (figuresOf gives
// none: Order Details on its way elsewhere), or an answer after the page's code has started, is left
// to React, which shows it as on any page.
import { type PageLoad, parkPageLoad } from '../data/pageData.ts';
import { pageHasStarted } from './pageStart.ts';
import {
  figuresAttribute,
  fillLoanHeader,
  type LoanHeaderView,
} from '../ui/loan-header/loanHeader.ts';

export function paintFirstFigures<Query extends string, Data>(
  definition: PageLoad<Query, Data>,
  figuresOf: (data: Data) => LoanHeaderView | undefined,
): void {
  const early = parkPageLoad(definition);
  if (!early) return;
  void early.answer.then((state) => {
    const view = state.status === 'ready' && figuresOf(state.data as Data);
    if (!view) return;
    const paint = () => {
      const header = document.querySelector(`[${figuresAttribute}="pending"]`);
      // Once the page's code runs, React draws the answer itself.
      if (!header || pageHasStarted()) return;
      fillLoanHeader(header, view);
      early.painted = true;
    };
    // Still parsing, the header may be there only in part: write it once the document is parsed,
    // which is before the page's module runs (deferred scripts run after 'interactive').
    if (document.readyState === 'loading') {
      document.addEventListener('readystatechange', paint, { once: true });
    } else {
      paint();
    }
  });
}
