// The registration form of the promotion page (spec §2 'Promotion registration template', §4 'SMS
// code button', 'Registration', §5, §7, §8): the offer from the landing config, then mobile, image
// captcha and SMS code, and Apply. The form is in the page's HTML, so a visitor can type before the
// script has loaded; the landing config fills the offer above it when it arrives.
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import {
  type LandingConfig,
  register,
  requestSmsCode,
  trackClick,
  trackVisit,
  type VisitTracking,
} from '../../shared/api/promotion.ts';
import { leavePage } from '../../shared/bridge/nativeBack.ts';
import { appConfig } from '../../shared/config/appConfig.ts';
import type { PageDataState } from '../../shared/data/pageData.ts';
import { usePageData } from '../../shared/data/usePageData.ts';
import { useCountdown } from '../../shared/hooks/useCountdown.ts';
import { usePendingAction } from '../../shared/hooks/usePendingAction.ts';
import { imageUrl } from '../../shared/navigation/imageUrl.ts';
import { queryValue, readPageQuery } from '../../shared/navigation/pageQuery.ts';
import { usePageSearch } from '../../shared/navigation/usePageSearch.ts';
import { pageScope } from '../../shared/stores/ownedEntry.ts';
import { trackStatistic } from '../../shared/statistics/statistics.ts';
import { ActionBar } from '../../shared/ui/action-bar/ActionBar.tsx';
import { Button } from '../../shared/ui/button/Button.tsx';
import { ErrorState } from '../../shared/ui/error-state/ErrorState.tsx';
import { TextField } from '../../shared/ui/form/TextField.tsx';
import { useFormFields } from '../../shared/ui/form/useFormFields.ts';
import { Skeleton } from '../../shared/ui/skeleton/Skeleton.tsx';
import { StillChecking } from '../../shared/ui/still-checking/StillChecking.tsx';
import { showToast } from '../../shared/ui/toast/toastStore.ts';
import { CaptchaPicture, useCaptcha } from './CaptchaPicture.tsx';
import { goToRoute, routeHash } from './hashRoute.ts';
import {
  importRegisterKeys,
  importStore,
  prefetchAfterRegistering,
  visitorDeviceId,
} from './lazyParts.ts';
import { pageLoad } from './pageLoad.ts';
import { PromotionLenderNotice } from './PromotionLenderNotice.tsx';
import {
  type Campaign,
  captchaLength,
  clientTypeOf,
  downloadQuery,
  readCampaign,
  registerOutcome,
  type RegistrationField,
  registrationErrors,
  repeatSmsMessage,
  smsButtonLabel,
  smsCodeLength,
  smsOutcome,
  smsResendSeconds,
} from './promotionRules.ts';
import styles from './promotion.module.scss';
import { VisuallyHidden } from '../../shared/ui/visually-hidden/VisuallyHidden.tsx';
import { formatPhone } from '../../shared/format/phone.ts';

export const missingLinkMessage =
  'This registration link is incomplete. Please open it again from the advert or message you received.';
export const defaultOfferTitle = `Get a cash loan with ${appConfig.appName}`;
export const defaultOfferSubtitle = 'Register with your mobile number in one minute.';
export const defaultApplyText = 'Apply';
/** A registration still being checked is answered by a new SMS code for the phone (get-sms). */
export const registerAgainHint =
  'Get a new verification code to register again, or call Customer Service.';
/** Where the send-again deadline is kept, so a reload resumes the countdown (spec §4). */
export const smsDeadlineKey = 'promotionSmsDeadline';
/** The visitor's SMS countdown, kept for the campaign page (the page is anonymous). */
const smsDeadlineStorage = {
  key: smsDeadlineKey,
  storage: 'session',
  scope: pageScope('id'),
} as const;

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

function visitOf(campaign: Campaign): VisitTracking {
  return {
    page_id: campaign.pageId,
    user_from: campaign.userFrom,
    client_type: clientTypeOf(globalThis.navigator?.userAgent ?? ''),
    utm_tag: campaign.utmTag,
    app_from: campaign.appFrom,
  };
}

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

const registrationFormId = 'registration-form';

const emptyForm: Record<RegistrationField, string> = { mobile: '', captcha: '', smsCode: '' };

