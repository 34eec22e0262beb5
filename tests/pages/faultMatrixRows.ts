// The fault matrix (spec §8, contract §2): every hydrated page with a first call, under every way
// that call can go wrong. One table for both halves: tests/pages/faultMatrix.test.tsx runs every
// cell in happy-dom; tests/browser/faultMatrix.test.ts runs in Chromium what only a real browser
// proves (runsInBrowser). A new page joins both with one row of `rows`.
import type { EndpointName } from '../../shared/api/endpoints.ts';
import { defaultConfig } from '../../shared/config/config.ts';
import type { PageName } from '../../shared/config/pages.ts';
import type { EndpointFault } from '../browser/harness.ts';

/** Something on screen, as a borrower finds it: by role and name, by its words, or by a link's target. */
export type Target =
  | {
      role: 'heading' | 'radio' | 'tablist' | 'textbox' | 'tab';
      name: string | RegExp;
      level?: number;
    }
  | { text: string }
  | { css: string };

/** What a page shows when its call succeeds with nothing in it: the error state, or this. */
type NothingToShow = 'message' | { label: string; shows: Target };

export interface MatrixRow {
  page: PageName;
  /** The address that loads the page's data: path and query. */
  address: string;
  /** The address with a value the page cannot load without left out; absent when it needs none. */
  missingQuery?: string;
  /** The page's first call. */
  endpoint: EndpointName;
  /** The page's data on screen, as the mock backend answers the call. */
  content: Target;
  dataNull: NothingToShow;
  emptyData: NothingToShow;
  /** More ways forward shown beside Retry under a failure. */
  besideRetry?: { label: string; shows: Target };
  /** A success answer whose amount cannot be read; absent for a page without money. */
  unreadableAmount?: Record<string, unknown>;
}

/** Customer Service's configured contacts, as links in the page. */
const configuredContacts = {
  label: 'configured contacts',
  shows: { css: `main a[href="tel:${defaultConfig.defaultServicePhone}"]` },
};

/** The promotion form with its own words when the landing config carries none. */
const promotionDefaults = {
  label: 'form with default texts',
  shows: { role: 'heading', level: 2, name: `Get a cash loan with ${defaultConfig.appName}` },
} as const;

/** The complaint list with no tabs at all: it says there are no complaints. */
const noComplaints = {
  label: 'no complaints',
  shows: { text: 'No complaints yet' },
};

const productHeading = { role: 'heading', level: 2, name: 'PesoAgad Flex' } as const;

export const rows: MatrixRow[] = [
  {
    page: 'orderDetail',
    address: '/orderDetail?productId=1001&orderId=9001',
    missingQuery: '/orderDetail?productId=1001',
    endpoint: 'loanDetails',
    content: productHeading,
    dataNull: 'message',
    emptyData: 'message',
  },
  {
    page: 'error',
    address: '/error?orderId=PA77',
    missingQuery: '/error',
    endpoint: 'failurePage',
    content: { text: 'We could not complete your application' },
    dataNull: 'message',
    emptyData: 'message',
  },
  {
    page: 'customerService',
    address: '/customerService',
    endpoint: 'contactInfo',
    // The mock backend's telephone, which differs from the configured one.
    content: { css: 'main a[href="tel:09171234567"]' },
    dataNull: configuredContacts,
    emptyData: configuredContacts,
    besideRetry: configuredContacts,
  },
  ...(['confirm', 'confirmV2'] as const).map((page): MatrixRow => ({
    page,
    address: `/${page}?productId=1001&mock=confirm-no-popups`,
    missingQuery: `/${page}?mock=confirm-no-popups`,
    endpoint: page === 'confirm' ? 'confirmData' : 'confirmDataV2',
    content: productHeading,
    dataNull: 'message',
    emptyData: 'message',
    unreadableAmount: { comProductName: 'PesoAgad Flex', amount: null, periods: 120 },
  })),
  {
    page: 'legacyRepay',
    address: '/legacyRepay?orderId=9001',
    missingQuery: '/legacyRepay',
    endpoint: 'legacyRepaymentWay',
    content: { role: 'radio', name: 'BDO Unibank, card ending 4821' },
    // Without its token the payment cannot be made: both are unreadable answers.
    dataNull: 'message',
    emptyData: 'message',
    unreadableAmount: { repayToken: 'rt-1', amount: '-450500' },
  },
  {
    page: 'promotion',
    address: '/promotion?id=7&app_from=fb&user_from=ad12&utm_tag=summer&links_id=L5',
    missingQuery: '/promotion?app_from=fb&user_from=ad12',
    endpoint: 'promotionTemplate',
    content: { role: 'heading', level: 2, name: 'Cash in minutes, straight to your GCash' },
    dataNull: promotionDefaults,
    emptyData: promotionDefaults,
  },
  {
    page: 'bindCard',
    address: '/bindCard?productId=12',
    missingQuery: '/bindCard',
    endpoint: 'bindCardForm',
    content: { role: 'tablist', name: 'Account type' },
    dataNull: 'message',
    emptyData: 'message',
  },
  {
    page: 'complaint',
    address: '/complaint?orderId=9001',
    missingQuery: '/complaint',
    endpoint: 'complaintInit',
    content: { role: 'heading', name: 'What is your complaint about?' },
    dataNull: 'message',
    emptyData: 'message',
  },
  {
    page: 'complainPageNext',
    address: '/complainPageNext?problemType=1&problemSonType=2&orderNo=PA2025061104170',
    missingQuery: '/complainPageNext?orderNo=PA2025061104170',
    endpoint: 'complaintInit',
    content: { role: 'textbox', name: 'Problem description' },
    dataNull: 'message',
    emptyData: 'message',
  },
  {
    page: 'complaintList',
    address: '/complaintList',
    endpoint: 'complaintList',
    content: { role: 'tab', name: 'Processing' },
    dataNull: noComplaints,
    emptyData: noComplaints,
  },
  {
    page: 'complainDetails',
    address: '/complainDetails?problemId=104',
    missingQuery: '/complainDetails',
    endpoint: 'complaintDetail',
    content: { role: 'heading', name: 'Your complaint' },
    dataNull: 'message',
    emptyData: 'message',
  },
  {
    page: 'repay',
    address: '/repay?productId=1001&orderId=9001',
    missingQuery: '/repay?productId=1001',
    endpoint: 'instalmentDetail',
    content: productHeading,
    dataNull: 'message',
    emptyData: 'message',
    unreadableAmount: { productName: 'PesoAgad Flex', repayAmount: 'N/A' },
  },
  {
    page: 'repayDelay',
    address: '/repayDelay?productId=1001&orderId=9001',
    missingQuery: '/repayDelay?orderId=9001',
    endpoint: 'delayDetail',
    // The plan under the figures: the figures band shows the title as soon as the answer is in.
    content: { role: 'heading', level: 2, name: 'Plan' },
    dataNull: 'message',
    emptyData: 'message',
    unreadableAmount: {
      repayAmount: 78000,
      delayInfo: { title: 'Extend', delayAmount: 'Infinity' },
    },
  },
];

