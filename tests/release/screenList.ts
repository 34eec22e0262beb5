// The screens a release is looked at by (screenshots.ts) and the browser tests that read every
// screen (tests/browser/textWeight.test.ts): every built page as the shell opens it, then the states
// a page's default scenario does not show.
import { cleanPathOf } from '../../shared/config/pages.ts';
import { builtPages } from '../../scripts/build/pages-plugin.ts';

/** The ids the shell opens every page with. */
const ids = 'sessionId=s-1&productId=1001&orderId=9001';

export interface Shot {
  /** File name without extension. */
  name: string;
  /** Path and query, from the site's root. */
  address: string;
}

/**
 * States a page's default scenario does not show: each order tone, an empty list, a failure, and
 * the pages that need more than the shell's ids to show their content (a pay code, a complaint
 * type, a complaint, a campaign).
 */
const states: readonly Shot[] = [
  { name: 'orderDetail-status-174', address: `/orderDetail?${ids}&mock=status-174` },
  { name: 'orderDetail-status-180', address: `/orderDetail?${ids}&mock=status-180` },
  { name: 'orderDetail-status-200', address: `/orderDetail?${ids}&mock=status-200` },
  { name: 'orderDetail-status-21', address: `/orderDetail?${ids}&mock=status-21` },
  { name: 'complaintList-empty', address: `/complaintList?${ids}&mock=empty` },
  { name: 'repay-server-error', address: `/repay?${ids}&mock=server-error` },
  {
    name: 'repaymentOfCode-code',
    address: `/repaymentOfCode?${ids}&showType=1&payCode=730061204175&repayAmount=450500`,
  },
  {
    name: 'complainPageNext-form',
    address: `/complainPageNext?${ids}&problemType=1&problemSonType=2&orderNo=PA2025061104170`,
  },
  { name: 'complainDetails-103', address: `/complainDetails?${ids}&problemId=103` },
  {
    name: 'promotion-campaign',
    address:
      '/promotion?id=7&app_from=fb&user_from=ad12&utm_tag=summer&links_id=L5&invite_code=INV9',
  },
];

/** Every page this build ships, then the extra states. */
export function shotList(root: string): Shot[] {
  const pages = builtPages(root).map((page) => ({
    name: page.name,
    address: `${cleanPathOf(page)}?${ids}`,
  }));
  return [...pages, ...states];
}
