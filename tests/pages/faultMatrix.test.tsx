// The fault matrix (spec §8, contract §2) in happy-dom: every cell of faultMatrixRows.ts, each page
// rendered in its whole hydrated tree (error boundary, toasts) with its first call answered with the
// fault. In each cell the borrower meets no console error and no blank page but a message (or the
// page's content), and Retry brings the content once the fault is gone; a slow answer shows the
// loading state until it arrives. The cells that need a real browser also run in
// tests/browser/faultMatrix.test.ts.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paddedTable } from '../../scripts/docs/markdown-table.ts';
import { type EndpointName, endpoints } from '../../shared/api/endpoints.ts';
import { loanConfirmV2 } from '../../shared/api/loanConfirmV2.ts';
import { loanConfirmV3 } from '../../shared/api/loanConfirmV3.ts';
import { LoanConfirmPage } from '../../shared/features/loanConfirm/LoanConfirmPage.tsx';
import { failureCodes, successCodes } from '../../shared/mock/failures.ts';
import { bankTipStore } from '../../pages/orderDetail/bankTipStore.ts';
import { complaintDraftStore } from '../../pages/complainPageNext/complaintDraft.ts';
import { legacyRepaymentStore } from '../../pages/legacyRepay/legacyRepayment.ts';
import { paymentWaysStore } from '../../shared/stores/paymentWays.ts';
import type { PersistedStore } from '../../shared/stores/persistedStore.ts';
import { promotionTemplateStore } from '../../pages/promotion/promotionTemplate.ts';
import { pageTree } from '../../shared/page/hydratedPage.tsx';
import { ComplainNextPage } from '../../pages/complainPageNext/ComplainNextPage.tsx';
import { ComplaintDetailsPage } from '../../pages/complainDetails/ComplaintDetailsPage.tsx';
import { ComplaintPage } from '../../pages/complaint/ComplaintPage.tsx';
import { ComplaintListPage } from '../../pages/complaintList/ComplaintListPage.tsx';
import { BindCardPage } from '../../pages/bindCard/BindCardPage.tsx';
import { pageLoad as confirmLoad } from '../../pages/confirm/pageLoad.ts';
import { pageLoad as confirmV2Load } from '../../pages/confirmV2/pageLoad.ts';
import { CustomerServicePage } from '../../pages/customerService/CustomerServicePage.tsx';
import { FailurePage } from '../../pages/error/FailurePage.tsx';
import { LegacyRepayPage } from '../../pages/legacyRepay/LegacyRepayPage.tsx';
import { OrderDetailPage } from '../../pages/orderDetail/OrderDetailPage.tsx';
import { PromotionPage } from '../../pages/promotion/PromotionPage.tsx';
import { RepayPage } from '../../pages/repay/RepayPage.tsx';
import { RepayDelayPage } from '../../pages/repayDelay/RepayDelayPage.tsx';
import type { EndpointFault } from '../browser/harness.ts';
import { answer, record, type RecordedCall, type Reply } from '../setup/apiHarness.ts';
import { installShellStub } from '../setup/shellStub.ts';
import { collectConsoleErrors } from './consoleErrors.ts';
import {
  businessMessage,
  type Column,
  columns,
  type MatrixRow,
  notApplicable,
  outcomeLines,
  rows,
  type Target,
  unreadableAmountMessage,
} from './faultMatrixRows.ts';

/** Each row's page as its main.tsx declares it. */
const pages: Partial<Record<MatrixRow['page'], ReactElement>> = {
  orderDetail: <OrderDetailPage />,
  error: <FailurePage />,
  customerService: <CustomerServicePage />,
  confirm: <LoanConfirmPage pageLoad={confirmLoad} calls={loanConfirmV3} />,
  confirmV2: <LoanConfirmPage pageLoad={confirmV2Load} calls={loanConfirmV2} />,
  legacyRepay: <LegacyRepayPage />,
  promotion: <PromotionPage />,
  bindCard: <BindCardPage />,
  complaint: <ComplaintPage />,
  complainPageNext: <ComplainNextPage />,
  complaintList: <ComplaintListPage />,
  complainDetails: <ComplaintDetailsPage />,
  repay: <RepayPage />,
  repayDelay: <RepayDelayPage />,
};

