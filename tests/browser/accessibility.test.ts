// Accessibility of the states a page reaches beyond its default one (style.md 'Accessibility'):
// axe-core runs inside Chromium on each, and no serious or critical violation may remain; a
// summary of the violations by impact is printed for the release notes. Every page's default
// state is read in everyPage.test.ts, on the one load that checks the rest of the page.
// A state is kept here when it shows a component no other checked state shows: each dialog or
// popup (once per component), each error or failure view that is drawn differently (the order
// page's, Customer Service's with its contacts, the promotion page's, confirm's), each step of a
// flow (the promotion's views, the SMS step, the submitted loan), each form with its errors shown,
// and each view a tab, fold or upload brings. A state that shows the same components with other
// data is not repeated: other order statuses (their tones' contrast is statusTone.test.ts's), the
// agreement popup with a link instead of a frame, a prefilled form; confirmV2 and repayDelay draw
// the dialogs of confirm and repay.
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { builtEntries } from '../../scripts/build/pages-plugin.ts';
import { notFoundPage, offlinePage, type PageName } from '../../shared/config/pages.ts';
import {
  type AxeViolation,
  axeSummary,
  axeViolations,
  blockingViolations,
  launchBrowser,
  openVisitTab,
  settled,
  type VisitTab,
} from './harness.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

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

const confirmAt = (scenario: string) => `/confirm?${ids}&mock=${scenario}`;
const agreement = dialog('Loan agreement');

/** A collection complaint about the mock's first order, as the entry opens the next page. */
const complaintType = 'problemType=1&problemSonType=2&orderNo=PA2025061104170';

