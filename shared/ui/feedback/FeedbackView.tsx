// The one look of a failure, an empty list and a success (what a borrower reads when there is no
// content to show): a small picture that fits the case, a short title, one line of help (a failure's
// own message: the server's words go here, never in the title), the way forward and a way to a
// person. A success is announced as a status, title and line together; a failure as an alert, once:
// its line, which says the whole of it (the title only sorts it, for the eye and for heading
// navigation), or its title when it has no line.
import type { MouseEvent, ReactNode } from 'react';
import { callPhone, telLink } from '../../bridge/bridge.ts';
import { appConfig } from '../../config/appConfig.ts';
import { phoneText } from '../../format/phone.ts';
import { pageUrl } from '../../navigation/pageQuery.ts';
import {
  EmptyIcon,
  FailureIcon,
  NoConnectionIcon,
  ServerTroubleIcon,
  SuccessIcon,
} from '../icon/icons.tsx';
import styles from './FeedbackView.module.scss';

export type FeedbackKind = 'failure' | 'empty' | 'success';

/** The pictures of the set: one per case a borrower meets. */
const pictures = {
  failure: FailureIcon,
  'no-connection': NoConnectionIcon,
  'server-trouble': ServerTroubleIcon,
  empty: EmptyIcon,
  success: SuccessIcon,
};

export type FeedbackPictureName = keyof typeof pictures;

/**
 * The way to a person: this site's Customer Service page (a borrower in the app), the configured
 * service phone (a public page, whose visitor has no session for that page), or none (the Customer
 * Service page itself).
 */
export type ServiceLink = 'page' | 'phone' | 'none';

export const customerServiceLinkText = 'Contact Customer Service';

const callServiceLabel = 'Call Customer Service';

/** The configured phone's link text: 'Call Customer Service 028 8881 2345'. */
export function callServiceText(phone: string = appConfig.defaultServicePhone): string {
  return `${callServiceLabel} ${phoneText(phone)}`;
}

export interface FeedbackViewProps {
  kind: FeedbackKind;
  /** The picture of the case; the kind's own when not given. */
  picture?: FeedbackPictureName;
  title: string;
  /** One line of help under the title. */
  text?: string;
  /** The way forward: the primary action first (Buttons). */
  actions?: ReactNode;
  service?: ServiceLink;
  /** More under the actions (the configured contacts, say). */
  children?: ReactNode;
  /** False where the view is the page's own content, read in its place (the failure page's notice). */
  announced?: boolean;
}

const announcements = { failure: 'alert', empty: undefined, success: 'status' } as const;

export function FeedbackView({
  kind,
  picture,
  title,
  text,
  actions,
  service = 'page',
  children,
  announced = true,
}: FeedbackViewProps) {
  const role = announced ? announcements[kind] : undefined;
  // A failure's line is its news; a success's title is.
  const lineAnnounced = role === 'alert' && Boolean(text);
  return (
    <div className={styles.feedback} data-feedback={kind}>
      <FeedbackPicture kind={kind} picture={picture} />
      <div role={lineAnnounced ? undefined : role} className={styles.words}>
        <h2 className={styles.title}>{title}</h2>
        {text && (
          <p role={lineAnnounced ? role : undefined} className={styles.text}>
            {text}
          </p>
        )}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
      {children !== undefined && <div className={styles.more}>{children}</div>}
      {service !== 'none' && <CustomerServiceLink service={service} />}
    </div>
  );
}

/** The picture alone, for a dialog that already has its title (the complaint's 'Successfully Sent'). */
export function FeedbackPicture({
  kind,
  picture = kind,
}: {
  kind: FeedbackKind;
  picture?: FeedbackPictureName | undefined;
}) {
  const Picture = pictures[picture];
  return (
    <span className={`${styles.picture} ${styles[kind]}`} data-picture={picture}>
      <Picture size={40} />
    </span>
  );
}

/** The way to a person, as a link: this site's Customer Service page, or the service phone. */
export function CustomerServiceLink({ service }: { service: 'page' | 'phone' }) {
  if (service === 'page') {
    return (
      <a className={styles.service} href={pageUrl('customerService')}>
        {customerServiceLinkText}
      </a>
    );
  }
  const phone = appConfig.defaultServicePhone;
  // The shell dials inside the app; outside it the bridge falls back to the same tel: address.
  const dial = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    callPhone(phone);
  };
  return (
    <a className={styles.service} href={telLink(phone)} onClick={dial}>
      {/* One run of text in the link's box, the number whole (phoneText). */}
      <span>
        {callServiceLabel} <span>{phoneText(phone)}</span>
      </span>
    </a>
  );
}