/** A reply that returns nothing: the harness hands the call on to the mock backend. */
const theMockAnswers = () => undefined as unknown as Response;

/** The fault as the harness answers it, the way tests/browser/harness.ts answers it in Chromium. */
function replyOf(endpoint: EndpointName, fault: EndpointFault, heldUntil: Promise<void>): Reply {
  const { success } = endpoints[endpoint];
  if ('status' in fault) {
    const text = '<html><body><h1>Internal Server Error</h1></body></html>';
    return { status: fault.status, text, contentType: 'text/html' };
  }
  if ('businessMessage' in fault) {
    return { code: failureCodes[success], message: fault.businessMessage, data: null };
  }
  if ('malformedJson' in fault) {
    return {
      text: `{"code":${JSON.stringify(successCodes[success])},"message":"success","data":{"li`,
    };
  }
  if ('data' in fault) return { data: fault.data };
  if ('abort' in fault) return 'network-error';
  if ('delayMs' in fault) {
    // Held rather than timed: the answer comes once the cell has seen the loading state.
    return async () => {
      await heldUntil;
      return theMockAnswers();
    };
  }
  throw new Error('The matrix has no such fault');
}

// How long a cell waits for what should happen at once: generous, since a busy two-core machine
// can take seconds to render a page; a cell that passes does not wait it out.
const waitMs = 10_000;
const soon = { timeout: waitMs };

/** The first element the target describes, if it is on screen. */
function find(target: Target): Element | undefined {
  if ('role' in target) {
    const { role, name, level } = target;
    return screen.queryAllByRole(role, { name, level })[0];
  }
  if ('text' in target) return screen.queryAllByText(target.text)[0];
  return document.querySelector(target.css) ?? undefined;
}

const appears = (target: Target) =>
  waitFor(() => {
    if (!find(target)) throw new Error(`Not on screen: ${JSON.stringify(target)}`);
  }, soon);

/** The messages on screen: a live region kept empty until it has something to say is none. */
const alerts = () =>
  [...document.querySelectorAll('main [role="alert"]')].filter((alert) =>
    /\S/.test(alert.textContent ?? ''),
  );
const alertText = () => alerts()[0]?.textContent?.trim() ?? '';
const button = (name: string) => screen.queryByRole('button', { name });
const mainText = () => document.querySelector('main')?.textContent?.trim() ?? '';

/** The error state: the message (the server's own, once, for a business failure) and Retry. */
async function showsFailure(row: MatrixRow, column: Column): Promise<string> {
  await waitFor(() => {
    if (alerts().length === 0 && !find(row.content)) throw new Error('Neither message nor content');
  }, soon);
  expect(alerts(), 'a message in role=alert').toHaveLength(1);
  expect(button('Retry'), 'Retry').not.toBeNull();
  expect(button('Back'), 'Back beside Retry').not.toBeNull();
  let outcome = 'message';
  if ('fault' in column && 'businessMessage' in column.fault) {
    expect(alertText()).toBe(businessMessage);
    expect(screen.getAllByText(businessMessage), 'the message shown once').toHaveLength(1);
    outcome = "server's message";
  }
  if (row.besideRetry) {
    expect(find(row.besideRetry.shows), row.besideRetry.label).toBeDefined();
    outcome += ` + ${row.besideRetry.label}`;
  }
  return outcome;
}

/** Retry, once the fault is gone, calls again and shows the content. */
async function retryWorks(row: MatrixRow, calls: RecordedCall[]) {
  const before = calls.length;
  answer(row.endpoint, theMockAnswers);
  fireEvent.click(button('Retry') as HTMLElement);
  await appears(row.content);
  expect(alerts(), 'no message left once the content is there').toEqual([]);
  expect(calls).toHaveLength(before + 1);
}

