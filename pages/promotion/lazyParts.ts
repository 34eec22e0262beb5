// What the page needs only later, kept out of its first download: the promotion-template store
// with zustand's persistence. It is fetched when first needed, or ahead of time once the visitor
// starts registering.
import type { promotionTemplateStore } from '../../shared/stores/promotionTemplate.ts';

type PromotionStore = typeof promotionTemplateStore;

export const importStore = (): Promise<PromotionStore> =>
  import('../../shared/stores/promotionTemplate.ts').then(
    (module) => module.promotionTemplateStore,
  );

/** The visitor's device id, kept in the store; a fresh one if the store cannot be fetched. */
export async function visitorDeviceId(): Promise<string> {
  try {
    return (await importStore()).getState().ensureDeviceId();
  } catch {
    return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  }
}

/** Fetches the store ahead of the get-sms and register payloads, which need the device id. */
export function prefetchAfterRegistering(): void {
  void importStore().catch(() => undefined);
}
