// How the landing page words the late-payment charges of spec §9 'Loan terms': amounts in the money
// format of the app, interest as short bands.
import { loanTerms } from '../../shared/config/loanTerms.ts';
import { formatMoney } from '../../shared/format/money.ts';

export function latePenaltyText(client: keyof typeof loanTerms.latePenalty): string {
  return formatMoney(loanTerms.latePenalty[client]);
}

/** 'days 1-30: 5% a day', 'from day 91: 2% a day'. */
export function lateInterestBands(): string[] {
  return loanTerms.lateInterest.map(({ fromDay, toDay, percent }) =>
    toDay === undefined
      ? `from day ${fromDay}: ${percent}% a day`
      : `days ${fromDay}-${toDay}: ${percent}% a day`,
  );
}
