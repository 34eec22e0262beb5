// The fault matrix (spec §8, contract §2) in Chromium: the cells of tests/pages/faultMatrixRows.ts
// that only a real browser proves. Each fault's own network path (an aborted connection, a body cut
// off on the wire, the browser's failed-resource line, an answer 3 s late while the page shows its
// loading state) runs on the first row; every other page's built failure view and Retry run under
// HTTP 500; the amount message on the first page with money. Every cell, these included, runs in
// happy-dom in tests/pages/faultMatrix.test.tsx; the matrix printed here names the cells it leaves
// to happy-dom 'unit'. In each cell the borrower meets no uncaught error
// and no blank page but a message (or the page's content), and Retry brings the content once the
// fault is gone.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, type ExpectStatic, it } from 'vitest';
import { paddedTable } from '../../scripts/docs/markdown-table.ts';
import {
  businessMessage,
  type Column,
  columns,
  type MatrixRow,
  notApplicable,
  outcomeLines,
  rows,
  runsInBrowser,
  type Target,
} from '../pages/faultMatrixRows.ts';
import {
  type EndpointCall,
  launchBrowser,
  type OpenOptions,
  openPage,
  openVisitTab,
  recordEndpoint,
  routeEndpoint,
  type VisitTab,
} from './harness.ts';

/** What a target of the table is in a real page. */
function locate(page: Page, target: Target): Locator {
  if ('role' in target) {
    return page.getByRole(target.role, { name: target.name, level: target.level });
  }
  if ('text' in target) return page.getByText(target.text);
  return page.locator(target.css).first();
}

/** The browser's own line for a resource that failed: expected under an HTTP error or an abort. */
const failedResourceLine =
  /^Failed to load resource: (the server responded with a status of 5\d\d|net::ERR_FAILED)/;

// How long a cell waits for what should happen at once: generous, since a busy two-core machine
// can take seconds to load a page; a cell that passes does not wait it out.
const waitMs = 20_000;

let browser: Browser;
// One tab in the stub shell opens cell after cell.
let tab: VisitTab;
const outcomes = new Map<string, string>();
const cellKey = (row: MatrixRow, column: string) => `${row.page}\u0000${column}`;

beforeAll(async () => {
  browser = await launchBrowser();
  tab = await openVisitTab(browser, { shell: true });
});

afterAll(async () => {
  await tab?.close();
  await browser?.close();
  const { header, lines } = outcomeLines(
    (row, name) => outcomes.get(cellKey(row, name)) ?? 'not run',
  );
  console.log(`Fault matrix (page x fault -> outcome)\n${paddedTable(header, lines)}`);
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
  await alert(page).or(locate(page, row.content)).first().waitFor();
  expect(await alert(page).isVisible(), 'a message in role=alert').toBe(true);
  expect((await alert(page).innerText()).trim()).not.toBe('');
  await button(page, 'Retry').waitFor();
  expect(await button(page, 'Back').isVisible(), 'Back beside Retry').toBe(true);
  let outcome = 'message';
  if ('fault' in column && 'businessMessage' in column.fault) {
    expect((await alert(page).innerText()).trim()).toBe(businessMessage);
    // Said once: no toast repeats it at the same moment, which would be drawn by the next frame.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
    );
    expect(await page.getByText(businessMessage).count(), 'the message shown once').toBe(1);
    outcome = "server's message";
  }
  if (row.besideRetry) {
    expect(await locate(page, row.besideRetry.shows).isVisible(), row.besideRetry.label).toBe(true);
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
  await locate(page, row.content).waitFor();
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
  const options = {
    waitUntil: 'load',
    beforeOpen: async (page) => {
      page.setDefaultTimeout(waitMs);
      // The slow cell moves the page's clock on itself, rather than waiting for it (its own tab).
      if (column.kind === 'slow') await page.clock.install();
      if ('fault' in column) {
        const fault = column.kind === 'slow' ? { ...column.fault, heldUntil } : column.fault;
        removeFault = await routeEndpoint(page, row.endpoint, fault);
      } else if (column.kind === 'amount') {
        removeFault = await routeEndpoint(page, row.endpoint, { data: row.unreadableAmount });
      }
      // Recorded after the fault is routed, so the faulty answers are recorded too.
      calls = await recordEndpoint(page, row.endpoint);
    },
  } satisfies OpenOptions;
  const opened =
    column.kind === 'slow'
      ? await openPage(browser, address, { shell: true, ...options })
      : await tab.visit(address, options);
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
      case 'slow': {
        await expect.poll(() => calls.length, { timeout: waitMs }).toBe(1);
        const busy = page.locator('main[aria-busy="true"]');
        expect(await busy.isVisible(), 'the loading state while the call is out').toBe(true);
        await page.clock.runFor(column.fault.delayMs / 2);
        expect(await busy.isVisible(), 'still loading half way').toBe(true);
        expect(await alert(page).count()).toBe(0);
        checked();
        await locate(page, row.content).waitFor({ timeout: column.fault.delayMs + waitMs });
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
          await locate(page, expected.shows).waitFor();
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
        expect(await page.locator('main').innerText()).not.toMatch(/₱/);
        outcome = 'amount message + customer service + Retry -> content';
        await retryWorks(cell, row, removeFault);
        break;
      }
    }
    expect(await mainText(page), 'no blank page').not.toBe('');
    const failedResource =
      column.kind === 'failure' && ('status' in column.fault || 'abort' in column.fault);
    const unexpected = errors.filter(
      (error) => !(failedResource && failedResourceLine.test(error)),
    );
    expect(unexpected, 'uncaught errors, unhandled rejections, console errors').toEqual([]);
    return outcome;
  } finally {
    checked();
    if (column.kind === 'slow') await opened.context.close();
  }
}

// Cells run one after another in the tab, in the order the matrix prints them.
const cells = Object.entries(columns).flatMap(([name, column]) =>
  rows.map((row) => ({ name, column, row })),
);

describe('fault matrix', () => {
  it('sees what a cell must not have: an unhandled rejection in the page', async ({ expect }) => {
    const opened = await tab.visit(rows[0]?.address ?? '/', { waitUntil: 'load' });
    await opened.page.evaluate(() => {
      void Promise.reject(new Error('nobody handled this'));
    });
    await expect.poll(() => opened.errors.join('\n')).toContain('nobody handled this');
  });

  for (const { name, column, row } of cells) {
    if (!runsInBrowser(row, column)) {
      outcomes.set(cellKey(row, name), notApplicable(row, column) ?? 'unit (faultMatrix.test.tsx)');
      continue;
    }
    const delayMs = column.kind === 'slow' ? column.fault.delayMs : 0;
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
