// The byte budgets of a page's first visit (scripts/measure/byte-report.ts checks them): one set for
// every page, and per page the scripts and HTML its first visit may hold.

/** Budgets, gzip bytes (1 kB = 1000 bytes). */
export const budgets = {
  /**
   * Everything a first visit to a page downloads: React and React DOM alone are 67.5 kB of it,
   * the shared baseline about 83 kB (the boot check and the worker's registration included), so
   * this leaves each page room for most of its own 15 kB.
   */
  firstVisitJsGzip: 98_000,
  /** What a page loads beyond the chunks every data page shares. */
  ownJsGzip: 15_000,
  /** New JS on the way from any page that runs JS to any other. */
  moveJsGzip: 15_000,
  /** A static page ships none. */
  staticJsGzip: 0,
  cssGzip: 10_000,
  /**
   * The inline figures script in a page's <head> (scripts/build/early-page-load.ts), counted apart from
   * the script files above and from the HTML's ceiling. It holds the first call's request under
   * its deadline, parked as it came (the page reads it, failure words included), the whole parse
   * of the answer, which decides whether the figures are painted, the money and date formats and
   * the status rules. Order Details' answer, the largest to parse, sets the budget; a smaller one
   * needs the script to read only the figures' fields.
   */
  inlineJsGzip: 4_900,
};

/**
 * Per page, what its first visit may not grow beyond: the scripts it fetches before it is
 * interactive (its HTML's scripts and preloads and what they import), and its HTML's gzip bytes.
 * Each is what the page had when it was set, the HTML rounded up to the 0.1 kB at least 30 bytes
 * above it (a build's new hashes move its gzip by a few bytes). Each request is a round trip on a
 * phone's link, and the HTML is the first thing it waits for: lower a ceiling when a page gets
 * there, and raise one only with the observed bench's word (`npm run bench -- --observed`) that
 * the page did not get slower.
 */
export const pageCeilings: Readonly<Record<string, { scripts: number; htmlGzip: number }>> = {
  landing: { scripts: 14, htmlGzip: 6_600 },
  orderDetail: { scripts: 21, htmlGzip: 5_500 },
  error: { scripts: 17, htmlGzip: 3_700 },
  confirm: { scripts: 11, htmlGzip: 5_200 },
  confirmV2: { scripts: 12, htmlGzip: 5_200 },
  repay: { scripts: 16, htmlGzip: 5_600 },
  repayDelay: { scripts: 11, htmlGzip: 5_500 },
  // Both code pages and legacyRepay draw the loan header: its markup and rules put their HTML 0.3,
  // 0.2 and 0.2 kB over their ceilings before it (3_500, 4_200, 4_200), with as many scripts or
  // fewer; the observed bench against that build is in docs/bench.md ('Observed').
  repaymentOfCode: { scripts: 11, htmlGzip: 3_800 },
  repaymentOfCode2: { scripts: 14, htmlGzip: 4_400 },
  repayInstructions: { scripts: 10, htmlGzip: 4_700 },
  bindCard: { scripts: 10, htmlGzip: 4_600 },
  complaint: { scripts: 19, htmlGzip: 4_200 },
  complainPageNext: { scripts: 19, htmlGzip: 4_500 },
  complaintList: { scripts: 15, htmlGzip: 3_600 },
  complainDetails: { scripts: 14, htmlGzip: 3_900 },
  customerService: { scripts: 9, htmlGzip: 3_200 },
  aboutUs: { scripts: 0, htmlGzip: 4_700 },
  privacyPolicy: { scripts: 0, htmlGzip: 8_000 },
  loanAgreement: { scripts: 0, htmlGzip: 6_400 },
  promotion: { scripts: 17, htmlGzip: 5_500 },
  // The loan header (see repaymentOfCode), with four scripts fewer.
  legacyRepay: { scripts: 15, htmlGzip: 4_400 },
};
