// A tap on a recommended product (spec §7 'Order details' recommended-product click and 'Failure
// page'; §3 enabled flag): the one way both Order Details and the failure page open a product.
import { jumpToProduct, saveEvent } from '../api/productJump.ts';
import { settleWithin, trackingGraceMs } from '../api/settleWithin.ts';
import { burialPoint as sendBurialPoint } from '../bridge/bridge.ts';
import { openAddress } from './openAddress.ts';

export interface ProductTap {
  product: { id: string; enabled: boolean };
  /** The product's position in its list (positionId). */
  index: number;
  /** A tracking point for the shell as well (the failure page sends one). */
  burialPoint?: { event: string; data?: Record<string, unknown> };
}

/**
 * Saves the event (no module id on a recommended product), sends the tracking point if any, asks
 * /gopia/goya/define where to go and opens its link through the navigation policy. A disabled
 * product does nothing. A failed jump opens nothing: the service module has already shown the
 * server's message. Resolves to true when the product was opened.
 */
export async function openRecommendedProduct({
  product,
  index,
  burialPoint,
}: ProductTap): Promise<boolean> {
  if (!product.enabled) return false;
  // Sent first, not awaited: the jump need not wait for tracking, only the leaving does.
  const event = saveEvent({ productId: product.id, positionId: index });
  if (burialPoint) sendBurialPoint(burialPoint.event, burialPoint.data);
  const jump = await jumpToProduct({ positionId: index, id: product.id });
  // Leaving the page would cancel the event save still on its way.
  await settleWithin(event, trackingGraceMs);
  if (!jump.success) return false;
  return openAddress(jump.data.link);
}
