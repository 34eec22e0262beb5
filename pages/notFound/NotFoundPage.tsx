// The not-found page (404.html): what the site answers for an address that names no page, in dev,
// preview and on the static host (scripts/build/pages-servers.ts). A static page: no JavaScript, so it
// shows even when the scripts it would need are what is missing. Its link works from any depth.
import { appConfig } from '../../shared/config/appConfig.ts';
import { notFoundPage } from '../../shared/config/pages.ts';
import { sitePath } from '../../shared/navigation/pageQuery.ts';
import { PageHeader } from '../../shared/ui/page-header/PageHeader.tsx';
import styles from '../../shared/ui/site-notice/SiteNotice.module.scss';

export function NotFoundPage() {
  return (
    <>
      <PageHeader title={notFoundPage.title} />
      <main className={styles.notice}>
        <p className={styles.brand}>{appConfig.appName}</p>
        <p>
          This page does not exist or has moved. Check the address, or start again from the home
          page.
        </p>
        <a className={styles.action} href={sitePath('landing')}>
          Go to the home page
        </a>
      </main>
    </>
  );
}
