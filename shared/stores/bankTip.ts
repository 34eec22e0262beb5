// The session flag 'showBankTip' (spec §4 'Kind tips dialog', §9): going to repay or rollover sets
// it, and while it is set the Kind tips dialog stays closed for the rest of the session. Order
// Details loads this module once the order is shown: the flag matters only from then on.
import { createPersistedStore } from './persistedStore.ts';

interface BankTipState {
  /** Set once the borrower went on to repay or roll over. */
  bankTipShown: boolean;
  markBankTipShown: () => void;
}

export const bankTipStore = createPersistedStore<BankTipState>(
  (set) => ({
    bankTipShown: false,
    markBankTipShown: () => set({ bankTipShown: true }),
  }),
  { name: 'showBankTip', storage: 'session', version: 1 },
);

/** The flag as this store keeps it in sessionStorage (tests set it the way the page would). */
export function storedBankTip(bankTipShown: boolean): string {
  return JSON.stringify({ state: { bankTipShown }, version: 1 });
}
