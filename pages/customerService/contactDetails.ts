// What the Customer Service page shows (spec §2 'Customer service', §7 contact-kf-info): the
// telephone and e-mail from the server, the configured ones where the server has none or cannot
// be reached.
import type { ContactInfo } from '../../shared/api/contact.ts';
import { telLink } from '../../shared/bridge/bridge.ts';
import { appConfig } from '../../shared/config/appConfig.ts';
import { phoneText } from '../../shared/format/phone.ts';

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

// One address, nothing that would add recipients or headers to the mailto link.
const plainEmail = /^[^\s@?&#,;:<>"'/\\]+@[^\s@?&#,;:<>"'/\\]+\.[^\s@?&#,;:<>"'/\\]+$/;

function contactOf(telephone: string, email: string): ContactDetails {
  return {
    telephone,
    telephoneText: phoneText(telephone),
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

/** The configured contacts: what the borrower can still use when the server cannot be reached. */
export function configuredContact(): ContactDetails {
  return shownContact({ telephone: '', email: '' });
}
