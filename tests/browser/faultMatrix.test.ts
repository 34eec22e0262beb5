// The fault matrix (spec §8, contract §2): every hydrated page with a first call, under every way
// that call can go wrong. In each cell the borrower meets no uncaught error and no blank page but
// a message (or the page's content), and Retry brings the content once the fault is gone; a slow
// answer shows the loading state until it arrives. The matrix is printed for the release notes.
// A new page joins with one row of `rows`. A fault the client reads the same way for every call
// (a garbled body, a failed connection) runs on the first row only: the other pages meet it as the
// same failure an HTTP 500 brings them, which every row runs; shared/api/client.test.ts and
// shared/data/usePageData.test.tsx hold each kind of fault for every call.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, type ExpectStatic, it } from 'vitest';
import type { EndpointName } from '../../shared/api/endpoints.ts';
import { defaultConfig } from '../../shared/config/config.ts';
import type { PageName } from '../../shared/config/pages.ts';
import { paddedTable } from '../../scripts/markdown-table.ts';
import {
  type EndpointCall,
  type EndpointFault,
  launchBrowser,
  openPage,
  recordEndpoint,
  routeEndpoint,
} from './harness.ts';

/** What a page shows when its call succeeds with nothing in it: the error state, or this. */
type NothingToShow = 'message' | { label: string; shows: (page: Page) => Locator };

interface MatrixRow {
  page: PageName;
  /** The address that loads the page's data: path and query. */
  address: string;
  /** The address with a value the page cannot load without left out; absent when it needs none. */
  missingQuery?: string;
  /** The page's first call. */
  endpoint: EndpointName;
  /** The page's data on screen, as the mock backend answers the call. */
  content: (page: Page) => Locator;
  dataNull: NothingToShow;
  emptyData: NothingToShow;
  /** More ways forward shown beside Retry under a failure. */
  besideRetry?: { label: string; shows: (page: Page) => Locator };
  /** A success answer whose amount cannot be read; absent for a page without money. */
  unreadableAmount?: Record<string, unknown>;
}

/** Customer Service's configured contacts, as links in the page. */
const configuredContacts = {
  label: 'configured contacts',
  shows: (page: Page) =>
    page.locator(`main a[href="tel:${defaultConfig.defaultServicePhone}"]`).first(),
};

/** The promotion form with its own words when the landing config carries none. */
const promotionDefaults = {
  label: 'form with default texts',
  shows: (page: Page) =>
    page.getByRole('heading', { level: 2, name: `Get a cash loan with ${defaultConfig.appName}` }),
};

/** The complaint list with no tabs at all: it says there are no complaints. */
const noComplaints = {
  label: 'no complaints',
  shows: (page: Page) => page.getByText('You have not filed any complaints.'),
};

