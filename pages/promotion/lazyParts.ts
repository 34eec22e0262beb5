// What the page needs only later, kept out of its first download: the promotion-template store
// with zustand's persistence, and the registration's request key. They are fetched when first
// needed, or ahead of time once the visitor starts registering (a visitor from an advert who only
// reads the offer never downloads them).
import type { ActionKeys } from '../../shared/hooks/requestKeys.ts';
import { pageScope } from '../../shared/stores/ownedEntry.ts';
import type { promotionTemplateStore } from '../../shared/stores/promotionTemplate.ts';

type PromotionStore = typeof promotionTemplateStore;

export const importStore = (): Promise<PromotionStore> =>
  import('../../shared/stores/promotionTemplate.ts').then(
    (module) => module.promotionTemplateStore,
  );

/**
 * The registration's request key, kept for the campaign page and the visitor's phone (the visitor
 * is anonymous; the phone as a salted slow digest), so a lost registration goes again under the
 * same key after a reload too, and another phone on the same page starts its own.
 */
export const importRegisterKeys = (phone: string): Promise<ActionKeys> =>
  import('../../shared/hooks/useRequestKey.ts').then(async (module) =>
    module.requestKeysOf('register', pageScope('id'), await module.subjectDigest(phone)),
  );

/** Made once per page when the store cannot be fetched, so get-sms and every retry agree. */
let unstoredDeviceId: Promise<string> | undefined;

/** The visitor's device id, kept in the store; one for this page if the store cannot be fetched. */
export async function visitorDeviceId(): Promise<string> {
  try {
    return (await importStore()).getState().ensureDeviceId();
  } catch {
    unstoredDeviceId ??= import('../../shared/hooks/requestKeys.ts').then(
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
  void import('../../shared/hooks/useRequestKey.ts').catch(() => undefined);
}
