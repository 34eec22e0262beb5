// The endpoint table (contract §2): every backend call by logical name, with its method, logical
// path, success rule and client. Wire paths come from here through the obfuscation map (config
// VITE_PATH_MAP), so a backend that renames paths changes configuration, not pages.

/**
 * How an endpoint family judges success (contract §2):
 * - `zero`: the code is the number 0 (or its text '0'), the common loan calls;
 * - `doubleZero`: the code is the string '00' (legacy, complaint, /gopia/goya and template calls);
 * - `stringZero`: the code is '0' (promotion get-sid, get-sms, register).
 */
export type SuccessRule = 'zero' | 'doubleZero' | 'stringZero';

/** `form`: form-urlencoded bodies, headers swift/eyes. `json`: JSON bodies, headers building/gather. */
export type ClientKind = 'form' | 'json';

/** `maxwell`: under the loan service prefix. `promotion`: under /api/v2/<service>/service. */
export type ApiRoot = 'maxwell' | 'promotion';

export interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  root: ApiRoot;
  success: SuccessRule;
  client: ClientKind;
  /** Body encoding override: the complaint image upload is multipart. */
  multipart?: boolean;
  /** Toast text on a network failure or timeout where the spec fixes one (spec §8: 'error'). */
  networkErrorText?: string;
}

const maxwell = (
  method: Endpoint['method'],
  path: string,
  success: SuccessRule = 'zero',
  extra: Partial<Endpoint> = {},
): Endpoint => ({ method, path, root: 'maxwell', success, client: 'form', ...extra });

const promotion = (
  method: Endpoint['method'],
  path: string,
  success: SuccessRule,
  extra: Partial<Endpoint> = {},
): Endpoint => ({ method, path, root: 'promotion', success, client: 'json', ...extra });

const legacy = (path: string) => maxwell('POST', path, 'doubleZero', { networkErrorText: 'error' });
const complaint = (path: string, extra: Partial<Endpoint> = {}) =>
  maxwell('POST', path, 'doubleZero', { networkErrorText: 'error', ...extra });

export const endpoints = {
  // Order details and the failure page
  loanDetails: maxwell('POST', '/v3/loan-details/loan-details'),
  googleScore: maxwell('POST', '/v3/loan-details/google-score'),
  eventSave: maxwell('POST', '/service/event/save'),
  productJump: maxwell('POST', '/gopia/goya/define', 'doubleZero'),
  failurePage: maxwell('POST', '/gopia/goya/drowns', 'doubleZero'),
  // Repayment
  instalmentDetail: maxwell('POST', '/v3/installment/loan-play-detail'),
  delayDetail: maxwell('POST', '/v3/installment/loan-delay-detail'),
  generatePayCode: maxwell('POST', '/v3/loan-details/generate-vcode'),
  // Loan confirm V3
  confirmData: maxwell('POST', '/v3/loan-confirm/loan-detail-confirm'),
  agreementList: maxwell('GET', '/v3/contract/contract'),
  agreementJump: maxwell('GET', '/v3/contract/contract-jump'),
  loanPush: maxwell('POST', '/v3/loan-confirm/loan-detail-push'),
  // Loan confirm V3 variant 2 (obfuscated paths and keys)
  confirmDataV2: maxwell('POST', '/gopia/goya/bloom', 'doubleZero'),
  agreementListV2: maxwell('GET', '/gopia/goya/leaves', 'doubleZero'),
  agreementJumpV2: maxwell('GET', '/gopia/goya/branch', 'doubleZero'),
  loanPushV2: maxwell('POST', '/gopia/goya/roots', 'doubleZero'),
  // Bind card
  bindCardForm: maxwell('POST', '/v3/bind-card/card-init'),
  bindCardNew: maxwell('POST', '/v3/bind-card/bind-card-new'),
  bindCardChange: maxwell('POST', '/v3/bind-card/bind-card-change'),
  // Complaints
  complaintInit: complaint('/user-problem/problem-init'),
  complaintUploadImage: complaint('/user-problem/upload-problem-img', { multipart: true }),
  complaintSave: complaint('/user-problem/problem-save'),
  complaintList: complaint('/user-problem/problem-list'),
  complaintDetail: complaint('/user-problem/problem-detail'),
  complaintScore: complaint('/user-problem/save-score'),
  // Customer service
  contactInfo: maxwell('POST', '/v3/personal-center/contact-kf-info'),
  // Legacy repayment (older backend)
  legacyRepaymentWay: legacy('/repayment-way'),
  legacyRepaymentCommit: legacy('/repayment-commit'),
  legacyRepaymentConfirm: legacy('/repayment-confirm'),
  legacyRepaymentRedirect: legacy('/repayment-huichao'),
  // Promotion (public, JSON client)
  promotionTemplate: promotion('GET', '/channel/channel-template', 'doubleZero', {
    networkErrorText: 'error',
  }),
  promotionTrackVisit: promotion('GET', '/promotion/track-visit', 'zero'),
  promotionSid: promotion('GET', '/promotion/get-sid', 'stringZero'),
  promotionSms: promotion('POST', '/promotion/get-sms', 'stringZero'),
  promotionTrackClick: promotion('GET', '/promotion/track-click', 'zero'),
  promotionRegister: promotion('POST', '/promotion/register', 'stringZero', {
    networkErrorText: 'error',
  }),
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

/** The captcha image is not a JSON call: pages load it as an <img> from this path. */
export const promotionCaptchaPath = '/promotion/get-captcha';

export function isSuccessCode(rule: SuccessRule, code: unknown): boolean {
  switch (rule) {
    case 'zero':
      return code === 0 || code === '0';
    case 'doubleZero':
      return code === '00';
    case 'stringZero':
      return code === '0';
  }
}

/** The path of an endpoint on the wire, relative to the API origin. */
export function wirePath(
  endpoint: Endpoint,
  settings: {
    servicePrefix: string;
    promotionService: string;
    pathMap: Readonly<Record<string, string>>;
  },
): string {
  const path = settings.pathMap[endpoint.path] ?? endpoint.path;
  return endpoint.root === 'maxwell'
    ? `${settings.servicePrefix}${path}`
    : `/api/v2/${settings.promotionService}/service${path}`;
}
