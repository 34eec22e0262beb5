// Rules of the joint login failure page (spec §2 'Joint login failure page', §7 'Failure page' and
// 'Order details' recommended-product click, §8): what a load result shows, what a tap sends, and
// where a product link goes.
import type { FailurePage } from '../../shared/api/failurePage.ts';
import { type ApiResult, failureMessages } from '../../shared/api/result.ts';
import { safeHttpUrl, withCommonParams } from '../../shared/navigation/pageQuery.ts';

/** Only the first two products show their tags. */
export const taggedProductCount = 2;

export const missingOrderMessage =
  'We could not find your order. Please go back and open this page again.';

/** The calm state after a business failure (the server's reason is in the toast). */
export const unavailableMessage =
  'There is nothing to show here right now. Please try again later.';

/** The name of the tracking (burial) point sent to the shell when a product is tapped. */
export const productTapEvent = 'recommendedProductClick';

export type FailurePageView =
  | { kind: 'ready'; page: FailurePage }
  /** Business failure: the server's message goes in a toast, the page stays calm. */
  | { kind: 'unavailable'; toast: string }
  /** No usable answer (network, server, garbled or malformed reply): say so and offer Retry. */
  | { kind: 'error'; message: string };

/** A page with no message and no product has nothing to show: the reply was not what we expect. */
function hasContent(page: FailurePage): boolean {
  return (
    page.noticeMessage.trim() !== '' || page.errMessage.trim() !== '' || page.products.length > 0
  );
}

export function failurePageView(result: ApiResult<FailurePage>): FailurePageView {
  if (!result.success) {
    return result.failure === 'business'
      ? { kind: 'unavailable', toast: result.message }
      : { kind: 'error', message: result.message };
  }
  if (!hasContent(result.data)) return { kind: 'error', message: failureMessages.malformed };
  return { kind: 'ready', page: result.data };
}

export interface ProductTap {
  /** /service/event/save: no module id on a recommended-product click (spec §7). */
  event: { productId: string; positionId: number };
  /** The shell's tracking point. */
  burialPoint: { event: string; data: { productId: string; positionId: number; orderId: string } };
  /** /gopia/goya/define: no module id either, so the client leaves it out. */
  jump: { positionId: number; id: string };
}

/** What a tap on the product at `index` sends; undefined for a disabled product (nothing happens). */
export function productTap(
  product: { id: string; enabled: boolean },
  index: number,
  orderId: string,
): ProductTap | undefined {
  if (!product.enabled) return undefined;
  return {
    event: { productId: product.id, positionId: index },
    burialPoint: {
      event: productTapEvent,
      data: { productId: product.id, positionId: index, orderId },
    },
    jump: { positionId: index, id: product.id },
  };
}

export type JumpDestination =
  { kind: 'browser'; url: string } | { kind: 'native'; link: string } | { kind: 'none' };

// Never handed to the shell: they would run script or show arbitrary content in a web view.
const refusedSchemes = /^\s*(javascript|data|vbscript|file|blob):/i;

/**
 * Spec §7: a link starting with http opens in the page, anything else goes to the native shell.
 * A link to this site carries the common parameters on (contract §1); another host's does not,
 * so the borrower's session never leaks to a third party.
 */
export function jumpDestination(link: string, pageOrigin: string): JumpDestination {
  const trimmed = link.trim();
  if (trimmed === '' || refusedSchemes.test(trimmed)) return { kind: 'none' };
  if (/^http/i.test(trimmed)) {
    const url = safeHttpUrl(trimmed);
    if (!url) return { kind: 'none' };
    return { kind: 'browser', url: url.origin === pageOrigin ? withCommonParams(url) : url.href };
  }
  return { kind: 'native', link: trimmed };
}

/** Waits for `promise`, but no longer than `ms`: a slow tracking call must not hold a jump. */
export function settleWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });
}