async function runCell(row: MatrixRow, column: Column): Promise<string> {
  const errors = collectConsoleErrors();
  let release = () => {};
  const heldUntil = new Promise<void>((resolve) => {
    release = resolve;
  });
  if ('fault' in column) answer(row.endpoint, replyOf(row.endpoint, column.fault, heldUntil));
  else if (column.kind === 'amount') answer(row.endpoint, { data: row.unreadableAmount });
  const calls = record(row.endpoint);
  const address = column.kind === 'missing' ? (row.missingQuery ?? row.address) : row.address;
  window.history.replaceState(null, '', address);
  const page = pages[row.page];
  if (!page) throw new Error(`Add ${row.page} to the pages of the fault matrix`);
  render(pageTree(page));

  let outcome: string;
  try {
    switch (column.kind) {
      case 'missing': {
        await waitFor(() => expect(alertText()).not.toBe(''), soon);
        expect(button('Back'), 'Back').not.toBeNull();
        expect(button('Retry'), 'no Retry: retrying cannot help').toBeNull();
        expect(calls, 'no call without the query').toEqual([]);
        outcome = 'message + Back, no call';
        break;
      }
      case 'slow': {
        await waitFor(() => expect(calls.length).toBeGreaterThan(0), soon);
        expect(document.querySelector('main[aria-busy="true"]'), 'loading').not.toBeNull();
        expect(alerts()).toEqual([]);
        release();
        await appears(row.content);
        expect(document.querySelector('main[aria-busy="true"]')).toBeNull();
        outcome = 'loading -> content';
        break;
      }
      case 'nothing': {
        const expected = column.expected(row);
        if (expected === 'message') {
          outcome = `${await showsFailure(row, column)} + Retry -> content`;
          await retryWorks(row, calls);
        } else {
          await appears(expected.shows);
          expect(alerts(), 'content, no message').toEqual([]);
          outcome = expected.label;
        }
        break;
      }
      case 'failure': {
        outcome = `${await showsFailure(row, column)} + Retry -> content`;
        await retryWorks(row, calls);
        break;
      }
      case 'amount': {
        await showsFailure(row, column);
        expect(alertText()).toBe(unreadableAmountMessage);
        const service = screen.queryByRole('link', { name: 'Contact Customer Service' });
        expect(service, 'the way to Customer Service').not.toBeNull();
        expect(mainText()).not.toMatch(/[₱₹]/);
        outcome = 'amount message + customer service + Retry -> content';
        await retryWorks(row, calls);
        break;
      }
    }
  } finally {
    release();
  }
  expect(mainText(), 'no blank page').not.toBe('');
  expect(errors, 'console errors').toEqual([]);
  return outcome;
}

const outcomes = new Map<string, string>();
const cellKey = (row: MatrixRow, column: string) => `${row.page}\u0000${column}`;

/** A store back to its first state, as a fresh context has it. */
function forget<State>(store: PersistedStore<State>) {
  store.setState(store.getInitialState(), true);
}

beforeEach(() => {
  // Each cell is a first visit, as each browser cell is a fresh context.
  localStorage.clear();
  sessionStorage.clear();
  forget(bankTipStore);
  forget(complaintDraftStore);
  forget(legacyRepaymentStore);
  forget(paymentWaysStore);
  forget(promotionTemplateStore);
  installShellStub();
  vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  vi.spyOn(window.location, 'replace').mockImplementation(() => {});
});

afterAll(() => {
  const { header, lines } = outcomeLines(
    (row, name) => outcomes.get(cellKey(row, name)) ?? 'not run',
  );
  console.log(`Fault matrix (page x fault -> outcome)\n${paddedTable(header, lines)}`);
});

describe('fault matrix', () => {
  for (const [name, column] of Object.entries(columns)) {
    for (const row of rows) {
      const absent = notApplicable(row, column);
      if (absent) {
        outcomes.set(cellKey(row, name), absent);
        continue;
      }
      it(`${row.page} x ${name}`, { timeout: 3 * waitMs }, async () => {
        try {
          outcomes.set(cellKey(row, name), await runCell(row, column));
        } catch (error) {
          const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
          outcomes.set(cellKey(row, name), `FAIL: ${reason?.replaceAll('|', '/').slice(0, 70)}`);
          throw error;
        }
      });
    }
  }
});