const rows: MatrixRow[] = [
  {
    page: 'orderDetail',
    address: '/orderDetail?productId=1001&orderId=9001',
    missingQuery: '/orderDetail?productId=1001',
    endpoint: 'loanDetails',
    content: (page) => page.getByRole('heading', { level: 2, name: 'PesoAgad Flex' }),
    dataNull: 'message',
    emptyData: 'message',
  },
  {
    page: 'error',
    address: '/error?orderId=PA77',
    missingQuery: '/error',
    endpoint: 'failurePage',
    content: (page) => page.getByText('We could not complete your application'),
    dataNull: 'message',
    emptyData: 'message',
  },
  {
    page: 'customerService',
    address: '/customerService',
    endpoint: 'contactInfo',
    // The mock backend's telephone, which differs from the configured one.
    content: (page) => page.locator('main a[href="tel:09171234567"]'),
    dataNull: configuredContacts,
    emptyData: configuredContacts,
    besideRetry: configuredContacts,
  },
  ...(['confirm', 'confirmV2'] as const).map((page): MatrixRow => ({
    page,
    address: `/${page}?productId=1001&mock=confirm-no-popups`,
    missingQuery: `/${page}?mock=confirm-no-popups`,
    endpoint: page === 'confirm' ? 'confirmData' : 'confirmDataV2',
    content: (tab) => tab.getByRole('heading', { level: 2, name: 'PesoAgad Flex' }),
    dataNull: 'message',
    emptyData: 'message',
    unreadableAmount: { comProductName: 'PesoAgad Flex', amount: null, periods: 120 },
  })),
  {
    page: 'legacyRepay',
    address: '/legacyRepay?orderId=9001',
    missingQuery: '/legacyRepay',
    endpoint: 'legacyRepaymentWay',
    content: (page) => page.getByRole('radio', { name: 'BDO Unibank, card ending 4821' }),
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
    content: (page) =>
      page.getByRole('heading', { level: 2, name: 'Cash in minutes, straight to your GCash' }),
    dataNull: promotionDefaults,
    emptyData: promotionDefaults,
  },
  {
    page: 'bindCard',
    address: '/bindCard?productId=12',
    missingQuery: '/bindCard',
    endpoint: 'bindCardForm',
    content: (page) => page.getByRole('tablist', { name: 'Account type' }),
    dataNull: 'message',
    emptyData: 'message',
  },
  {
    page: 'complaint',
    address: '/complaint?orderId=9001',
    missingQuery: '/complaint',
    endpoint: 'complaintInit',
    content: (page) => page.getByRole('heading', { name: 'What is your complaint about?' }),
    dataNull: 'message',
    emptyData: 'message',
  },
  {
    page: 'complainPageNext',
    address: '/complainPageNext?problemType=1&problemSonType=2&orderNo=PA2025061104170',
    missingQuery: '/complainPageNext?orderNo=PA2025061104170',
    endpoint: 'complaintInit',
    content: (page) => page.getByRole('textbox', { name: 'Problem description' }),
    dataNull: 'message',
    emptyData: 'message',
  },
  {
    page: 'complaintList',
    address: '/complaintList',
    endpoint: 'complaintList',
    content: (page) => page.getByRole('tab', { name: 'Processing' }),
    dataNull: noComplaints,
    emptyData: noComplaints,
  },
  {
    page: 'complainDetails',
    address: '/complainDetails?problemId=104',
    missingQuery: '/complainDetails',
    endpoint: 'complaintDetail',
    content: (page) => page.getByRole('heading', { name: 'Your complaint' }),
    dataNull: 'message',
    emptyData: 'message',
  },
  {
    page: 'repay',
    address: '/repay?productId=1001&orderId=9001',
    missingQuery: '/repay?productId=1001',
    endpoint: 'instalmentDetail',
    content: (page) => page.getByRole('heading', { level: 2, name: 'PesoAgad Flex' }),
    dataNull: 'message',
    emptyData: 'message',
    unreadableAmount: { productName: 'PesoAgad Flex', repayAmount: 'N/A' },
  },
  {
    page: 'repayDelay',
    address: '/repayDelay?productId=1001&orderId=9001',
    missingQuery: '/repayDelay?orderId=9001',
    endpoint: 'delayDetail',
    content: (page) => page.getByRole('heading', { level: 2, name: /^Extend your due date/ }),
    dataNull: 'message',
    emptyData: 'message',
    unreadableAmount: {
      repayAmount: 78000,
      delayInfo: { title: 'Extend', delayAmount: 'Infinity' },
    },
  },
];

const businessMessage = 'Our partner bank is closed for maintenance until 06:00.';

type Column =
  | { kind: 'failure'; fault: EndpointFault; failedResource?: boolean; firstRowOnly?: boolean }
  | { kind: 'nothing'; fault: EndpointFault; expected: (row: MatrixRow) => NothingToShow }
  | { kind: 'delay'; fault: EndpointFault }
  /** The row's answer with an amount that cannot be read (pages with money only). */
  | { kind: 'amount' }
  | { kind: 'missing' };

// Nothing in a page changes with time before the client's 60 s deadline (client.test.ts): 3 s is
// as slow as 10 s to it, and a held answer cannot come before the check half way.
const delayMs = 3_000;

/** The faults, in the order the matrix prints them. */
const columns: Record<string, Column> = {
  'HTTP 500': { kind: 'failure', fault: { status: 500 }, failedResource: true },
  'business failure': { kind: 'failure', fault: { businessMessage } },
  'malformed JSON': { kind: 'failure', fault: { malformedJson: true }, firstRowOnly: true },
  'data: null': { kind: 'nothing', fault: { data: null }, expected: (row) => row.dataNull },
  'empty data': { kind: 'nothing', fault: { data: {} }, expected: (row) => row.emptyData },
  'network abort': {
    kind: 'failure',
    fault: { abort: true },
    failedResource: true,
    firstRowOnly: true,
  },
  '3 s delay': { kind: 'delay', fault: { delayMs } },
  'unreadable amount': { kind: 'amount' },
  'missing query': { kind: 'missing' },
};

