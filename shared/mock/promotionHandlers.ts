// The promotion registration calls (spec §7 'Promotion', §8 codes): each answers its error codes
// for the trigger inputs below, and succeeds otherwise.
import { type Endpoint, promotionCaptchaPath } from '../api/endpoints.ts';
import { promotionTemplate } from './promotionFixtures.ts';
import { digits, fail, ok, type Responders } from './responders.ts';

/** Inputs that make the promotion calls answer the error codes of spec §8. */
export const promotionTriggers = {
  /** get-sms and register answer '11' (already registered) for these mobile numbers. */
  registeredPhones: ['09170000011', '13800000011'],
  /** get-sms answers '101' and register '-1' (wrong image captcha) for this captcha text. */
  wrongCaptcha: '0000',
  /** register answers '12' (wrong SMS code) for this SMS code. */
  wrongSmsCode: '000000',
} as const;

/** The captcha image, as an endpoint so its wire path follows the same rules as the others. */
export const captchaEndpoint: Endpoint = {
  method: 'GET',
  path: promotionCaptchaPath,
  root: 'promotion',
  success: 'stringZero',
  client: 'json',
};

function isWrongCaptcha(capcode: string | undefined): boolean {
  return (capcode ?? '').trim().toUpperCase() === promotionTriggers.wrongCaptcha;
}

function isRegistered(phone: string | undefined): boolean {
  return (promotionTriggers.registeredPhones as readonly string[]).includes(digits(phone));
}

/** The promotion responders; each get-sid answers a new session id. */
export function createPromotionResponders() {
  let sidCount = 0;
  return {
    promotionTemplate: ({ ctx, params }) =>
      ok(promotionTemplate(ctx, params.templateId ?? params.id ?? '')),
    promotionTrackVisit: () => ok({}),
    promotionSid: () => {
      sidCount += 1;
      return ok({ sid: `sid${Date.now().toString(36)}${sidCount}` });
    },
    promotionSms: ({ params }) => {
      if (isWrongCaptcha(params.capcode)) {
        return fail('101', 'The image captcha is incorrect. Please try again.');
      }
      if (isRegistered(params.phone)) {
        return fail('11', 'This mobile number is already registered.');
      }
      return ok({});
    },
    promotionTrackClick: () => ok({}),
    promotionRegister: ({ params }) => {
      if (isWrongCaptcha(params.capcode)) {
        return fail('-1', 'The image captcha is incorrect. Please try again.');
      }
      if (isRegistered(params.phone || params.userName)) {
        return fail('11', 'This mobile number is already registered.');
      }
      if (params.smsCode === promotionTriggers.wrongSmsCode) {
        return fail('12', 'The SMS code is incorrect or has expired.');
      }
      return ok({});
    },
  } satisfies Responders;
}