function RegistrationForm({
  campaign,
  template,
}: {
  campaign: Campaign | undefined;
  template: LandingConfig | undefined;
}) {
  const { values, field, formRef, setValue, showErrors } = useFormFields(emptyForm, {
    idPrefix: 'register',
  });
  const captcha = useCaptcha(campaign !== undefined);
  const countdown = useCountdown({
    seconds: smsResendSeconds,
    persistAs: smsDeadlineStorage,
  });

  /** Marks these fields' errors and takes the visitor to the first; true when all are right. */
  const check = (fields: readonly RegistrationField[]): boolean =>
    showErrors(registrationErrors(values, fields, appConfig));

  const source = async () => ({
    // The app's own device id when the link comes from the app; the visitor's otherwise.
    deviceId: queryValue('deviceId') || (await visitorDeviceId()),
    appName: template?.appName || appConfig.appName,
    app_from: campaign?.appFrom ?? '',
    user_from: campaign?.userFrom ?? '',
    utm_tag: campaign?.utmTag ?? '',
  });
  const templateId = String(template?.id || campaign?.pageId || '');
  const nextQuery = campaign ? downloadQuery(campaign, templateId) : {};
  const goToDownload = () => goToRoute('download', nextQuery);

  /**
   * A wrong captcha: a new picture, as the old text is for the old picture, and the server's
   * message at the captcha field, not in a toast away from it.
   */
  const refuseCaptcha = (message: string) => {
    setValue('captcha', '');
    showErrors({ captcha: message });
    void captcha.refresh();
  };

  // A new picture needs a valid mobile first (spec §5).
  const [tapCaptcha, loadingCaptcha] = usePendingAction(async () => {
    if (!check(['mobile'])) return;
    setValue('captcha', '');
    await captcha.refresh();
  });

  const [sendSms, sendingSms] = usePendingAction(async () => {
    if (countdown.running) {
      showToast(repeatSmsMessage, { kind: 'error' });
      return;
    }
    if (!check(['mobile', 'captcha'])) return;
    prefetchAfterRegistering();
    const result = await requestSmsCode({
      ...(await source()),
      phone: values.mobile,
      capcode: values.captcha.trim(),
      sid: captcha.sid,
    });
    const outcome = smsOutcome(result);
    switch (outcome.kind) {
      case 'sent':
        // A new code for this phone: the server never took a registration of it that is still open.
        void importRegisterKeys(values.mobile).then(
          (keys) => keys.forget(),
          () => undefined,
        );
        countdown.start();
        showToast(outcome.message, { kind: 'success' });
        return;
      case 'wrongCaptcha':
        refuseCaptcha(outcome.message);
        return;
      case 'registered':
        showToast(outcome.message, { kind: 'info' });
        goToDownload();
        return;
      case 'failed':
        showToast(outcome.message, { kind: 'error' });
    }
  });

  const [stillChecking, setStillChecking] = useState<string>();
  const [apply, applying] = usePendingAction(async () => {
    if (!check(['mobile', 'captcha', 'smsCode'])) return;
    prefetchAfterRegistering();
    const visit = campaign ? visitOf(campaign) : undefined;
    // The click is counted on its own; registering never waits for it.
    if (visit) {
      void trackClick(visit, values.mobile);
      trackStatistic('click', { ...visit });
    }
    const registration = {
      ...(await source()),
      phone: values.mobile,
      capcode: values.captcha.trim(),
      sid: captcha.sid,
      smsCode: values.smsCode,
      invite_code: campaign?.inviteCode ?? '',
      id: template?.id || campaign?.pageId || '',
    };
    // A registration whose answer was lost goes again under the same key, after a reload too:
    // never a second account. Nothing can be asked of the server first: a new SMS code for the
    // phone (below) is its word that the open registration never went through.
    const registerKeys = await importRegisterKeys(registration.phone);
    const attempt = await registerKeys.attempt({
      request: registration,
      notice: `your registration for the number ending ${registration.phone.slice(-4)}`,
      check: () => Promise.resolve('same' as const),
      send: register,
    });
    setStillChecking(attempt.stillChecking);
    if (!attempt.sent) return;
    const result = attempt.result;
    const outcome = registerOutcome(result);
    switch (outcome.kind) {
      case 'registered':
        showToast(outcome.message, { kind: 'success' });
        if (outcome.conversion && campaign && campaign.trackingCode !== '') {
          trackStatistic('conversion', {
            trackingCode: campaign.trackingCode,
            page_id: campaign.pageId,
            utm_tag: campaign.utmTag,
          });
        }
        goToDownload();
        return;
      case 'wrongCaptcha':
        refuseCaptcha(outcome.message);
        return;
      case 'failed':
        showToast(outcome.message, { kind: 'error' });
    }
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void apply();
  };

  return (
    <>
      {/* method="dialog": before the script runs, Apply does nothing rather than putting the
          visitor's number in the address. */}
      <form
        ref={formRef}
        id={registrationFormId}
        className={styles.form}
        method="dialog"
        onSubmit={submit}
        noValidate
      >
        <TextField
          label="Mobile number"
          type="tel"
          autoComplete="tel-national"
          grouping={formatPhone}
          {...field('mobile')}
        />
        <div className={styles.captchaField}>
          <TextField
            label="Image captcha"
            maxLength={captchaLength}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            {...field('captcha')}
          />
          <CaptchaPicture
            captcha={captcha}
            onTap={() => void tapCaptcha()}
            pending={loadingCaptcha}
          />
        </div>
        <div className={styles.smsField}>
          <TextField
            label="SMS code"
            digitsOnly
            maxLength={smsCodeLength}
            autoComplete="one-time-code"
            {...field('smsCode')}
          />
          <Button
            variant="secondary"
            fullWidth
            className={countdown.running ? styles.waiting : undefined}
            // Still pressable while it counts down, so the visitor is told why nothing is sent.
            aria-disabled={countdown.running || undefined}
            pending={sendingSms}
            onClick={() => void sendSms()}
          >
            {countdown.running ? `Resend in ${countdown.secondsLeft}s` : smsButtonLabel}
          </Button>
        </div>
        <p className={styles.agreement}>
          By applying you agree to the{' '}
          <a href={routeHash('agreement', nextQuery)}>Registration Agreement</a>.
        </p>
        {stillChecking && <StillChecking what={stillChecking} next={registerAgainHint} />}
      </form>
      <PromotionLenderNotice />
      {/* Apply stays in reach however far the form goes on; it still submits the form (its form
          attribute), and so does Enter in a field. */}
      <ActionBar label="Register">
        <Button
          type="submit"
          form={registrationFormId}
          variant="primary"
          fullWidth
          pending={applying}
        >
          {template?.buttonText || defaultApplyText}
        </Button>
      </ActionBar>
    </>
  );
}