/** The browser's own line for a resource that failed: expected under an HTTP error or an abort. */
const failedResourceLine =
  /^Failed to load resource: (the server responded with a status of 5\d\d|net::ERR_FAILED)/;

// How long a cell waits for what should happen at once: generous, since a busy two-core machine
// can take seconds to load a page; a cell that passes does not wait it out.
const waitMs = 20_000;

let browser: Browser;
const outcomes = new Map<string, string>();
const cellKey = (row: MatrixRow, column: string) => `${row.page}\u0000${column}`;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  const names = Object.keys(columns);
  const lines = rows.map((row) => [
    row.page,
    ...names.map((name) => outcomes.get(cellKey(row, name)) ?? 'not run'),
  ]);
  console.log(`Fault matrix (page x fault -> outcome)\n${paddedTable(['page', ...names], lines)}`);
});

/** The messages on screen: a live region kept empty until it has something to say is none. */
const alert = (page: Page) => page.locator('main [role="alert"]').filter({ hasText: /\S/ });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The visible text of <main>: a page never goes blank. */
const mainText = async (page: Page) => (await page.locator('main').first().innerText()).trim();

interface Cell {
  page: Page;
  errors: string[];
  calls: EndpointCall[];
  expect: ExpectStatic;
}

/** The error state: the message (the server's own, once, for a business failure) and Retry. */
async function showsFailure(cell: Cell, row: MatrixRow, column: Column): Promise<string> {
  const { page, expect } = cell;
  await alert(page).or(row.content(page)).first().waitFor();
  expect(await alert(page).isVisible(), 'a message in role=alert').toBe(true);
  expect((await alert(page).innerText()).trim()).not.toBe('');
  await button(page, 'Retry').waitFor();
  expect(await button(page, 'Back').isVisible(), 'Back beside Retry').toBe(true);
  let outcome = 'message';
  if ('fault' in column && 'businessMessage' in column.fault) {
    expect((await alert(page).innerText()).trim()).toBe(businessMessage);
    // Said once: no toast repeats it at the same moment.
    await page.waitForTimeout(300);
    expect(await page.getByText(businessMessage).count(), 'the message shown once').toBe(1);
    outcome = "server's message";
  }
  if (row.besideRetry) {
    expect(await row.besideRetry.shows(page).isVisible(), row.besideRetry.label).toBe(true);
    outcome += ` + ${row.besideRetry.label}`;
  }
  return outcome;
}

/** Retry, once the fault is gone, calls again and shows the content. */
async function retryWorks(cell: Cell, row: MatrixRow, removeFault: () => Promise<void>) {
  const { page, calls, expect } = cell;
  const before = calls.length;
  await removeFault();
  await button(page, 'Retry').click();
  await row.content(page).waitFor();
  expect(await alert(page).count(), 'no message left once the content is there').toBe(0);
  expect(calls.length).toBe(before + 1);
}

