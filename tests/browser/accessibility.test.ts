// Accessibility of every page of the build in its main states (style.md 'Accessibility'): axe-core
// runs inside Chromium on each, dialogs open included, and no serious or critical violation may
// remain. A summary of the violations by impact is printed for the release notes.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { paddedTable } from '../../scripts/markdown-table.ts';
import { builtEntries } from '../../scripts/pages-plugin.ts';
import { cleanPathOf, notFoundPage, type PageName } from '../../shared/config/pages.ts';
import { launchBrowser, openPage } from './harness.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface PageState {
  /** page/state, as the summary prints it. */
  label: string;
  address: string;
  /** Brings the page into the state, after it has loaded. */
  reach?: (page: Page) => Promise<unknown>;
}

/** The ids every page is opened with, as the shell opens it. */
const ids = 'sessionId=s-1&productId=1001&orderId=9001';

/** A campaign link of the promotion page. */
const campaign = 'id=7&app_from=fb&user_from=ad12&utm_tag=summer&links_id=L5&invite_code=INV9';

const dialog = (name: string) => (page: Page) => page.getByRole('dialog', { name }).waitFor();
const alert = (page: Page) => page.locator('main [role="alert"]').waitFor();
const order = (scenario: string, reach?: PageState['reach'], shown?: string): PageState => ({
  label: `orderDetail/${scenario}${shown ? ` (${shown})` : ''}`,
  address: `/orderDetail?${ids}&mock=${scenario}`,
  reach,
});

/** The states beyond each page's default one. */
const moreStates: Partial<Record<PageName, PageState[]>> = {
  error: [{ label: 'error/failure', address: `/error?${ids}&mock=server-error`, reach: alert }],
  customerService: [
    {
      label: 'customerService/failure',
      address: `/customerService?${ids}&mock=server-error`,
      reach: alert,
    },
  ],
  orderDetail: [
    order('status-174-delay'),
    order('status-200'),
    order('kind-tips', dialog('Kind tips'), 'Kind tips open'),
    order('rating', dialog('Rate our service'), 'rating open'),
    order('bank-card', dialog('Bind your payment account'), 'bank-card prompt open'),
    order(
      'status-21',
      async (page) => {
        await page.getByRole('heading', { level: 2 }).first().waitFor();
        await page.evaluate(() =>
          (window as unknown as { onNativeBack: () => void }).onNativeBack(),
        );
        await dialog('Withdraw reminder')(page);
      },
      'withdraw reminder open',
    ),
    order('business-error', alert, 'error state'),
  ],
  promotion: [
    { label: 'promotion/register', address: `/promotion?${campaign}` },
    {
      label: 'promotion/register (validation errors shown)',
      address: `/promotion?${campaign}`,
      reach: async (page) => {
        // The captcha picture comes once the page runs: Apply answers from then on.
        await page.locator('img[src*="get-captcha"]').waitFor();
        await page.getByRole('button', { name: 'Apply now' }).click();
        await page.getByText('please enter the correct SMS code').waitFor();
      },
    },
    {
      label: 'promotion/download',
      address: `/promotion?${campaign}#/downloadTemplate?app_from=fb&id=7&links_id=L5`,
      reach: (page) => page.getByRole('link', { name: 'Get it on Google Play' }).waitFor(),
    },
    {
      label: 'promotion/agreement',
      address: `/promotion?${campaign}#/agreementTemplate?app_from=fb&id=7&links_id=L5`,
      reach: (page) => page.getByRole('link', { name: 'Back to registration' }).waitFor(),
    },
    {
      label: 'promotion/template failure',
      address: `/promotion?${campaign}&mock=server-error`,
      reach: alert,
    },
  ],
};

const states: PageState[] = builtEntries(root).flatMap((page) =>
  page === notFoundPage
    ? [{ label: 'notFound (unknown path)', address: '/noSuchPage' }]
    : [
        { label: `${page.name}/default`, address: `${cleanPathOf(page)}?${ids}` },
        ...(moreStates[page.name as PageName] ?? []),
      ],
);

interface Violation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

const impacts = ['critical', 'serious', 'moderate', 'minor'] as const;
const blocking = new Set<string>(['critical', 'serious']);

/** Runs axe-core in the page and returns its violations. */
async function violationsOf(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ path: axeScript });
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
    };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'minor',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
}

/** The page as the borrower sees it: data in, placeholders gone, fades and slides finished. */
async function settle(page: Page): Promise<void> {
  await page.locator('main[aria-busy="true"]').waitFor({ state: 'detached' });
  await page
    .getByRole('status')
    .filter({ hasText: /^Loading/ })
    .waitFor({ state: 'detached' });
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
}

let browser: Browser;
const found = new Map<string, Violation[]>();

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  const lines = states.map(({ label }) => {
    const violations = found.get(label);
    if (!violations) return [label, ...impacts.map(() => '-'), 'not run'];
    const count = (impact: string) =>
      String(violations.filter((violation) => violation.impact === impact).length);
    return [label, ...impacts.map(count), violations.map((v) => v.id).join(', ')];
  });
  console.log(
    `Accessibility (axe-core ${axeVersion()}): violations by impact\n${paddedTable(
      ['page/state', ...impacts, 'rules'],
      lines,
    )}`,
  );
});

function axeVersion(): string {
  return (createRequire(import.meta.url)('axe-core/package.json') as { version: string }).version;
}

describe.concurrent('axe-core', () => {
  it('reports what it should: a nameless button on a page is a critical violation', async ({
    expect,
  }) => {
    const opened = await openPage(browser, `/customerService?${ids}`);
    try {
      await opened.page.evaluate(() => {
        document.querySelector('main')?.append(document.createElement('button'));
      });
      const violations = await violationsOf(opened.page);
      expect(violations).toContainEqual(
        expect.objectContaining({ id: 'button-name', impact: 'critical' }),
      );
    } finally {
      await opened.context.close();
    }
  });

  for (const state of states) {
    it(`${state.label}: no serious or critical violation`, async ({ expect }) => {
      const opened = await openPage(browser, state.address, { shell: true });
      try {
        opened.page.setDefaultTimeout(10_000);
        await state.reach?.(opened.page);
        await settle(opened.page);
        const violations = await violationsOf(opened.page);
        found.set(state.label, violations);
        const serious = violations
          .filter((violation) => blocking.has(violation.impact))
          .map(
            (violation) =>
              `${violation.id} (${violation.impact}) at ${violation.targets.join(' | ')}: ${violation.help}`,
          );
        if (serious.length > 0) console.log(`${state.label}:\n  ${serious.join('\n  ')}`);
        expect(serious, state.label).toEqual([]);
      } finally {
        await opened.context.close();
      }
    });
  }
});
