// Promotion registration template (spec §2, contract §1 promotion.html): a public page marketers
// link to from adverts. Three views on one page, by the address's hash: the registration form
// (`#/`), the download view after registering (`#/downloadTemplate`) and the registration
// agreement (`#/agreementTemplate`).
import { useEffect, useRef } from 'react';
import { appConfig } from '../../shared/config/appConfig.ts';
import { LenderNotice } from '../../shared/ui/lender-notice/LenderNotice.prerendered.tsx';
import { PageHeader } from '../../shared/ui/page-header/PageHeader.tsx';
import { PrerenderedOnly } from '../../shared/ui/page/hydratedPage.tsx';
import '../../shared/ui/lender-notice/LenderNotice.scss';
import { DownloadView } from './DownloadView.tsx';
import { AgreementView } from './AgreementView.tsx';
import { type PromotionRoute, useHashLocation } from './hashRoute.ts';
import { RegisterView } from './RegisterView.tsx';
import styles from './promotion.module.scss';

export const viewTitles: Record<PromotionRoute, string> = {
  register: 'Register',
  download: `Download ${appConfig.appName}`,
  agreement: 'Registration Agreement',
};

export function PromotionPage() {
  const { route, query } = useHashLocation();

  // A new view starts at its top, as a new page would; the first view keeps where the visitor is.
  const shown = useRef<PromotionRoute | undefined>(undefined);
  useEffect(() => {
    if (shown.current !== undefined && shown.current !== route) globalThis.scrollTo?.(0, 0);
    shown.current = route;
  }, [route]);

  // The lender's registration under every view (prerendered: shared/ui/lender-notice/).
  return (
    <>
      <PageHeader title={viewTitles[route]} />
      {route === 'download' ? (
        <DownloadView query={query} />
      ) : route === 'agreement' ? (
        <AgreementView />
      ) : (
        <RegisterView />
      )}
      <PrerenderedOnly className={styles.lenderNotice}>
        {import.meta.env.SSR && <LenderNotice />}
      </PrerenderedOnly>
    </>
  );
}