async function runCell(row: MatrixRow, column: Column, expect: ExpectStatic): Promise<string> {
  let calls: EndpointCall[] = [];
  let removeFault = async () => {};
  // A delayed answer also waits for the check half way, so a slow moment cannot answer first.
  let checked = () => {};
  const heldUntil = new Promise<void>((resolve) => {
    checked = resolve;
  });
  const address = column.kind === 'missing' ? (row.missingQuery ?? row.address) : row.address;
  // Every cell waits for what it checks: the page's load is enough to start.
  const opened = await openPage(browser, address, {
    shell: true,
    waitUntil: 'load',
    beforeOpen: async (page) => {
      page.setDefaultTimeout(waitMs);
      if ('fault' in column) {
        const fault = column.kind === 'delay' ? { ...column.fault, heldUntil } : column.fault;
        removeFault = await routeEndpoint(page, row.endpoint, fault);
      } else if (column.kind === 'amount') {
        const fault = { data: row.unreadableAmount };
        removeFault = await routeEndpoint(page, row.endpoint, fault);
      }
      // Recorded after the fault is routed, so the faulty answers are recorded too.
      calls = await recordEndpoint(page, row.endpoint);
    },
  });
  const { page, errors } = opened;
  const cell: Cell = { page, errors, calls, expect };
  try {
    let outcome: string;
    switch (column.kind) {
      case 'missing': {
        await alert(page).waitFor();
        expect(await button(page, 'Back').isVisible(), 'Back').toBe(true);
        expect(await button(page, 'Retry').count(), 'no Retry: retrying cannot help').toBe(0);
        expect(calls, 'no call without the query').toEqual([]);
        outcome = 'message + Back, no call';
        break;
      }
      case 'delay': {
        await expect.poll(() => calls.length, { timeout: waitMs }).toBe(1);
        const busy = page.locator('main[aria-busy="true"]');
        expect(await busy.isVisible(), 'the loading state while the call is out').toBe(true);
        await page.waitForTimeout(delayMs / 2);
        expect(await busy.isVisible(), 'still loading half way').toBe(true);
        expect(await alert(page).count()).toBe(0);
        checked();
        await row.content(page).waitFor({ timeout: delayMs + waitMs });
        expect(await busy.count()).toBe(0);
        outcome = 'loading -> content';
        break;
      }
      case 'nothing': {
        const expected = column.expected(row);
        if (expected === 'message') {
          outcome = `${await showsFailure(cell, row, column)} + Retry -> content`;
          await retryWorks(cell, row, removeFault);
        } else {
          await expected.shows(page).waitFor();
          expect(await alert(page).count(), 'content, no message').toBe(0);
          outcome = expected.label;
        }
        break;
      }
      case 'failure': {
        outcome = `${await showsFailure(cell, row, column)} + Retry -> content`;
        await retryWorks(cell, row, removeFault);
        break;
      }
      case 'amount': {
        await showsFailure(cell, row, column);
        expect((await alert(page).innerText()).trim()).toBe('This amount could not be read');
        const service = page.getByRole('link', { name: 'Contact Customer Service' });
        expect(await service.isVisible(), 'the way to Customer Service').toBe(true);
        expect(await page.locator('main').innerText()).not.toMatch(/[₱₹]/);
        outcome = 'amount message + customer service + Retry -> content';
        await retryWorks(cell, row, removeFault);
        break;
      }
    }
    expect(await mainText(page), 'no blank page').not.toBe('');
    const unexpected = errors.filter(
      (error) =>
        !(column.kind === 'failure' && column.failedResource && failedResourceLine.test(error)),
    );
    expect(unexpected, 'uncaught errors, unhandled rejections, console errors').toEqual([]);
    return outcome;
  } finally {
    checked();
    await opened.context.close();
  }
}

// Cells run side by side, each in its own browser context; the slow cells start first.
const cells = Object.entries(columns)
  .sort(([, a], [, b]) => Number(b.kind === 'delay') - Number(a.kind === 'delay'))
  .flatMap(([name, column]) => rows.map((row) => ({ name, column, row })));

describe.concurrent('fault matrix', () => {
  it('sees what a cell must not have: an unhandled rejection in the page', async ({ expect }) => {
    const opened = await openPage(browser, rows[0]?.address ?? '/', { waitUntil: 'load' });
    try {
      await opened.page.evaluate(() => {
        void Promise.reject(new Error('nobody handled this'));
      });
      await expect.poll(() => opened.errors.join('\n')).toContain('nobody handled this');
    } finally {
      await opened.context.close();
    }
  });

  for (const { name, column, row } of cells) {
    if (column.kind === 'missing' && !row.missingQuery) {
      outcomes.set(cellKey(row, name), 'n/a (needs no query)');
      continue;
    }
    if (column.kind === 'failure' && column.firstRowOnly && row !== rows[0]) {
      outcomes.set(cellKey(row, name), 'as HTTP 500 (client.test.ts)');
      continue;
    }
    if (column.kind === 'amount' && !row.unreadableAmount) {
      outcomes.set(cellKey(row, name), 'n/a (no amount)');
      continue;
    }
    it(`${row.page} x ${name}`, { timeout: delayMs + 3 * waitMs }, async ({ expect }) => {
      try {
        outcomes.set(cellKey(row, name), await runCell(row, column, expect));
      } catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
        outcomes.set(cellKey(row, name), `FAIL: ${reason?.replaceAll('|', '/').slice(0, 70)}`);
        throw error;
      }
    });
  }
});
