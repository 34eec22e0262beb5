// Promotion registration template (spec §2, contract §1 promotion.html): a public page marketers
// link to from adverts. Three views on one page, by the address's hash: the registration form
// (`#/`), the download view after registering (`#/downloadTemplate`) and the registration
// agreement (`#/agreementTemplate`).
import { useEffect, useRef } from 'react';
import { appConfig } from '../../shared/config/appConfig.ts';
import { PageHeader } from '../../shared/ui/page-header/PageHeader.tsx';
import '../../shared/ui/lender-notice/LenderNotice.scss';
import { DownloadView } from './DownloadView.tsx';
import { AgreementView } from './AgreementView.tsx';
import { type PromotionRoute, useHashLocation } from './hashRoute.ts';
import { RegisterView } from './RegisterView.tsx';

const viewTitles: Record<PromotionRoute, string> = {
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

  // Each view shows the lender's registration in its own <main> (PromotionLenderNotice.tsx).
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
    </>
  );
}
