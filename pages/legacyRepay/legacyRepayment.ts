// The legacy repayment store (spec §3 'Legacy repayment store'): the bank cards and payment that
// repayment-way offers, the card the borrower picked, and the commit waiting for its SMS code. It
// is kept in session storage, so a reload in the middle of the SMS step comes back to it (the
// countdown resumes through useCountdown's own storage) and the borrower does not pay twice. The
// legacy page loads this module while its first call is out: zustand's persistence stays out of the
// page's first download. It is the borrower's and the order's, and kept 30 minutes from the last
// change: long enough to fetch an SMS code, short enough that bank cards do not linger. Card numbers
// are kept masked (`**** 4821`: what the page shows), and the repayToken is not kept at all: the
// page asks repayment-way again as it opens, and its answer brings the token back.
import {
  type LegacyBankCard,
  type LegacyCommit,
  type LegacyRepaymentWays,
  onlineCashierId,
} from '../../shared/api/legacyRepayment.ts';
import { maskBankCard } from '../../shared/format/bankCard.ts';
import { borrowerScope, createPersistedStore } from '../../shared/stores/persistedStore.ts';

interface LegacyRepaymentState {
  bankCards: LegacyBankCard[];
  repayToken: string;
  offersOnlineCashier: boolean;
  /** Minor units (centavos). */
  amount: number;
  couponId: string;
  orderId: string;
  /** A card id, onlineCashierId, or undefined: nothing is preselected (spec §5). */
  selectedCardId: string | undefined;
  /** The commit waiting for its SMS code ('' when none). */
  repayRecordId: string;
  needsCode: boolean;
  /** The card of that commit. */
  committedCardId: string;
  /** Takes a fresh repayment-way answer; a commit of the same order still waiting is kept. */
  setRepaymentWays: (ways: LegacyRepaymentWays) => void;
  selectCard: (id: string) => void;
  /** Records a commit that waits for its code. */
  setCommit: (commit: LegacyCommit, cardId: string) => void;
  /** The payment is done, or the borrower chose another card: no commit waits any more. */
  clearCommit: () => void;
}

const legacyLifetimeMs = 30 * 60_000;

const noCommit = { repayRecordId: '', needsCode: false, committedCardId: '' };

export const legacyRepaymentStore = createPersistedStore<LegacyRepaymentState>(
  (set) => ({
    bankCards: [],
    repayToken: '',
    offersOnlineCashier: false,
    amount: 0,
    couponId: '',
    orderId: '',
    selectedCardId: undefined,
    ...noCommit,
    setRepaymentWays: (ways) =>
      set((state) => {
        const sameOrder = state.orderId !== '' && state.orderId === ways.orderId;
        const offered = (id: string | undefined) =>
          id !== undefined &&
          (ways.bankCards.some((card) => card.id === id) ||
            (id === onlineCashierId && ways.offersOnlineCashier));
        const keepsCommit =
          sameOrder && state.repayRecordId !== '' && offered(state.committedCardId);
        return {
          ...ways,
          selectedCardId:
            sameOrder && offered(state.selectedCardId) ? state.selectedCardId : undefined,
          ...(keepsCommit ? {} : noCommit),
        };
      }),
    selectCard: (id) => set({ selectedCardId: id }),
    setCommit: (commit, cardId) =>
      set({
        repayRecordId: commit.repayRecordId,
        needsCode: commit.needsCode,
        committedCardId: cardId,
      }),
    clearCommit: () => set(noCommit),
  }),
  {
    name: 'legacyRepayment',
    storage: 'session',
    // 2: no repayToken, card numbers masked (an entry of 1 may hold both, and is dropped).
    version: 3,
    partialize: (state) => ({
      bankCards: state.bankCards.map((card) => ({ ...card, cardNo: maskBankCard(card.cardNo) })),
      offersOnlineCashier: state.offersOnlineCashier,
      amount: state.amount,
      couponId: state.couponId,
      orderId: state.orderId,
      selectedCardId: state.selectedCardId,
      repayRecordId: state.repayRecordId,
      needsCode: state.needsCode,
      committedCardId: state.committedCardId,
    }),
    scope: borrowerScope('orderId'),
    expiresAt: (_state, savedAt) => savedAt + legacyLifetimeMs,
  },
);

export type LegacyRepaymentStore = typeof legacyRepaymentStore;
