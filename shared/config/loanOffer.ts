// The loans on offer (configuration loanAmountMin, loanAmountMax, dailyRate), for the markup the
// build prerenders: the landing page carries them in its HTML, not in its scripts.
import type { AppConfig } from './config.ts';
import { createConfig } from './readConfig.ts';

export type LoanOffer = Pick<AppConfig, 'loanAmountMin' | 'loanAmountMax' | 'dailyRate'>;

export function loanOfferOf(config: LoanOffer): LoanOffer {
  return {
    loanAmountMin: config.loanAmountMin,
    loanAmountMax: config.loanAmountMax,
    dailyRate: config.dailyRate,
  };
}

declare const __LOAN_OFFER__: LoanOffer | undefined;

// Resolved once by the build (scripts/build/pages-plugin.ts), as the lender is; the tests read the
// environment.
export const loanOffer: LoanOffer =
  typeof __LOAN_OFFER__ === 'undefined'
    ? loanOfferOf(
        createConfig(import.meta.env ?? {}, { development: import.meta.env?.DEV === true }),
      )
    : __LOAN_OFFER__;
