// The complaint draft (spec §4 'Complaint', §9): the text and the addresses of the pictures already
// uploaded, kept in local storage so that a reload, or the web view being killed while the
// borrower fetches a screenshot, loses nothing. Sending the complaint clears it. The draft is the
// borrower's and the order's (orderNo, the order the complaint is about): another borrower on the
// phone, or a complaint about another order, starts empty. It is kept 7 days from the last change.
import { complaintLimits } from '../../shared/api/complaints.ts';
import { readPageQuery } from '../../shared/navigation/pageQuery.ts';
import { ownedEntryText } from '../../shared/stores/ownedEntry.ts';
import { borrowerScope, createPersistedStore, dayMs } from '../../shared/stores/persistedStore.ts';

export interface ComplaintDraftState {
  text: string;
  /** Addresses of the uploaded pictures, in the order they were added. */
  images: string[];
  setText: (text: string) => void;
  /** Adds an uploaded picture; past the limit it is ignored. */
  addImage: (url: string) => void;
  removeImage: (url: string) => void;
  /** Empties the draft and removes it from storage. */
  clear: () => void;
}

export const complaintDraftKey = 'complaintDraft';
const draftScope = borrowerScope('orderNo');
export const draftLifetimeMs = 7 * dayMs;

export const complaintDraftStore = createPersistedStore<ComplaintDraftState>(
  (set) => ({
    text: '',
    images: [],
    setText: (text) => set({ text: text.slice(0, complaintLimits.textLength) }),
    addImage: (url) =>
      set((state) =>
        state.images.length >= complaintLimits.images || state.images.includes(url)
          ? state
          : { images: [...state.images, url] },
      ),
    removeImage: (url) =>
      set((state) => ({ images: state.images.filter((image) => image !== url) })),
    clear: () => {
      set({ text: '', images: [] });
      complaintDraftStore.persist.clearStorage();
    },
  }),
  {
    name: complaintDraftKey,
    storage: 'local',
    version: 1,
    scope: draftScope,
    expiresAt: (_state, savedAt) => savedAt + draftLifetimeMs,
    partialize: ({ text, images }) => ({ text, images }),
    merge: (stored, current) => {
      const { text, images } = (stored ?? {}) as Partial<Record<'text' | 'images', unknown>>;
      return {
        ...current,
        // Nothing usable stored: what the borrower has typed since the page opened stays.
        text: typeof text === 'string' ? text.slice(0, complaintLimits.textLength) : current.text,
        images: Array.isArray(images)
          ? images
              .filter((url): url is string => typeof url === 'string' && url !== '')
              .slice(0, complaintLimits.images)
          : current.images,
      };
    },
  },
);

/**
 * A draft as this store keeps it in localStorage for the borrower and order of the query string
 * `search`, saved at `savedAt` (tests store one the way the page would).
 */
export function storedComplaintDraft(
  search: string,
  text: string,
  images: string[] = [],
  savedAt = Date.now(),
): string {
  const scope = draftScope(readPageQuery(search));
  if (!scope) throw new Error('storedComplaintDraft: the query names no borrower');
  const data = { state: { text, images }, version: 1 };
  return ownedEntryText(scope, data, savedAt + draftLifetimeMs, savedAt);
}
