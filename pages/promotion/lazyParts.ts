// What the page needs only later, kept out of its first download: the promotion-template store
// with zustand's persistence, and the registration under its request key. They are fetched when first
// needed, or ahead of time once the visitor starts registering (a visitor from an advert who only
// reads the offer never downloads them).
import type { promotionTemplateStore } from './promotionTemplate.ts';

type PromotionStore = typeof promotionTemplateStore;

export const importStore = (): Promise<PromotionStore> =>
  import('./promotionTemplate.ts').then((module) => module.promotionTemplateStore);

/** The registration under its request key (registerOnce.ts). */
export const importRegistration = () => import('./registerOnce.ts');

/** Made once per page when the store cannot be fetched, so get-sms and every retry agree. */
let unstoredDeviceId: Promise<string> | undefined;

/** The visitor's device id, kept in the store; one for this page if the store cannot be fetched. */
export async function visitorDeviceId(): Promise<string> {
  try {
    return (await importStore()).getState().ensureDeviceId();
  } catch {
    unstoredDeviceId ??= import('../../shared/requestKeys/requestKeys.ts').then(
      (module) => module.newRequestKey(),
      // Nothing of the site can be fetched: still one id for this page, unlike any other.
      () => `page-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
    );
    return unstoredDeviceId;
  }
}

/** Fetches ahead what the get-sms and register payloads need: the device id and the key. */
export function prefetchAfterRegistering(): void {
  void importStore().catch(() => undefined);
  void importRegistration().catch(() => undefined);
}
