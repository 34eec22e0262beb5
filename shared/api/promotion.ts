// Promotion registration calls (spec §7 'Promotion (public)', §8 template / SID / SMS / register;
// contract §2: JSON client under /api/v2/<service>/service, success '00' for the template and '0'
// for get-sid, get-sms and register). The page decides what each code means; these calls only
// carry the payloads and read the data.
import { api } from './client.ts';
import { type Endpoint, endpoints, promotionCaptchaPath } from './endpoints.ts';
import { asAddress, asRecord, asText } from './parse.ts';
import type { ApiResult } from './result.ts';

/** The landing config (spec §3): its id, and the texts and look the template gives the page. */
export interface LandingConfig {
  /** 0 when the template names none. */
  id: number | string;
  title: string;
  subtitle: string;
  /** The banner's address as sent: the page shows it only where imageUrl allows it. */
  banner: string;
  buttonText: string;
  /** A plain CSS colour, else ''. */
  backgroundColor: string;
  fontColor: string;
  appName: string;
}

// Colours go into a style attribute: plain notations only.
const cssColour = /^(#[0-9a-f]{3,8}|[a-z]+|(rgb|hsl)a?\([\d\s.,%/+-]+\))$/i;

function colourOf(value: unknown): string {
  const text = asText(value).trim();
  return cssColour.test(text) ? text : '';
}

export function parseLandingConfig(data: unknown): LandingConfig {
  const record = asRecord(data);
  const id = record.id;
  return {
    id: typeof id === 'number' && Number.isFinite(id) ? id : asText(id).trim() || 0,
    title: asText(record.title).trim(),
    subtitle: asText(record.subtitle).trim(),
    banner: asAddress(record.banner).trim(),
    buttonText: asText(record.buttonText).trim(),
    backgroundColor: colourOf(record.backgroundColor),
    fontColor: colourOf(record.fontColor),
    appName: asText(record.appName).trim(),
  };
}

/** GET channel-template with templateId = the page id. */
export function loadLandingConfig(
  templateId: string,
  options: { silent?: boolean } = {},
): Promise<ApiResult<LandingConfig>> {
  return api.call(
    endpoints.promotionTemplate,
    { templateId },
    { parse: parseLandingConfig, silent: options.silent },
  );
}

/** What the tracking calls carry (spec §7): who sent the visitor and on what phone. */
export interface VisitTracking {
  page_id: string;
  user_from: string;
  client_type: 'ios' | 'android';
  utm_tag: string;
  app_from: string;
}

/** page_type 1: the registration page. */
const registrationPageType = 1;

/** GET track-visit on entry. Its answer is not used and its failure is silent. */
export function trackVisit(visit: VisitTracking): Promise<ApiResult<unknown>> {
  return api.call(
    endpoints.promotionTrackVisit,
    { ...visit, page_type: registrationPageType },
    { silent: true },
  );
}

/** GET track-click when Apply is tapped, with the phone. Silent like the visit. */
export function trackClick(visit: VisitTracking, phone: string): Promise<ApiResult<unknown>> {
  return api.call(
    endpoints.promotionTrackClick,
    { ...visit, page_type: registrationPageType, phone },
    { silent: true },
  );
}

/** GET get-sid: the session id of the next captcha picture. */
export function loadCaptchaSid(): Promise<ApiResult<string>> {
  return api.call(endpoints.promotionSid, {}, { parse: (data) => asText(asRecord(data).sid) });
}

/** The captcha picture is loaded by an <img>, not a call. */
const captchaImage: Endpoint = {
  method: 'GET',
  path: promotionCaptchaPath,
  root: 'promotion',
  success: 'stringZero',
  client: 'json',
};

/** Where the captcha picture of this sid is; the timestamp makes each load a new picture. */
export function captchaImageUrl(sid: string, timestamp: number): string {
  const query = new URLSearchParams({ sid, timestamp: String(timestamp) });
  return `${api.urlOf(captchaImage)}?${query}`;
}

/** Who is registering where (spec §7 get-sms and register). */
export interface RegistrationSource {
  deviceId: string;
  appName: string;
  app_from: string;
  user_from: string;
  utm_tag: string;
}

/**
 * POST get-sms. Silent: every code has its own words on the page (spec §8), so the call shows none.
 */
export function requestSmsCode(
  payload: RegistrationSource & { phone: string; capcode: string; sid: string },
): Promise<ApiResult<unknown>> {
  return api.call(endpoints.promotionSms, { ...payload }, { silent: true });
}

/** merchantNumber is always 0 (spec §9). */
const merchantNumber = 0;

/** POST register, userName = the phone. Silent for the same reason as get-sms. */
export function register(
  payload: RegistrationSource & {
    phone: string;
    capcode: string;
    sid: string;
    smsCode: string;
    invite_code: string;
    /** The landing config's id. */
    id: number | string;
  },
  requestKey: string,
): Promise<ApiResult<unknown>> {
  const { phone, capcode, sid, deviceId, appName, smsCode, invite_code, user_from, id } = payload;
  return api.call(
    endpoints.promotionRegister,
    {
      phone,
      capcode,
      sid,
      deviceId,
      appName,
      merchantNumber,
      userName: phone,
      smsCode,
      invite_code,
      user_from,
      id,
      app_from: payload.app_from,
      utm_tag: payload.utm_tag,
    },
    { silent: true, requestKey },
  );
}
