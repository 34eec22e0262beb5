// The rules of the one loan header (LoanHeader.tsx): what it shows of an order's status, in plain
// functions. The server words the order rows (spec §3 userOrderDetail.detail); an instalment it
// numbers as '(n/m)' after a row's label ('Due date (1/2)'), which the header spells out.
import type { StatusTone } from '../status-tone/statusTone.ts';
import type { HeaderIconName } from './statusIcon.ts';

export interface HeaderFigure {
  label: string;
  value: string;
}

/** What the header shows of a status; the page builds it from its data. */
export interface LoanStatus {
  tone: StatusTone;
  icon: HeaderIconName;
  /** The status in words (noticeStatusText). */
  statusText: string;
  /** One line under it (noticeDesText). */
  description: string;
}

/** What LoanFigures shows under the status. */
export interface LoanFiguresView {
  /** The amount and its date where the data has them, the one in front first. */
  figures: HeaderFigure[];
  /** 'Instalment 1 of 2', where a row numbers the instalment. */
  instalment?: string;
}

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

/**
 * The figures of a status, in the order the header shows them: a loan that is due shows its date in
 * front (when to pay is the news, the amount is known); every other status its amount. The '(n/m)'
 * of a label moves into the instalment line.
 */
export function headerFigures(
  tone: StatusTone,
  amount: HeaderFigure | undefined,
  date: HeaderFigure | undefined,
): LoanFiguresView {
  let instalment: Instalment | undefined;
  const read = (figure: HeaderFigure | undefined) => {
    if (!figure) return [];
    const { label, instalment: named } = readInstalment(figure.label);
    instalment ??= named;
    return [{ label, value: figure.value }];
  };
  const inOrder = tone === 'due' ? [date, amount] : [amount, date];
  const figures = inOrder.flatMap(read);
  return instalment ? { figures, instalment: instalmentText(instalment) } : { figures };
}
