// The rules of the one loan header (LoanHeader.tsx): what it shows of an order's status, in plain
// functions. The server words the order rows (spec §3 userOrderDetail.detail); an instalment it
// numbers as '(n/m)' after a row's label ('Due date (1/2)'), which the header spells out.
import type { StatusTone } from '../status-tone/statusTone.ts';
import type { HeaderIconName } from './statusIcon.ts';

/** What the header shows of a status; the page builds it from its data. */
export interface LoanStatus {
  tone: StatusTone;
  icon: HeaderIconName;
  /** The status in words (noticeStatusText). */
  statusText: string;
  /** One line under it (noticeDesText). */
  description: string;
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
