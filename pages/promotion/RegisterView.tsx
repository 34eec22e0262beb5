// The registration view of the promotion page (spec §2 'Promotion registration template'): the offer
// from the landing config, then the registration form (RegistrationForm.tsx). The form is in the
// page's HTML, so a visitor can type before the script has loaded; the landing config fills the
// offer above it when it arrives.
import { useEffect, useMemo } from 'react';
import { type LandingConfig, trackVisit } from '../../shared/api/promotion.ts';
import { leavePage } from '../../shared/bridge/nativeBack.ts';
import { appConfig } from '../../shared/config/appConfig.ts';
import type { PageDataState } from '../../shared/data/pageData.ts';
import { usePageData } from '../../shared/data/usePageData.ts';
import { imageUrl } from '../../shared/navigation/imageUrl.ts';
import { readPageQuery } from '../../shared/navigation/pageQuery.ts';
import { usePageSearch } from '../../shared/navigation/usePageSearch.ts';
import { trackStatistic } from './statistics.ts';
import { ErrorState } from '../../shared/ui/error-state/ErrorState.tsx';
import { Skeleton } from '../../shared/ui/skeleton/Skeleton.tsx';
import { RegistrationForm, visitOf } from './RegistrationForm.tsx';
import { importStore } from './lazyParts.ts';
import { pageLoad } from './pageLoad.ts';
import { PromotionLenderNotice } from './PromotionLenderNotice.tsx';
import { readCampaign } from './promotionRules.ts';
import styles from './promotion.module.scss';
import { VisuallyHidden } from '../../shared/ui/visually-hidden/VisuallyHidden.tsx';

export const missingLinkMessage =
  'This registration link is incomplete. Please open it again from the advert or message you received.';
const defaultOfferTitle = `Get a cash loan with ${appConfig.appName}`;
const defaultOfferSubtitle = 'Register with your mobile number in one minute.';

/**
 * The brand's own banner, in the page's HTML: the offer has its picture from the first paint, and
 * the campaign's banner takes its place, at the same size, when the landing config brings one.
 */
const brandBanner = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="360" viewBox="0 0 750 360">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${appConfig.backgroundColor}"/>` +
    `<stop offset="1" stop-color="#2a9d8f"/></linearGradient></defs><rect width="750" height="360" fill="url(#g)"/>` +
    `<circle cx="640" cy="90" r="120" fill="#fff" fill-opacity=".08"/><circle cx="80" cy="340" r="150" fill="#fff" fill-opacity=".06"/>` +
    `<path d="M0 300 C200 250 450 360 750 280 V360 H0Z" fill="#fff" fill-opacity=".07"/>` +
    `<text x="48" y="170" font-family="Arial,Helvetica,sans-serif" font-size="60" font-weight="700" fill="${appConfig.fontColor}">${escapeXml(appConfig.appName)}</text>` +
    `<text x="48" y="226" font-family="Arial,Helvetica,sans-serif" font-size="28" fill="${appConfig.fontColor}" fill-opacity=".85">Cash loans on your phone</text></svg>`,
)}`;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

// Entry is counted once per page load, whatever the views do after.
let visitTracked = false;

export function RegisterView() {
  const { state, retry } = usePageData(pageLoad);
  const search = usePageSearch();
  const campaign = useMemo(
    () => (search === undefined ? undefined : readCampaign(readPageQuery(search))),
    [search],
  );
  const template = state.status === 'ready' ? state.data : undefined;

  useEffect(() => {
    if (!template) return;
    // The download view shows the app name from it, even after a reload.
    void importStore()
      .then((store) => store.getState().setTemplate(template))
      .catch(() => undefined);
  }, [template]);

  useEffect(() => {
    if (!campaign || campaign.pageId === '' || visitTracked) return;
    visitTracked = true;
    const visit = visitOf(campaign);
    // Its answer is not used and a failure is silent (spec §7).
    void trackVisit(visit);
    trackStatistic('visit', { ...visit });
  }, [campaign]);

  if (state.status === 'missing') {
    return (
      <main className={styles.failed}>
        <ErrorState
          message={missingLinkMessage}
          failure="missing"
          onLeave={leavePage}
          service="phone"
        />
        <PromotionLenderNotice />
      </main>
    );
  }
  return (
    <main className={styles.register} aria-busy={state.status === 'loading' || undefined}>
      <Offer state={state} onRetry={retry} />
      <RegistrationForm campaign={campaign} template={template} />
    </main>
  );
}

function Offer({ state, onRetry }: { state: PageDataState<LandingConfig>; onRetry: () => void }) {
  if (state.status === 'failed') {
    return (
      <section className={styles.offerFailed} aria-label="Offer">
        <ErrorState
          message={state.message}
          failure={state.failure}
          onRetry={onRetry}
          onLeave={leavePage}
          service="phone"
        />
      </section>
    );
  }
  if (state.status !== 'ready') {
    return (
      <section className={styles.offer} aria-label="Offer">
        <VisuallyHidden as="div" role="status">
          Loading the offer
        </VisuallyHidden>
        <div className={styles.banner}>
          <img className={styles.bannerImage} src={brandBanner} alt="" width={750} height={360} />
        </div>
        {/* Line for line the size of the title and subtitle, so the form never moves. */}
        <div className={styles.offerText} aria-hidden="true">
          <div className={styles.offerTitle}>
            <Skeleton className={styles.lineSkeleton} width="85%" />
            <Skeleton className={styles.lineSkeleton} width="55%" />
          </div>
          <div className={styles.offerSubtitle}>
            <Skeleton className={styles.lineSkeleton} width="90%" />
            <Skeleton className={styles.lineSkeleton} width="40%" />
          </div>
        </div>
      </section>
    );
  }
  const template = state.data;
  const colours = {
    ...(template.backgroundColor ? { backgroundColor: template.backgroundColor } : {}),
    ...(template.fontColor ? { color: template.fontColor } : {}),
  };
  return (
    <section className={styles.offer} style={colours} aria-labelledby="offer-title">
      <div className={styles.banner}>
        <img
          className={styles.bannerImage}
          src={imageUrl(template.banner) ?? brandBanner}
          alt=""
          width={750}
          height={360}
        />
      </div>
      <div className={styles.offerText}>
        <h2 id="offer-title" className={styles.offerTitle}>
          {template.title || defaultOfferTitle}
        </h2>
        <p className={styles.offerSubtitle}>{template.subtitle || defaultOfferSubtitle}</p>
      </div>
    </section>
  );
}