export const businessMessage = 'Our partner bank is closed for maintenance until 06:00.';

/** The message of a success answer whose amount cannot be read. */
export const unreadableAmountMessage = 'This amount could not be read';

export type Column =
  | { kind: 'failure'; fault: EndpointFault }
  | { kind: 'nothing'; fault: EndpointFault; expected: (row: MatrixRow) => NothingToShow }
  /** The backend's own answer, late: the loading state until it comes. */
  | { kind: 'slow'; fault: EndpointFault & { delayMs: number } }
  /** The row's answer with an amount that cannot be read (pages with money only). */
  | { kind: 'amount' }
  | { kind: 'missing' };

// Nothing in a page changes with time before the client's 60 s deadline (client.test.ts): 3 s is
// as slow as 10 s to it. The unit matrix holds the answer instead of waiting.
const delayMs = 3_000;

/** The faults, in the order the matrix prints them. */
export const columns: Record<string, Column> = {
  'HTTP 500': { kind: 'failure', fault: { status: 500 } },
  'business failure': { kind: 'failure', fault: { businessMessage } },
  'malformed JSON': { kind: 'failure', fault: { malformedJson: true } },
  'data: null': { kind: 'nothing', fault: { data: null }, expected: (row) => row.dataNull },
  'empty data': { kind: 'nothing', fault: { data: {} }, expected: (row) => row.emptyData },
  'network abort': { kind: 'failure', fault: { abort: true } },
  'slow answer': { kind: 'slow', fault: { delayMs } },
  'unreadable amount': { kind: 'amount' },
  'missing query': { kind: 'missing' },
};

/** Why a cell does not exist, or undefined when it does. */
export function notApplicable(row: MatrixRow, column: Column): string | undefined {
  if (column.kind === 'missing' && !row.missingQuery) return 'n/a (needs no query)';
  if (column.kind === 'amount' && !row.unreadableAmount) return 'n/a (no amount)';
  return undefined;
}

/**
 * What only a real browser proves: each fault's network path (an aborted connection, a cut-off
 * body, the browser's failed-resource line, a late answer) on the first row, every built page's
 * failure view and Retry under HTTP 500, and the amount message on the first page with money.
 * Every cell, these included, also runs in happy-dom.
 */
export function runsInBrowser(row: MatrixRow, column: Column): boolean {
  if (notApplicable(row, column)) return false;
  if (column.kind === 'amount') return row === rows.find((each) => each.unreadableAmount);
  return row === rows[0] || column === columns['HTTP 500'];
}

/** The outcome table printed for the release notes. */
export function outcomeLines(outcomeOf: (row: MatrixRow, columnName: string) => string) {
  const names = Object.keys(columns);
  return {
    header: ['page', ...names],
    lines: rows.map((row) => [row.page, ...names.map((name) => outcomeOf(row, name))]),
  };
}
