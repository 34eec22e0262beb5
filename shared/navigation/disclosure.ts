// Where the lender's block links the words "Disclosure Statement" (shared/ui/lender-notice/),
// through the URL policy (urlPolicy.ts). A module of its own: only the confirm pages run it (the
// other pages have the block from the build), so no other page's script carries it.
import { sitePath } from './pageQuery.ts';
import { webViewUrl } from './urlPolicy.ts';

/** The loan terms' section on the cost of the loan: the Disclosure Statement when none is set. */
function loanTermsDisclosure(): string {
  return `${sitePath('loanAgreement')}#disclosure`;
}

/**
 * The configured address (disclosureUrl, VITE_DISCLOSURE_URL): a path on this site, or an address
 * the policy opens in the web view; with none set, or one the policy refuses, the loan terms'
 * section on the cost of the loan. In a page that runs, an address on this site carries the common
 * parameters; in the markup the build writes (no page address yet) a path stays a path.
 */
export function disclosureHref(configured: string): string {
  const origin = globalThis.location?.origin;
  const onThisSite = (path: string) =>
    origin ? (webViewUrl(new URL(path, origin).href) ?? path) : path;
  if (configured === '') return onThisSite(loanTermsDisclosure());
  if (configured.startsWith('/')) return onThisSite(configured);
  return webViewUrl(configured) ?? onThisSite(loanTermsDisclosure());
}
