// Field reports (shared/telemetry/) from the staging build, which reports to /telemetry
// (.env.staging): the body of each beacon a page sends for a failure view, an uncaught error and a
// policy violation, caught at the endpoint, and that none of them holds anything of the borrower
// the page was opened with (its session, user and device ids, phone, amount or card number).
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildFilePath } from '../../scripts/build/build-info.ts';
import type { Report } from '../../shared/telemetry/report.ts';
import {
  commonQuery,
  launchBrowser,
  openVisitTab,
  policyViolations,
  type VisitTab,
} from './harness.ts';

const phone = '09171234567';
const card = '4111111111111111';
/** The shell's session and what else a link could carry that names the borrower. */
const personal = new URLSearchParams({
  ...commonQuery,
  sessionId: 's-8842',
  userId: 'u-5531',
  deviceId: 'd-4417',
  phone,
  amount: '150000',
  card,
}).toString();
const nothingPersonal =
  /s-8842|u-5531|d-4417|09171234567|150000|4111|sessionId|userId|deviceId|phone=|amount=|card=/;

let tab: VisitTab;
let build = '';
beforeAll(async () => {
  const browser = await launchBrowser();
  tab = await openVisitTab(browser, { shell: true });
  build = (
    JSON.parse(fs.readFileSync(buildFilePath(inject('distDir')), 'utf8')) as { build: string }
  ).build;
});
afterAll(async () => {
  await tab?.close();
});

interface Caught {
  page: Page;
  /** The reports the endpoint received, in order. */
  reports: Report[];
  /** Their bodies as sent. */
  bodies: string[];
}

/** Opens a page with every beacon it sends to the endpoint caught there (and answered 204). */
async function open(path: string): Promise<Caught> {
  const bodies: string[] = [];
  const reports: Report[] = [];
  const { page } = await tab.visit(path, {
    beforeOpen: (target) =>
      target.route('**/telemetry', async (route) => {
        const body = route.request().postData() ?? '';
        bodies.push(body);
        reports.push(JSON.parse(body) as Report);
        await route.fulfill({ status: 204 });
      }),
  });
  return { page, reports, bodies };
}

/** Nothing of the borrower the page was opened with, in any body sent. */
function expectNothingPersonal(bodies: readonly string[]): void {
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) expect(body).not.toMatch(nothingPersonal);
}

const onPage = (page: string) => ({ build, page, engine: 'Blink', app: commonQuery.appVersion });

describe('field reports', () => {
  it("report a page's failure view by its kind", async () => {
    const { page, reports, bodies } = await open(
      `/orderDetail?productId=1001&orderId=9001&${personal}&mock=server-error`,
    );
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    await expect.poll(() => reports.length, { timeout: 15_000 }).toBe(1);
    expect(reports).toEqual([{ type: 'failure', ...onPage('orderDetail'), failure: 'http' }]);
    expectNothingPersonal(bodies);
  });

  it('report an uncaught error once, without the numbers and the address it carries', async () => {
    const { page, reports, bodies } = await open(`/customerService?${personal}`);
    const fail = (message: string) =>
      page.evaluate((text) => {
        setTimeout(() => {
          throw new Error(`${text} ${location.href}`);
        });
      }, message);
    await fail(`Card ${card} of ${phone} refused ₱1,500.00 at`);
    await expect.poll(() => reports.length, { timeout: 15_000 }).toBe(1);
    // The same error again, then another: the second comes, the repeat never does.
    await fail(`Card ${card} of ${phone} refused ₱1,500.00 at`);
    await fail('Another failure at');
    await expect.poll(() => reports.length).toBe(2);
    expect(reports).toEqual([
      {
        type: 'error',
        ...onPage('customerService'),
        message: `Card [number] of [number] refused [amount] at ${new URL(page.url()).origin}/customerService`,
        stack: expect.stringMatching(/^at /) as unknown,
      },
      expect.objectContaining({
        type: 'error',
        message: expect.stringMatching(/^Another failure at /),
      }),
    ]);
    expectNothingPersonal(bodies);
  });

  it('report a policy violation by its directive and the refused origin, not the address', async () => {
    const { page, reports, bodies } = await open(`/customerService?${personal}`);
    await page.evaluate((address) => {
      const picture = new Image();
      picture.src = address;
      document.body.append(picture);
    }, `https://blocked.example/qr.png?${personal}`);
    await expect.poll(() => reports.length, { timeout: 15_000 }).toBe(1);
    expect(reports).toEqual([
      {
        type: 'csp',
        ...onPage('customerService'),
        directive: 'img-src',
        blocked: 'https://blocked.example',
        source: '',
        line: 0,
        column: 0,
      },
    ]);
    expectNothingPersonal(bodies);
    // The violation this test caused, and only that one, is taken off the run's record.
    const caused = policyViolations.filter((line) => line.includes('blocked.example'));
    expect(caused.length).toBeGreaterThan(0);
    policyViolations.splice(
      0,
      policyViolations.length,
      ...policyViolations.filter((line) => !caused.includes(line)),
    );
  });
});
