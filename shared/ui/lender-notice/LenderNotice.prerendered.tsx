// The lender's registration where borrowers decide (SEC Memorandum Circular No. 19, series of
// 2019: every lending advertisement and online lending platform shows, conspicuously, the lender's
// corporate name, SEC registration number and Certificate of Authority number, with the advisory to
// read the Disclosure Statement first), "Disclosure Statement" a link to it. One block for the
// landing, promotion, About us and loan confirm pages, made from the settings
// (shared/config/lender.ts). Landing, promotion and About us have it from the build: a hydrated
// page places it in <PrerenderedOnly> (shared/page/hydratedPage.tsx), so its script carries none
// of it. The confirm pages end their <main> with it, the agreement and Next in the bar just after
// (shared/features/loanConfirm/ConfirmView.tsx), so the action bar stays on the screen's edge at
// 200 % text. This module has no side effect, so a hydrated page's bundle drops it whole; each page
// that shows the block imports its rules itself: `import '<...>/LenderNotice.scss'` (a stylesheet
// alone is no script).
import type { MouseEvent } from 'react';
import { lender } from '../../config/lender.ts';
import { disclosureHref } from '../../navigation/disclosure.ts';

export const lenderNoticeLabel = 'Lender registration';

/** The words the advisory links to the Disclosure Statement. */
export const disclosureLinkText = 'Disclosure Statement';

export const disclosureAdvisory = `Before you go on with the loan, study the terms and conditions in the ${disclosureLinkText}.`;

/**
 * Where "Disclosure Statement" leads: an address, and what a tap does instead where the page opens
 * it itself (the confirm pages: the agreement the server lists under that name).
 */
export interface DisclosureLink {
  href: string;
  onOpen?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export function LenderNotice({
  disclosure = { href: disclosureHref(lender.disclosureUrl) },
}: {
  /** Unless the page knows better, the lender's configured Disclosure Statement. */
  disclosure?: DisclosureLink;
}) {
  const { lenderName, secRegistrationNumber, certificateOfAuthorityNumber } = lender;
  const [before] = disclosureAdvisory.split(disclosureLinkText);
  return (
    <aside className="lender-notice" aria-label={lenderNoticeLabel}>
      <p>
        <strong>{lenderName}</strong>
      </p>
      <p className="lender-notice-numbers">
        <span>
          SEC Registration No. <span className="lender-notice-number">{secRegistrationNumber}</span>
        </span>
        <span>
          Certificate of Authority No.{' '}
          <span className="lender-notice-number">{certificateOfAuthorityNumber}</span>
        </span>
      </p>
      <p className="lender-notice-advisory">
        {before}
        <a
          href={disclosure.href}
          onClick={
            disclosure.onOpen &&
            ((event) => {
              event.preventDefault();
              disclosure.onOpen?.(event);
            })
          }
        >
          {disclosureLinkText}
        </a>
        .
      </p>
    </aside>
  );
}
