// The registration promotion template store (spec §3 'Client-side stores', 'Landing config'): the
// landing config the page was loaded with, and the visitor's device id. The download and agreement
// views of the promotion page read the config after a reload too, so it is kept in local storage;
// the device id stays the same for one visitor of one campaign page. The page is anonymous, so the
// entry belongs to the campaign page (its id): another campaign's page starts afresh. Kept 30 days from
// the last change.
import type { LandingConfig } from '../../shared/api/promotion.ts';
import { newRequestKey } from '../../shared/requestKeys/requestKeys.ts';
import { createPersistedStore, dayMs, pageScope } from '../../shared/stores/persistedStore.ts';

interface PromotionTemplateState {
  /** The landing config, once loaded. */
  template: LandingConfig | undefined;
  /** The id sent as deviceId by get-sms and register: the visitor has no app yet to give one. */
  deviceId: string;
  setTemplate: (template: LandingConfig) => void;
  /** The device id, made once and kept. */
  ensureDeviceId: () => string;
}

export const promotionTemplateStore = createPersistedStore<PromotionTemplateState>(
  (set, get) => ({
    template: undefined,
    deviceId: '',
    setTemplate: (template) => set({ template }),
    ensureDeviceId: () => {
      const known = get().deviceId;
      if (known) return known;
      const made = newRequestKey();
      set({ deviceId: made });
      return made;
    },
  }),
  {
    name: 'promotionTemplate',
    storage: 'local',
    version: 1,
    scope: pageScope('id'),
    expiresAt: (_state, savedAt) => savedAt + 30 * dayMs,
  },
);
