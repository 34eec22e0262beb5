// Rules of the joint login failure page (spec §2 'Joint login failure page', §7 'Failure page' and
// 'Order details' recommended-product click, §8): what counts as content and the tracking point a
// product tap sends. The tap itself is shared/actions/openProduct.ts.
import type { FailurePage } from '../../shared/api/failurePage.ts';

/** Only the first two products show their tags. */
export const taggedProductCount = 2;

export const missingOrderMessage =
  'We could not find your order. Please go back and open this page again.';

/** The way home under the products: Order Details' words for it (spec §2 'Order Details'). */
export const homeLinkText = 'Click to view more products';

/**
 * The notice as a failure says it (shared/ui/feedback/): the notice message as its title, the
 * error message as its line; the error message alone is the title. Undefined when the page has
 * neither.
 */
export function failureNotice(
  page: Pick<FailurePage, 'noticeMessage' | 'errMessage'>,
): { title: string; text?: string } | undefined {
  const title = page.noticeMessage.trim();
  const text = page.errMessage.trim();
  if (title === '') return text === '' ? undefined : { title: text };
  return text === '' ? { title } : { title, text };
}

/** The name of the tracking (burial) point sent to the shell when a product is tapped. */
export const productTapEvent = 'recommendedProductClick';

/** A page with no message and no product has nothing to show: the reply was not what we expect. */
export function hasContent(page: FailurePage): boolean {
  return (
    page.noticeMessage.trim() !== '' ||
    page.errMessage.trim() !== '' ||
    page.products.items.length > 0
  );
}

/** The shell's tracking point for a tap on the product at `index` (sent with the event save). */
export function productTapPoint(
  product: { id: string },
  index: number,
  orderId: string,
): { event: string; data: { productId: string; positionId: number; orderId: string } } {
  return { event: productTapEvent, data: { productId: product.id, positionId: index, orderId } };
}
