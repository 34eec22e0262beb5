// Rules of the joint login failure page (spec §2 'Joint login failure page', §7 'Failure page' and
// 'Order details' recommended-product click, §8): what a load result shows and the tracking point a
// product tap sends. The tap itself is shared/navigation/openProduct.ts.
import type { FailurePage } from '../../shared/api/failurePage.ts';
import { type ApiResult, failureMessages } from '../../shared/api/result.ts';

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

/** The shell's tracking point for a tap on the product at `index` (sent with the event save). */
export function productTapPoint(
  product: { id: string },
  index: number,
  orderId: string,
): { event: string; data: { productId: string; positionId: number; orderId: string } } {
  return { event: productTapEvent, data: { productId: product.id, positionId: index, orderId } };
}
