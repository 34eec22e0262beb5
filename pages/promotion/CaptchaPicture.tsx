// The image captcha (spec §7 get-sid, get-captcha; §5): a session id from get-sid, then the picture
// of that id. The picture is a button: a tap loads a new one (the form checks the mobile first).
import { useCallback, useEffect, useRef, useState } from 'react';
import { captchaImageUrl, loadCaptchaSid } from '../../shared/api/promotion.ts';
import { failureMessages } from '../../shared/api/result.ts';
import { Skeleton } from '../../shared/ui/skeleton/Skeleton.tsx';
import { showToast } from '../../shared/notify/toastStore.ts';
import styles from './promotion.module.scss';

export interface Captcha {
  /** The sid of the picture on screen; '' while none is. */
  sid: string;
  url: string;
  status: 'loading' | 'ready' | 'failed';
  /** Asks for a new sid and picture. */
  refresh: () => Promise<void>;
  /** The picture itself could not be loaded. */
  pictureFailed: () => void;
}

export function useCaptcha(enabled: boolean): Captcha {
  const [picture, setPicture] = useState<Pick<Captcha, 'sid' | 'url' | 'status'>>({
    sid: '',
    url: '',
    status: 'loading',
  });
  // Only the latest request's answer is shown.
  const latest = useRef(0);

  // Asks for a sid and shows its picture; the caller has shown the loading state.
  const load = useCallback(() => {
    latest.current += 1;
    const attempt = latest.current;
    // A failure shows the server's message (spec §8 'Get SID') or what went wrong.
    return loadCaptchaSid().then((result) => {
      if (attempt !== latest.current) return;
      if (result.success && result.data !== '') {
        setPicture({
          sid: result.data,
          url: captchaImageUrl(result.data, Date.now()),
          status: 'ready',
        });
        return;
      }
      if (result.success) showToast(failureMessages.malformed, { kind: 'error' });
      setPicture({ sid: '', url: '', status: 'failed' });
    });
  }, []);

  const refresh = useCallback(() => {
    setPicture({ sid: '', url: '', status: 'loading' });
    return load();
  }, [load]);

  // The first picture: the state starts as loading.
  useEffect(() => {
    if (enabled) void load();
  }, [enabled, load]);

  const pictureFailed = useCallback(
    () => setPicture((current) => ({ ...current, sid: '', status: 'failed' })),
    [],
  );

  return { ...picture, refresh, pictureFailed };
}

export function CaptchaPicture({
  captcha,
  onTap,
  pending,
}: {
  captcha: Captcha;
  onTap: () => void;
  pending: boolean;
}) {
  return (
    <button
      type="button"
      className={styles.captchaButton}
      onClick={onTap}
      disabled={pending}
      aria-busy={pending || captcha.status === 'loading' || undefined}
    >
      <span className={styles.captchaPicture} aria-hidden="true">
        {captcha.status === 'ready' ? (
          <img src={captcha.url} alt="" width={120} height={40} onError={captcha.pictureFailed} />
        ) : captcha.status === 'loading' ? (
          <Skeleton width={120} height={40} />
        ) : (
          <span className={styles.captchaMissing}>No picture</span>
        )}
      </span>
      <span className={styles.captchaAction}>
        {captcha.status === 'failed' ? 'Load the picture' : 'New picture'}
      </span>
    </button>
  );
}