/** The states beyond each page's default one. */
const moreStates: Partial<Record<PageName, PageState[]>> = {
  customerService: [
    {
      label: 'customerService/failure',
      address: `/customerService?${ids}&mock=server-error`,
      reach: alert,
    },
  ],
  orderDetail: [
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
  confirm: [
    { label: 'confirm/agreement popup open', address: confirmAt('default'), reach: agreement },
    {
      label: "confirm/'Point out' open",
      address: confirmAt('default'),
      reach: async (tab) => {
        await agreement(tab);
        await tab.evaluate(() =>
          (window as unknown as { onNativeBack: () => void }).onNativeBack(),
        );
        await dialog('Point out')(tab);
      },
    },
    {
      label: 'confirm/agreements failed',
      address: confirmAt('confirm-agreements-fail'),
      reach: (tab) => tab.getByRole('button', { name: 'Try again' }).waitFor(),
    },
    {
      label: 'confirm/pushed, details refused',
      address: confirmAt('confirm-push-refused'),
      reach: async (tab) => {
        await tab.getByRole('button', { name: 'Loan Agreement' }).waitFor();
        await tab.getByRole('button', { name: 'Next', exact: true }).click();
        // The submitted view says the loan went through: a status, not an alert.
        await tab.locator('main [role="status"]', { hasText: 'submitted' }).waitFor();
      },
    },
  ],
  confirmV2: [
    {
      // One popup at a time: variant 2's promotion comes after the agreement popup.
      label: 'confirmV2/rupee, promotion open',
      address: `/confirmV2?${ids}&mock=rupee`,
      reach: async (tab) => {
        await tab
          .getByRole('dialog', { name: 'Loan agreement' })
          .getByRole('button', { name: 'Agree' })
          .click();
        await dialog('Special offer')(tab);
      },
    },
  ],
  legacyRepay: [
    {
      label: 'legacyRepay/SMS step',
      address: `/legacyRepay?${ids}`,
      reach: async (page) => {
        await page.getByRole('radio', { name: 'BPI, card ending 3390' }).check();
        await page.getByRole('button', { name: /^Pay / }).click();
        await page.getByLabel('Verification code', { exact: true }).fill('123');
        await page.getByRole('button', { name: 'Confirm payment' }).click();
        await page.getByText('please enter the correct verification code').waitFor();
      },
    },
  ],
  repayInstructions: [
    {
      label: 'repayInstructions/enlarged picture open',
      address: `/repayInstructions?${ids}`,
      reach: async (page) => {
        await page
          .getByRole('button', { name: /Tap to enlarge$/ })
          .first()
          .click();
        await page.getByRole('dialog').waitFor();
      },
    },
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
  bindCard: [
    {
      label: 'bindCard/picker open',
      address: `/bindCard?${ids}`,
      reach: async (page) => {
        await page.getByRole('button', { name: /^City of residence/ }).click();
        await page
          .getByRole('dialog', { name: 'City of residence' })
          .getByText('Metro Manila')
          .click();
      },
    },
    {
      label: 'bindCard/validation errors',
      address: `/bindCard?${ids}`,
      reach: async (page) => {
        await page.getByRole('button', { name: 'Next', exact: true }).click();
        await page.getByText('Please choose Bank', { exact: true }).waitFor();
      },
    },
    {
      label: 'bindCard/e-wallet',
      address: `/bindCard?${ids}`,
      reach: (page) => page.getByRole('tab', { name: 'E-wallet' }).click(),
    },
  ],
  complaint: [
    {
      label: 'complaint/orders popup open',
      address: `/complaint?${ids}`,
      reach: async (page) => {
        await page.getByRole('button', { name: 'All orders' }).click();
        await dialog('Choose an order')(page);
      },
    },
    {
      label: 'complaint/collection expanded',
      address: `/complaint?${ids}`,
      reach: (page) => page.getByRole('button', { name: 'Collection' }).click(),
    },
  ],
  complainPageNext: [
    { label: 'complainPageNext/form', address: `/complainPageNext?${ids}&${complaintType}` },
    {
      label: 'complainPageNext/success modal open',
      address: `/complainPageNext?${ids}&${complaintType}`,
      reach: async (page) => {
        // The entry the modal leads to answers 204 No Content, so the page and its modal stay.
        await page.route(/\/complaint\.html/, (route) => route.fulfill({ status: 204 }));
        await page.getByRole('textbox', { name: 'Problem description' }).fill('Calls at night');
        await page.getByRole('button', { name: 'Send' }).click();
        await dialog('Successfully Sent')(page);
      },
    },
    {
      label: 'complainPageNext/upload failed',
      address: `/complainPageNext?${ids}&${complaintType}&mock=complaint-upload-error`,
      reach: async (page) => {
        await page.locator('input[type="file"]').setInputFiles({
          name: 'sms.png',
          mimeType: 'image/png',
          // A 1x1 PNG.
          buffer: Buffer.from(
            'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
            'base64',
          ),
        });
        await page.getByRole('button', { name: 'Retry picture 1' }).waitFor();
      },
    },
    {
      label: 'complainPageNext/file refused',
      address: `/complainPageNext?${ids}&${complaintType}`,
      reach: async (page) => {
        await page.locator('input[type="file"]').setInputFiles({
          name: 'notes.png',
          mimeType: 'image/png',
          buffer: Buffer.from('<!doctype html><p>not a picture</p>'),
        });
        await page.getByText('Only JPG, PNG or WebP pictures can be sent.').waitFor();
      },
    },
  ],
  complaintList: [
    {
      label: 'complaintList/empty tab',
      address: `/complaintList?${ids}&mock=empty`,
    },
  ],
  complainDetails: [
    {
      label: 'complainDetails/rating open',
      address: `/complainDetails?${ids}&problemId=103`,
      // 3 s after the details show; the page's default wait (20 s) leaves room for a busy machine.
      reach: (page) => page.getByRole('dialog', { name: 'Please rate this service' }).waitFor(),
    },
    {
      label: 'complainDetails/picture enlarged',
      address: `/complainDetails?${ids}&problemId=104`,
      reach: async (page) => {
        await page.getByRole('button', { name: 'Enlarge picture 1 of 1' }).click();
        await dialog('Picture 1 of 1')(page);
      },
    },
  ],
  repay: [
    {
      label: 'repay/method popup open',
      address: `/repay?${ids}`,
      reach: async (page) => {
        await page.getByRole('button', { name: 'Payment Method' }).click();
        await dialog('Payment Method')(page);
      },
    },
    {
      label: 'repay/barcode modal open (drawn)',
      address: `/repay?${ids}`,
      reach: async (page) => {
        await page.getByRole('button', { name: 'Show barcode' }).click();
        await page.locator('svg[data-generated="barcode"]').waitFor();
      },
    },
    {
      label: 'repay/notices unfolded',
      address: `/repay?${ids}`,
      reach: (page) => page.locator('summary').first().click(),
    },
  ],
  repaymentOfCode: [
    {
      label: 'repaymentOfCode/code to copy',
      address: `/repaymentOfCode?${ids}&showType=1&payCode=730061204175&repayAmount=450500`,
    },
    {
      label: 'repaymentOfCode/QR drawn',
      address: `/repaymentOfCode?${ids}&showType=2&payCode=730061204175&repayAmount=450500`,
      reach: (page) => page.locator('svg[data-generated="qr"]').waitFor(),
    },
  ],
  repaymentOfCode2: [
    {
      label: 'repaymentOfCode2/stored info',
      address: `/repay?${ids}`,
      reach: async (page) => {
        await page.getByRole('link', { name: 'Show the code on a full page' }).click();
        await page.waitForURL(/repaymentOfCode2/);
        await page.getByRole('button', { name: 'Copy pay code' }).waitFor();
      },
    },
  ],
};

/** The further states of the built pages, and the not-found and offline pages (no page row). */
const states: PageState[] = builtEntries(root).flatMap((page) =>
  page === notFoundPage
    ? [{ label: 'notFound (unknown path)', address: '/noSuchPage' }]
    : page === offlinePage
      ? [{ label: 'offline', address: `/${offlinePage.file}` }]
      : (moreStates[page.name as PageName] ?? []),
);

let browser: Browser;
/** The stub shell's tab: one state after another. */
let tab: VisitTab;
const found = new Map<string, AxeViolation[]>();

beforeAll(async () => {
  browser = await launchBrowser();
  tab = await openVisitTab(browser, { shell: true });
});

afterAll(async () => {
  await browser?.close();
  console.log(
    axeSummary(
      states.map((state) => state.label),
      found,
    ),
  );
});

describe('axe-core', () => {
  it('reports what it should: a nameless button on a page is a critical violation', async ({
    expect,
  }) => {
    const { page } = await tab.visit(`/customerService?${ids}`);
    await page.evaluate(() => {
      document.querySelector('main')?.append(document.createElement('button'));
    });
    const violations = await axeViolations(page);
    expect(violations).toContainEqual(
      expect.objectContaining({ id: 'button-name', impact: 'critical' }),
    );
  });

  for (const state of states) {
    // Axe reads the whole page: on a busy two-core machine one run can take half a minute.
    it(
      `${state.label}: no serious or critical violation`,
      { timeout: 60_000 },
      async ({ expect }) => {
        const { page } = await tab.visit(state.address);
        page.setDefaultTimeout(20_000);
        await state.reach?.(page);
        await settled(page);
        const violations = await axeViolations(page);
        found.set(state.label, violations);
        const serious = blockingViolations(violations);
        if (serious.length > 0) console.log(`${state.label}:\n  ${serious.join('\n  ')}`);
        expect(serious, state.label).toEqual([]);
      },
    );
  }
});
