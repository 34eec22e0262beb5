// Renders the toast store (spec §9). The polite live regions stay mounted so screen readers
// announce each new text; nothing here takes taps, so a toast or a slow request never locks the page.
import { useStore } from 'zustand';
import { Spinner } from '../spinner/Spinner.tsx';
import styles from './Toast.module.scss';
import { toastStore } from '../../notify/toastStore.ts';

export function ToastHost() {
  const current = useStore(toastStore, (state) => state.current);
  const loading = useStore(toastStore, (state) => state.loading);
  const newestLoading = loading[loading.length - 1];
  const isError = current?.kind === 'error';

  return (
    <>
      <div className={styles.loadingLayer}>
        <div role="status" aria-live="polite">
          {newestLoading && (
            <div className={styles.loading} aria-busy="true">
              <Spinner size={32} />
              <span>{newestLoading.text}</span>
            </div>
          )}
        </div>
      </div>
      <div className={styles.toastLayer}>
        <div role="status" aria-live="polite">
          {current && !isError && (
            <div key={current.id} className={styles.toast}>
              {current.text}
            </div>
          )}
        </div>
        {/* An inserted alert is announced at once; an empty one would only get in the way. */}
        {current && isError && (
          <div key={current.id} role="alert" className={styles.toast}>
            {current.text}
          </div>
        )}
      </div>
    </>
  );
}
