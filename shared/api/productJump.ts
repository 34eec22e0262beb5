// A tap on a recommended product (spec §3 'Recommended product' enabled flags, §7 'Order details':
// event tracking and the product jump; contract §2 for the product-jump shape). Both the Order
// Details list and the failure page use it, so it holds only what both need.
import { api } from './client.ts';
import { endpoints } from './endpoints.ts';
import { asRecord, asText } from './parse.ts';
import type { ApiResult } from './result.ts';

export interface ProductJump {
  link: string;
  message: string;
}

/**
 * Spec §7: a product is clickable 'if its enabled flag is not 0'. So only 0 (or '0') disables it;
 * a missing flag leaves it enabled and the jump call decides.
 */
export function isEnabled(flag: unknown): boolean {
  return flag !== 0 && flag !== '0';
}

export function parseProductJump(data: unknown): ProductJump {
  const record = asRecord(data);
  return { link: asText(record.link), message: asText(record.message) };
}

/** Tracking is silent: a failed event must never show the borrower a toast. */
export function saveEvent(event: {
  productId: string;
  moduleId?: number;
  positionId: number;
}): Promise<ApiResult<null>> {
  return api.call(
    endpoints.eventSave,
    {
      productId: event.productId,
      // A recommended-product click has no module id (spec §7); the client leaves undefined out.
      moduleId: event.moduleId,
      positionId: event.positionId,
    },
    // The answer carries nothing to read: only the success flag matters.
    { parse: () => null, silent: true },
  );
}

export function jumpToProduct(jump: {
  moduleId?: number;
  positionId: number;
  id: string;
}): Promise<ApiResult<ProductJump>> {
  return api.call(
    endpoints.productJump,
    {
      moduleId: jump.moduleId,
      positionId: jump.positionId,
      id: jump.id,
    },
    { parse: parseProductJump },
  );
}
