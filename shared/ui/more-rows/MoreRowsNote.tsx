// The note under a list the service boundary cut short (shared/api/parse.ts readList): the page
// renders at most the first 200 items of a list, so no answer can freeze it, and says so.
import type { ShownList } from '../../api/parse.ts';
import styles from './MoreRowsNote.module.scss';

const count = new Intl.NumberFormat('en');

/** 'Showing the first 200 of 50,000 rows.' */
export function moreRowsText(shown: number, total: number): string {
  return `Showing the first ${count.format(shown)} of ${count.format(total)} rows.`;
}

/** Nothing when the whole list is shown. */
export function MoreRowsNote({ list }: { list: ShownList<unknown> }) {
  if (list.total <= list.items.length) return null;
  return <p className={styles.note}>{moreRowsText(list.items.length, list.total)}</p>;
}
