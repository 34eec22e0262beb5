// What the Customer Service page shows (spec §2 'Customer service', §7 contact-kf-info): the
// telephone and e-mail from the server, the configured ones where the server has none.
import type { ContactInfo } from '../../shared/api/contact.ts';
import type { ApiResult } from '../../shared/api/result.ts';
import { telLink } from '../../shared/bridge/bridge.ts';
import { appConfig } from '../../shared/config/appConfig.ts';
import { formatPhone } from '../../shared/format/phone.ts';

export interface ContactDetails {
  /** The telephone as the server wrote it (trimmed): what the shell is asked to dial. */
  telephone: string;
  /** The telephone for reading: a local number in the market's groups ('091 7123 4567'). */
  telephoneText: string;
  /** `tel:` address of the telephone, dialled outside the app. */
  telephoneHref: string;
  email: string;
  /** `mailto:` address of the e-mail. */
  emailHref: string;
}

export type CustomerServiceState =
  { status: 'loading' } | { status: 'ready'; contact: ContactDetails } | { status: 'failed' };

// One address, nothing that would add recipients or headers to the mailto link.
const plainEmail = /^[^\s@?&#,;:<>"'/\\]+@[^\s@?&#,;:<>"'/\\]+\.[^\s@?&#,;:<>"'/\\]+$/;

/**
 * A local number (digits, spaces and hyphens only, no longer than the phone rule allows) is shown
 * in the phone groups, which also lets it wrap between groups at large text sizes; anything else
 * (an international +63 number, say) is shown as the server wrote it.
 */
export function telephoneText(telephone: string): string {
  const local =
    /^[\d\s-]+$/.test(telephone) && telephone.replace(/\D/g, '').length <= appConfig.phoneMaxDigits;
  return local ? formatPhone(telephone) : telephone;
}

function contactOf(telephone: string, email: string): ContactDetails {
  return {
    telephone,
    telephoneText: telephoneText(telephone),
    telephoneHref: telLink(telephone) ?? '',
    email,
    emailHref: `mailto:${email}`,
  };
}

/**
 * The contact details to show: the server's telephone unless it has no digit, then the configured
 * default service phone; the server's e-mail unless it is not one plain address, then the
 * configured service e-mail. A borrower always has a number to call and an address to write to.
 */
export function shownContact(info: ContactInfo): ContactDetails {
  const telephone = info.telephone.trim();
  const email = info.email.trim();
  return contactOf(
    telLink(telephone) ? telephone : appConfig.defaultServicePhone,
    plainEmail.test(email) ? email : appConfig.serviceEmail,
  );
}

/**
 * The page state after the call. A business failure (the server answered with a failure code)
 * has already told the borrower its message in a toast; the page then stays calm and offers the
 * configured contacts. A failure to get any answer (network, timeout, HTTP error, garbled reply)
 * leaves nothing to show but a retry.
 */
export function stateAfterLoad(result: ApiResult<ContactInfo>): CustomerServiceState {
  if (result.success) return { status: 'ready', contact: shownContact(result.data) };
  if (result.failure === 'business') {
    return { status: 'ready', contact: shownContact({ telephone: '', email: '' }) };
  }
  return { status: 'failed' };
}
