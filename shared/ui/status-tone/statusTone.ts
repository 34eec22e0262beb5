// Status tones (spec §2 'Order Details', §4 'Order status', §9 statuses): the one mapping from an
// order's status to the colour it shows in, wherever a status appears. The spec names the statuses
// by number only; the groups follow what each number allows (§4, §9) and the lifecycle stages of
// the loan terms. The colours are Sass tokens (styles/_tokens.scss), paired per tone in
// shared/ui/status-tone/_palette.scss.
import { marketCalendarDay } from '../../format/date.ts';

/**
 * What a status says, each a tone of its own (_palette.scss colours them): in review or approved
 * (in progress, blue), due (a call to act, amber), overdue (urgent, red), repaid (done, green),
 * failed (the application did not go through, red), neutral (a status the spec does not name).
 */
export type StatusTone =
  'processing' | 'approved' | 'due' | 'overdue' | 'repaid' | 'failed' | 'neutral';

/**
 * Every status the spec names: 21 is under review (no redirect yet); 110 and 151 come after the
 * decision, before the money arrives; 170 is disbursed (repayable, not yet due); 174 is due and 180
 * overdue (both repayable, with rollover); 200 allows borrowing again (repaid).
 */
const orderStatusTones: Readonly<Record<number, StatusTone>> = {
  21: 'processing',
  110: 'approved',
  151: 'approved',
  170: 'approved',
  174: 'due',
  180: 'overdue',
  200: 'repaid',
};

export function orderStatusTone(orderStatus: number): StatusTone {
  return orderStatusTones[orderStatus] ?? 'neutral';
}

/**
 * Complaint orders and complaint tabs carry their status as the server words it, not as a number:
 * the words of each group, checked in this order (so "Overdue" is never read as "due").
 */
const statusWords: readonly (readonly [RegExp, StatusTone])[] = [
  [/overdue|late|past due/i, 'overdue'],
  [/repaid|paid off|settled|closed|resolved|completed|done/i, 'repaid'],
  [/\bdue\b|unpaid/i, 'due'],
  [/declined|rejected|refused|failed|not approved|cancel/i, 'failed'],
  [/approved|disburs|withdraw/i, 'approved'],
  [/processing|review|pending|waiting|submitted|open/i, 'processing'],
];

export function statusTextTone(statusText: string): StatusTone {
  return statusWords.find(([words]) => words.test(statusText))?.[1] ?? 'neutral';
}

/** The chip beside an overdue status: 'Overdue · N days'. */
export function overdueChipText(days: number): string {
  return `Overdue · ${days} ${days === 1 ? 'day' : 'days'}`;
}

const DAY_MS = 86_400_000;

/**
 * Whole days since a due date, in the market's calendar (shared/format/date.ts), or undefined
 * when the date cannot be read or is not past.
 */
export function daysOverdue(
  dueDate: string | number,
  now: number = Date.now(),
): number | undefined {
  const due = marketCalendarDay(dueDate);
  const today = marketCalendarDay(now);
  if (due === undefined || today === undefined) return undefined;
  const days = Math.round((today - due) / DAY_MS);
  return days > 0 ? days : undefined;
}

/**
 * A repayment page has no order status, only the date its amount is due: due (amber) until that
 * date has passed, then overdue (red) with the days past it.
 */
export function dueDateTone(
  dueDate: string | number,
  now: number = Date.now(),
): { tone: StatusTone; overdueDays?: number } {
  const days = daysOverdue(dueDate, now);
  return days === undefined ? { tone: 'due' } : { tone: 'overdue', overdueDays: days };
}
