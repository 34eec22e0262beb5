// The image captcha (spec §7 get-sid, get-captcha; §5): a session id from get-sid, then the picture
// of that id. The picture is a button: a tap loads a new one (the form checks the mobile first).
import { useState } from 'react';
import { captchaImageUrl, loadCaptchaSid } from '../../shared/api/promotion.ts';
import { definePageLoad } from '../../shared/data/pageData.ts';
import { usePageData } from '../../shared/data/usePageData.ts';
import { Skeleton } from '../../shared/ui/skeleton/Skeleton.tsx';
import styles from './promotion.module.scss';

export interface Captcha {
  /** The sid of the picture on screen; '' while none is. */
  sid: string;
  url: string;
  status: 'loading' | 'ready' | 'failed';
  /** Asks for a new sid and picture. */
  refresh: () => void;
  /** The picture itself could not be loaded. */
  pictureFailed: () => void;
}

/**
 * A sid and the address of its picture, loaded as a page's data is (retry, the latest answer
 * only). A failure shows the server's message (spec §8 'Get SID'): the call is not silent.
 */
const captchaLoad = definePageLoad({
  query: [],
  load: async () => {
    const result = await loadCaptchaSid();
    return result.success
      ? { ...result, data: { sid: result.data, url: captchaImageUrl(result.data, Date.now()) } }
      : result;
  },
  hasContent: (picture) => picture.sid !== '',
});

export function useCaptcha(): Captcha {
  const { state, retry } = usePageData(captchaLoad);
  // The sid whose picture would not load: that picture shows as failed until the next one.
  const [brokenSid, setBrokenSid] = useState('');
  const picture = state.status === 'ready' ? state.data : undefined;
  if (picture && picture.sid !== brokenSid) {
    return {
      ...picture,
      status: 'ready',
      refresh: retry,
      pictureFailed: () => setBrokenSid(picture.sid),
    };
  }
  return {
    sid: '',
    url: '',
    status: state.status === 'loading' ? 'loading' : 'failed',
    refresh: retry,
    pictureFailed: () => undefined,
  };
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
