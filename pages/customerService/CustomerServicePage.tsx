// Customer service (spec §2, §7 contact-kf-info): the telephone and e-mail from the server. The
// telephone dials through the shell's callPhone (contract §3), a tel: link outside the app; the
// e-mail opens a mail client. When the contacts cannot be loaded, the configured ones are offered
// beside Retry: a borrower looking for help always finds a way to reach it.
import type { MouseEvent } from 'react';
import { callPhone } from '../../shared/bridge/bridge.ts';
import { usePageData } from '../../shared/data/usePageData.ts';
import { MailIcon, PhoneIcon } from '../../shared/ui/icon/icons.tsx';
import { PageHeader } from '../../shared/ui/page-header/PageHeader.tsx';
import { PageState } from '../../shared/ui/page-state/PageState.tsx';
import { Skeleton } from '../../shared/ui/skeleton/Skeleton.tsx';
import { type ContactDetails, configuredContact, shownContact } from './contactDetails.ts';
import styles from './customerService.module.scss';
import { pageLoad } from './pageLoad.ts';
import { VisuallyHidden } from '../../shared/ui/visually-hidden/VisuallyHidden.tsx';

const customerServiceTitle = 'Customer Service';

function Intro() {
  return (
    <p className={styles.intro}>
      Questions about your loan or a payment? Call or write to our customer service team.
    </p>
  );
}

export function CustomerServicePage() {
  const { state, retry } = usePageData(pageLoad);
  return (
    <>
      <PageHeader title={customerServiceTitle} />
      <PageState
        state={state}
        onRetry={retry}
        placeholder={
          <div className={styles.page}>
            <Intro />
            <ContactsLoading />
          </div>
        }
        failureExtra={<Contacts contact={configuredContact()} />}
        service="none"
      >
        {(contactInfo) => (
          <main className={styles.page}>
            <Intro />
            <Contacts contact={shownContact(contactInfo)} />
          </main>
        )}
      </PageState>
    </>
  );
}

function Contacts({ contact }: { contact: ContactDetails }) {
  // Inside the app the shell dials (a web view may not open tel: links itself); outside it the
  // bridge falls back to the same tel: address, so the link works either way.
  const dial = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    callPhone(contact.telephone);
  };
  return (
    <ul className={styles.contacts}>
      <li>
        <a className={styles.contact} href={contact.telephoneHref} onClick={dial}>
          <span className={styles.icon}>
            <PhoneIcon />
          </span>
          <span className={styles.text}>
            <span className={styles.label}>Telephone</span>
            <span className={styles.value}>{contact.telephoneText}</span>
          </span>
        </a>
      </li>
      <li>
        <a className={styles.contact} href={contact.emailHref}>
          <span className={styles.icon}>
            <MailIcon />
          </span>
          <span className={styles.text}>
            <span className={styles.label}>E-mail</span>
            <span className={styles.value}>{contact.email}</span>
          </span>
        </a>
      </li>
    </ul>
  );
}

function ContactsLoading() {
  return (
    <div role="status">
      <VisuallyHidden>Loading the customer service contacts</VisuallyHidden>
      <div className={styles.contacts} aria-hidden="true">
        {[1, 2].map((row) => (
          <div key={row} className={styles.contact}>
            <Skeleton circle width={40} height={40} />
            <span className={styles.text}>
              <Skeleton width="5rem" />
              <Skeleton width="10rem" />
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
