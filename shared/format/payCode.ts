// The pay code (spec §3 defDetail.payCode; the number a borrower gives a cashier or types into a
// wallet's bill form): read in groups of four, copied as one run of characters. One look and one
// copy wherever a page shows a pay code.

/** Spaces and dashes a server or a link may put between the groups of a code. */
const separators = /[\s-]+/g;

/** The code as a wallet's field or a cashier takes it: '7300 6120-4175' -> '730061204175'. */
export function payCodeToCopy(code: string): string {
  return code.replace(separators, '');
}

/**
 * The code as a borrower reads it out: in fours from the left, a space between, whatever grouping
 * it came with: '730061204175' -> '7300 6120 4175'; a short code stays as it is.
 */
export function groupPayCode(code: string): string {
  return payCodeToCopy(code).replace(/(.{4})(?=.)/gu, '$1 ');
}
