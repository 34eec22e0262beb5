// The offline page (offline.html): what the service worker (scripts/build/service-worker.ts) answers
// for a page of this site that cannot be reached while the phone is offline, instead of the web
// view's own error page. A static page: no JavaScript, since offline none may be there. Retry is
// a link to the address the borrower asked for (an empty href is the document's own address, and
// the worker answers this page at that address), so it opens the page again once back online.
import { appConfig } from '../../shared/config/appConfig.ts';
import { offlinePage } from '../../shared/config/pages.ts';
import { PageHeader } from '../../shared/ui/page-header/PageHeader.tsx';
import styles from '../../shared/ui/site-notice/SiteNotice.module.scss';

export function OfflinePage() {
  return (
    <>
      <PageHeader title={offlinePage.title} />
      <main className={styles.notice}>
        <p className={styles.brand}>{appConfig.appName}</p>
        <p>This page needs a connection. Check your mobile data or Wi-Fi, then try again.</p>
        {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- the empty href is the address asked for, query included */}
        <a className={styles.action} href="">
          Retry
        </a>
      </main>
    </>
  );
}
