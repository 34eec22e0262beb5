// The registration form of the promotion page (spec §2 'Promotion registration template', §4 'SMS
// code button', 'Registration', §5, §7, §8): mobile, image captcha and SMS code, and Apply, each
// checked where it is typed; the SMS button's countdown survives a reload; Apply registers once per
// request key (the visitor's phone's) and goes to the download view.
import type { FormEvent } from 'react';
import {
  type LandingConfig,
  requestSmsCode,
  trackClick,
  type VisitTracking,
} from '../../shared/api/promotion.ts';
import { appConfig } from '../../shared/config/appConfig.ts';
import { useCountdown } from '../../shared/hooks/useCountdown.ts';
import { usePendingAction } from '../../shared/hooks/usePendingAction.ts';
import { queryValue } from '../../shared/navigation/pageQuery.ts';
import { pageScope } from '../../shared/stores/ownedEntry.ts';
import { trackStatistic } from './statistics.ts';
import { ActionBar } from '../../shared/ui/action-bar/ActionBar.tsx';
import { Button } from '../../shared/ui/button/Button.tsx';
import { TextField } from '../../shared/ui/form/TextField.tsx';
import { useFormFields } from '../../shared/ui/form/useFormFields.ts';
import { showToast } from '../../shared/notify/toastStore.ts';
import { CaptchaPicture, useCaptcha } from './CaptchaPicture.tsx';
import { goToRoute, routeHash } from './hashRoute.ts';
import { importRegistration, prefetchAfterRegistering, visitorDeviceId } from './lazyParts.ts';
import { PromotionLenderNotice } from './PromotionLenderNotice.tsx';
import {
  type Campaign,
  captchaLength,
  clientTypeOf,
  downloadQuery,
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
import { formatPhone } from '../../shared/format/phone.ts';

const defaultApplyText = 'Apply';
/** Where the send-again deadline is kept, so a reload resumes the countdown (spec §4). */
export const smsDeadlineKey = 'promotionSmsDeadline';
/** The visitor's SMS countdown, kept for the campaign page (the page is anonymous). */
const smsDeadlineStorage = {
  key: smsDeadlineKey,
  storage: 'session',
  scope: pageScope('id'),
} as const;

/** What the visit and click trackers are told of the campaign (spec §7). */
export function visitOf(campaign: Campaign): VisitTracking {
  return {
    page_id: campaign.pageId,
    user_from: campaign.userFrom,
    client_type: clientTypeOf(globalThis.navigator?.userAgent ?? ''),
    utm_tag: campaign.utmTag,
    app_from: campaign.appFrom,
  };
}

const registrationFormId = 'registration-form';

const emptyForm: Record<RegistrationField, string> = { mobile: '', captcha: '', smsCode: '' };

export function RegistrationForm({
  campaign,
  template,
}: {
  campaign: Campaign | undefined;
  template: LandingConfig | undefined;
}) {
  const { values, field, formRef, setValue, showErrors } = useFormFields(emptyForm, {
    idPrefix: 'register',
  });
  const captcha = useCaptcha();
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
    captcha.refresh();
  };

  // A new picture needs a valid mobile first (spec §5).
  const [tapCaptcha, loadingCaptcha] = usePendingAction(async () => {
    if (!check(['mobile'])) return;
    setValue('captcha', '');
    captcha.refresh();
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
        void importRegistration().then(
          (module) => module.forgetRegistration(values.mobile),
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
    // Under the phone's request key: never a second account (registerOnce.ts).
    const registered = await (await importRegistration()).registerOnce(registration);
    // At the SMS code, where the way out is: a new code.
    if ('stillChecking' in registered) {
      if (registered.stillChecking) showErrors({ smsCode: registered.stillChecking });
      return;
    }
    const result = registered.result;
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
