// The download view of the promotion page (`#/downloadTemplate`, spec §2, §4 'Registration'): the
// visitor is registered; the app's name, its store buttons and what happens next. The store
// addresses are configuration and open through the navigation policy.
import { type MouseEvent, useEffect, useState } from 'react';
import { appConfig } from '../../shared/config/appConfig.ts';
import { type AppStore, appStoreAddress, appStoreLabels } from '../../shared/config/appStores.ts';
import { openAddress } from '../../shared/actions/openAddress.ts';
import { webViewUrl } from '../../shared/navigation/urlPolicy.ts';
import { trackStatistic } from './statistics.ts';
import type { QueryValues } from '../../shared/navigation/pageQuery.ts';
import { importStore } from './lazyParts.ts';
import { clientTypeOf, storeOrder } from './promotionRules.ts';
import styles from './promotion.module.scss';
import { PromotionLenderNotice } from './PromotionLenderNotice.tsx';

export function DownloadView({ query }: { query: QueryValues }) {
  // The template's app name, kept from the registration form (also across a reload).
  const [templateAppName, setTemplateAppName] = useState('');
  useEffect(() => {
    let current = true;
    void importStore()
      .then((store) => {
        if (current) setTemplateAppName(store.getState().template?.appName ?? '');
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  const appName = templateAppName || appConfig.appName;
  // Only rendered once the page runs (the build renders the form), so the phone is known here.
  const order = storeOrder(clientTypeOf(globalThis.navigator?.userAgent ?? ''));

  const open = (event: MouseEvent<HTMLAnchorElement>, store: AppStore) => {
    event.preventDefault();
    trackStatistic('download', { store, ...query });
    openAddress(appStoreAddress(store));
  };

  return (
    <main className={styles.download}>
      <section className={styles.card} aria-labelledby="download-title">
        <span className={styles.appBadge} aria-hidden="true">
          {appName.slice(0, 1)}
        </span>
        <h2 id="download-title" className={styles.cardTitle}>
          {appName}
        </h2>
        <p>
          Your account is ready. Download {appName} and log in with the mobile number you
          registered.
        </p>
        <div className={styles.storeButtons}>
          {order.map((store) => (
            <a
              key={store}
              className={styles.storeButton}
              href={webViewUrl(appStoreAddress(store))}
              onClick={(event) => open(event, store)}
            >
              {appStoreLabels[store]}
            </a>
          ))}
        </div>
      </section>
      <section className={styles.card} aria-labelledby="next-title">
        <h2 id="next-title" className={styles.cardTitle}>
          What happens next
        </h2>
        <ol className={styles.steps}>
          <li>Install {appName} from your phone&apos;s app store.</li>
          <li>Open it and log in with your mobile number; we send you a code by SMS.</li>
          <li>Tell us about yourself and choose your loan. We decide within 1 day.</li>
          <li>Once you accept the offer, the money reaches your account within 1-3 days.</li>
        </ol>
      </section>
      <PromotionLenderNotice />
    </main>
  );
}
