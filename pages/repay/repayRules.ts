// The instalment page's own rule (spec §4 'Instalment page', §9): the detail rows show two while
// collapsed, and a 'more' / 'hide' toggle only when there are more.
import type { DetailRow } from '../../shared/api/loanDetails.ts';

export const collapsedRowCount = 2;

export function shownRows(rows: readonly DetailRow[], expanded: boolean): readonly DetailRow[] {
  return expanded ? rows : rows.slice(0, collapsedRowCount);
}

export function hasHiddenRows(rows: readonly DetailRow[]): boolean {
  return rows.length > collapsedRowCount;
}
