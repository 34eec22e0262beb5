// What the page needs only later, kept out of its first download: the promotion-template store
// with zustand's persistence. It is fetched when first needed, or ahead of time once the visitor
// starts registering.
import { newRequestKey } from '../../shared/hooks/requestKeys.ts';
import type { promotionTemplateStore } from '../../shared/stores/promotionTemplate.ts';

type PromotionStore = typeof promotionTemplateStore;

export const importStore = (): Promise<PromotionStore> =>
  import('../../shared/stores/promotionTemplate.ts').then(
    (module) => module.promotionTemplateStore,
  );

/** Made once per page when the store cannot be fetched, so get-sms and every retry agree. */
let unstoredDeviceId: string | undefined;

/** The visitor's device id, kept in the store; one for this page if the store cannot be fetched. */
export async function visitorDeviceId(): Promise<string> {
  try {
    return (await importStore()).getState().ensureDeviceId();
  } catch {
    unstoredDeviceId ??= newRequestKey();
    return unstoredDeviceId;
  }
}

/** Fetches the store ahead of the get-sms and register payloads, which need the device id. */
export function prefetchAfterRegistering(): void {
  void importStore().catch(() => undefined);
}
