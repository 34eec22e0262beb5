// The page table (contract §1): one row per screen. The build makes one HTML entry per row whose
// folder exists under pages/, the servers answer at `/<file>` and `/<name>`, and in-app links
// are built from it. Adding a screen is one row here plus one folder under pages/.

/**
 * How the build renders a page (scripts/build/prerender.ts); every page's HTML shows its title and layout
 * before any script runs.
 * - 'static': rendered whole at build time; ships no JavaScript.
 * - 'islands': rendered whole; only the parts wrapped in <Island> hydrate.
 * - 'hydrated': its initial state (header, card layout, placeholders) is rendered at build time;
 *   the browser hydrates it and then loads the page's data.
 */
export type PageRender = 'static' | 'islands' | 'hydrated';

export interface PageRow {
  /** Folder under pages/ and the clean path `/<name>` (landing is `/`). */
  name: string;
  /** Output file in dist/. */
  file: string;
  /** The logical names the spec and the shell use for this screen. */
  logicalNames: readonly string[];
  /** Document title. */
  title: string;
  /** What search results and link previews say of a public page (after the brand name). */
  description?: string;
  /** How the build renders it; its main.tsx exports the matching staticPage/islandPage/hydratedPage. */
  render: PageRender;
  /** A developer's page: built by `npm run build:staging` and the dev server, never in production. */
  stagingOnly?: boolean;
  /** Browser features the page uses, the only ones its Permissions-Policy allows (own origin). */
  permissions?: readonly PageFeature[];
}

/** Features a page may ask the browser for: the evidence photo, the test preview's location. */
type PageFeature = 'camera' | 'geolocation';

export const pageTable = [
  {
    name: 'landing',
    file: 'index.html',
    logicalNames: ['landing'],
    title: '',
    description:
      'cash loans for Filipinos, applied for on your phone: how it works, the terms and answers.',
    render: 'islands',
  },
  {
    name: 'orderDetail',
    file: 'orderDetail.html',
    logicalNames: ['loanDetail', 'order'],
    title: 'Order Details',
    render: 'hydrated',
  },
  {
    name: 'error',
    file: 'error.html',
    logicalNames: ['error', 'recommendList'],
    title: 'Order Details',
    render: 'hydrated',
  },
  {
    name: 'confirm',
    file: 'confirm.html',
    logicalNames: ['confirm'],
    title: 'Loan Confirmation',
    render: 'hydrated',
  },
  {
    name: 'confirmV2',
    file: 'confirmV2.html',
    logicalNames: ['confirmV2'],
    title: 'Loan Confirmation',
    render: 'hydrated',
  },
  {
    name: 'repay',
    file: 'repay.html',
    logicalNames: ['repay', 'ynRepayChoose'],
    title: 'Payment',
    render: 'hydrated',
  },
  {
    name: 'repayDelay',
    file: 'repayDelay.html',
    logicalNames: ['repayDelay'],
    title: 'Extension Payment',
    render: 'hydrated',
  },
  {
    name: 'repaymentOfCode',
    file: 'repaymentOfCode.html',
    logicalNames: ['repaymentOfCode'],
    title: 'Payment',
    render: 'hydrated',
  },
  {
    name: 'repaymentOfCode2',
    file: 'repaymentOfCode2.html',
    logicalNames: ['ynRepay'],
    title: 'Payment',
    render: 'hydrated',
  },
  {
    name: 'repayInstructions',
    file: 'repayInstructions.html',
    logicalNames: ['repayInstructions'],
    title: 'Payment Instructions',
    // Static guidance: only the pictures (they enlarge) and the help link hydrate.
    render: 'islands',
  },
  {
    name: 'bindCard',
    file: 'bindCard.html',
    logicalNames: ['bindCard', 'bindBank'],
    title: 'Payment account information',
    render: 'hydrated',
  },
  {
    name: 'complaint',
    file: 'complaint.html',
    logicalNames: ['complaint', 'complaintUrl'],
    title: 'Complaint',
    render: 'hydrated',
  },
  {
    name: 'complainPageNext',
    file: 'complainPageNext.html',
    logicalNames: ['complainPageNext'],
    title: 'Complaint',
    render: 'hydrated',
    permissions: ['camera'],
  },
  {
    name: 'complaintList',
    file: 'complaintList.html',
    logicalNames: ['complaintList'],
    title: 'My complaints',
    render: 'hydrated',
  },
  {
    name: 'complainDetails',
    file: 'complainDetails.html',
    logicalNames: ['complainDetails'],
    title: 'Complaint Details',
    render: 'hydrated',
  },
  {
    name: 'customerService',
    file: 'customerService.html',
    logicalNames: ['customerService'],
    title: 'Customer Service',
    render: 'hydrated',
  },
  {
    name: 'aboutUs',
    file: 'aboutUs.html',
    logicalNames: ['aboutUs'],
    title: 'About us',
    description: 'who we are, what we offer and how to reach us.',
    render: 'static',
  },
  {
    name: 'privacyPolicy',
    file: 'privacyPolicy.html',
    logicalNames: ['privacyPolicy'],
    title: 'Privacy Policy',
    description: 'what personal data we collect, why, and your rights under the Data Privacy Act.',
    render: 'static',
  },
  {
    name: 'loanAgreement',
    file: 'loanAgreement.html',
    logicalNames: ['loanAgreement'],
    title: 'Loan terms and conditions',
    description: 'the terms of our loans: amounts, term, interest, penalties and your rights.',
    render: 'static',
  },
  {
    name: 'promotion',
    file: 'promotion.html',
    logicalNames: ['promotion'],
    title: 'Register',
    description: 'register with your mobile number in one minute and download the app.',
    render: 'hydrated',
  },
  {
    name: 'legacyRepay',
    file: 'legacyRepay.html',
    logicalNames: ['legacyRepay'],
    title: 'Payment',
    render: 'hydrated',
  },
  {
    name: 'testPreview',
    file: 'testPreview.html',
    logicalNames: ['testPreview'],
    title: 'Test Preview',
    render: 'hydrated',
    stagingOnly: true,
    permissions: ['geolocation'],
  },
] as const satisfies readonly PageRow[];

export type PageName = (typeof pageTable)[number]['name'];

/**
 * Not a screen of the contract but the site's answer for any address that names no page: served
 * with status 404 by the dev and preview servers and by the static-host rules the build writes.
 * It has no clean path of its own and no logical name.
 */
export const notFoundPage = {
  name: 'notFound',
  file: '404.html',
  logicalNames: [],
  title: 'Page not found',
  render: 'static',
} as const satisfies PageRow;

/**
 * Not a screen of the contract either: what the service worker answers, with no connection, for
 * any page it keeps no copy of (scripts/build/service-worker.ts). No clean path, no logical name.
 */
export const offlinePage = {
  name: 'offline',
  file: 'offline.html',
  logicalNames: [],
  title: 'You are offline',
  render: 'static',
} as const satisfies PageRow;

/** The rows a build ships: production leaves out the developer's pages (`stagingOnly`). */
export function shippedRows({ production }: { production: boolean }): PageRow[] {
  return pageTable.filter((page: PageRow) => !(production && page.stagingOnly));
}

/** The clean path a page answers at: `/` for landing, `/<name>` for the rest. */
export function cleanPathOf(page: PageRow): string {
  return page.file === 'index.html' ? '/' : `/${page.name}`;
}

export function findPage(name: PageName): PageRow {
  const page = pageTable.find((row) => row.name === name);
  if (!page) throw new Error(`No page named ${name}`);
  return page;
}
