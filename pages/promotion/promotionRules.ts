// What the promotion registration decides (spec §2 'Promotion registration template', §5
// registration rules, §8 get-sms and register codes, §9 registration constants), in plain
// functions: the campaign read from the query, the three input rules, what each answer means and
// the query the download and agreement views carry.
import type { ApiResult } from '../../shared/api/result.ts';
import type { AppConfig } from '../../shared/config/config.ts';
import type { QueryValues } from '../../shared/navigation/pageQuery.ts';

/** Query parameter names of the campaign link. */
const campaignParams = {
  pageId: 'id',
  appFrom: 'app_from',
  userFrom: 'user_from',
  utmTag: 'utm_tag',
  linksId: 'links_id',
  downId: 'down_id',
  inviteCode: 'invite_code',
  /** The optional tracking code: a conversion event is reported only when the link has one. */
  trackingCode: 'tracking_code',
} as const;

export type Campaign = Record<keyof typeof campaignParams, string>;

/** The campaign of a link; a missing value is ''. */
export function readCampaign(query: QueryValues): Campaign {
  const campaign = {} as Campaign;
  for (const [field, name] of Object.entries(campaignParams) as [keyof Campaign, string][]) {
    campaign[field] = (query[name] ?? '').trim();
  }
  return campaign;
}

/** client_type of the tracking calls: 'ios' on an iPhone or iPad, 'android' otherwise. */
export function clientTypeOf(userAgent: string): 'ios' | 'android' {
  return /iPhone|iPad|iPod/i.test(userAgent) ? 'ios' : 'android';
}

// Spec §9 and §5.
export const captchaLength = 4;
export const smsCodeLength = 6;
export const smsResendSeconds = 60;

export const captchaMessage = 'please enter the correct image captcha';
export const smsCodeMessage = 'please enter the correct SMS code';
export const repeatSmsMessage = 'Do not send the verification code repeatedly!';
export const smsSentMessage = 'Verification code sent, please check your phone!';
export const alreadyRegisteredMessage = 'You are registered, please download the app and log in!';
export const registeredMessage = 'Registration successful';
export const smsButtonLabel = 'Get verification code';

type MarketRule = Pick<AppConfig, 'registrationPhonePattern' | 'registrationPhoneMessage'>;

/** The market's mobile rule (11 digits, 1 then 3-9 by default); the message when it fails. */
export function mobileError(mobile: string, market: MarketRule): string | undefined {
  return new RegExp(market.registrationPhonePattern).test(mobile)
    ? undefined
    : market.registrationPhoneMessage;
}

export function captchaError(captcha: string): string | undefined {
  return captcha.trim().length === captchaLength ? undefined : captchaMessage;
}

export function smsCodeError(smsCode: string): string | undefined {
  return smsCode.trim().length === smsCodeLength ? undefined : smsCodeMessage;
}

export type RegistrationField = 'mobile' | 'captcha' | 'smsCode';
export type RegistrationValues = Record<RegistrationField, string>;
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

/** Errors of the fields a step needs: get-sms needs mobile and captcha, Apply all three. */
export function registrationErrors(
  values: RegistrationValues,
  fields: readonly RegistrationField[],
  market: MarketRule,
): RegistrationErrors {
  const errors: RegistrationErrors = {};
  for (const field of fields) {
    const error =
      field === 'mobile'
        ? mobileError(values.mobile, market)
        : field === 'captcha'
          ? captchaError(values.captcha)
          : smsCodeError(values.smsCode);
    if (error) errors[field] = error;
  }
  return errors;
}

/** What a get-sms answer means (spec §8). */
export type SmsOutcome =
  | { kind: 'sent'; message: string }
  | { kind: 'wrongCaptcha'; message: string }
  | { kind: 'registered'; message: string }
  | { kind: 'failed'; message: string };

export function smsOutcome(result: ApiResult<unknown>): SmsOutcome {
  if (result.success) return { kind: 'sent', message: smsSentMessage };
  if (result.failure === 'business') {
    if (String(result.code) === '101') return { kind: 'wrongCaptcha', message: result.message };
    if (String(result.code) === '11')
      return { kind: 'registered', message: alreadyRegisteredMessage };
  }
  return { kind: 'failed', message: result.message };
}

/** What a register answer means (spec §8). */
export type RegisterOutcome =
  | { kind: 'registered'; message: string; conversion: boolean }
  | { kind: 'wrongCaptcha'; message: string }
  | { kind: 'failed'; message: string };

export function registerOutcome(result: ApiResult<unknown>): RegisterOutcome {
  if (result.success) return { kind: 'registered', message: registeredMessage, conversion: true };
  if (result.failure === 'business') {
    // Already registered: the same message and the same way on, but no new conversion.
    if (String(result.code) === '11') {
      return { kind: 'registered', message: registeredMessage, conversion: false };
    }
    if (String(result.code) === '-1') return { kind: 'wrongCaptcha', message: result.message };
  }
  return { kind: 'failed', message: result.message };
}

/**
 * The query of the download and agreement views (spec §2): app_from, user_from, utm_tag, id, and
 * links_id or down_id, each only when the other is absent. Empty values are left out.
 */
export function downloadQuery(campaign: Campaign, id: string): QueryValues {
  const query: QueryValues = {};
  const put = (name: string, value: string) => {
    if (value !== '') query[name] = value;
  };
  put(campaignParams.appFrom, campaign.appFrom);
  put(campaignParams.userFrom, campaign.userFrom);
  put(campaignParams.utmTag, campaign.utmTag);
  put(campaignParams.pageId, id);
  if (campaign.downId === '') put(campaignParams.linksId, campaign.linksId);
  if (campaign.linksId === '') put(campaignParams.downId, campaign.downId);
  return query;
}

/** The store a phone goes to first: the App Store on iOS, Google Play otherwise. */
export function storeOrder(clientType: 'ios' | 'android'): readonly ('appStore' | 'googlePlay')[] {
  return clientType === 'ios' ? ['appStore', 'googlePlay'] : ['googlePlay', 'appStore'];
}
