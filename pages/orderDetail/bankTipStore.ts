// The session flag 'showBankTip' (spec §4 'Kind tips dialog', §9): going to repay or rollover sets
// it, and while it is set the Kind tips dialog stays closed for the rest of the session. Order
// Details loads this module once the order is shown: the flag matters only from then on. The flag
// is the borrower's (another session on the phone starts without it) and lasts a day at most.
import { readPageQuery } from '../../shared/navigation/pageQuery.ts';
import { ownedEntryText } from '../../shared/stores/ownedEntry.ts';
import { borrowerScope, createPersistedStore, dayMs } from '../../shared/stores/persistedStore.ts';

const bankTipScope = borrowerScope();
const bankTipLifetime = dayMs;

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
  {
    name: 'showBankTip',
    storage: 'session',
    version: 1,
    scope: bankTipScope,
    expiresAt: (_state, savedAt) => savedAt + bankTipLifetime,
  },
);

/**
 * The flag as this store keeps it in sessionStorage for the borrower of the query string `search`
 * (tests set it the way the page would).
 */
export function storedBankTip(bankTipShown: boolean, search: string): string {
  const scope = bankTipScope(readPageQuery(search));
  if (!scope) throw new Error('storedBankTip: the query names no borrower');
  const now = Date.now();
  return ownedEntryText(scope, { state: { bankTipShown }, version: 1 }, now + bankTipLifetime, now);
}
