// The endpoint table (contract §2): every backend call by logical name, with its method, logical
// path, success rule and client, one row each; the calls that move money or change an account are
// marked `keyed`, so each carries its borrower action's request key. Wire paths come from these
// rows through the obfuscation map (config VITE_PATH_MAP), so a backend that renames paths changes
// configuration, not pages. Each row is its own export: a typed call names its row (`endpoints.loanDetails`, see
// endpoints.ts), so a page's bundle carries the rows of its own calls and not the whole table: the
// row builders are marked free of side effects, so the bundler drops a row nobody reads.
import type { Endpoint, KeyedEndpoint, PlainEndpoint, SuccessRule } from './endpoints.ts';
import type { ActionKind } from './result.ts';

const maxwell = /* @__NO_SIDE_EFFECTS__ */ (
  method: Endpoint['method'],
  path: string,
  success: SuccessRule = 'zero',
  extra: Partial<PlainEndpoint> = {},
): PlainEndpoint => ({ method, path, root: 'maxwell', success, client: 'form', ...extra });

const promotion = /* @__NO_SIDE_EFFECTS__ */ (
  method: Endpoint['method'],
  path: string,
  success: SuccessRule,
  extra: Partial<PlainEndpoint> = {},
): PlainEndpoint => ({ method, path, root: 'promotion', success, client: 'json', ...extra });

/** A call that moves money or changes an account: it carries a request key (contract §2). */
const keyed = /* @__NO_SIDE_EFFECTS__ */ (
  requestKey: ActionKind,
  row: PlainEndpoint,
): KeyedEndpoint => ({
  ...row,
  requestKey,
});

const legacy = /* @__NO_SIDE_EFFECTS__ */ (path: string) =>
  maxwell('POST', path, 'doubleZero', { networkErrorText: 'error' });
const complaint = /* @__NO_SIDE_EFFECTS__ */ (path: string, extra: Partial<PlainEndpoint> = {}) =>
  maxwell('POST', path, 'doubleZero', { networkErrorText: 'error', ...extra });

// Order details and the failure page
export const loanDetails = maxwell('POST', '/v3/loan-details/loan-details');
export const googleScore = maxwell('POST', '/v3/loan-details/google-score');
export const eventSave = maxwell('POST', '/service/event/save');
export const productJump = maxwell('POST', '/gopia/goya/define', 'doubleZero');
export const failurePage = maxwell('POST', '/gopia/goya/drowns', 'doubleZero');
// Repayment
export const instalmentDetail = maxwell('POST', '/v3/installment/loan-play-detail');
export const delayDetail = maxwell('POST', '/v3/installment/loan-delay-detail');
export const generatePayCode = keyed('payment', maxwell('POST', '/v3/loan-details/generate-vcode'));
// Loan confirm V3
export const confirmData = maxwell('POST', '/v3/loan-confirm/loan-detail-confirm');
export const agreementList = maxwell('GET', '/v3/contract/contract');
export const agreementJump = maxwell('GET', '/v3/contract/contract-jump');
export const loanPush = keyed('loan', maxwell('POST', '/v3/loan-confirm/loan-detail-push'));
// Loan confirm V3 variant 2 (obfuscated paths and keys)
export const confirmDataV2 = maxwell('POST', '/gopia/goya/bloom', 'doubleZero');
export const agreementListV2 = maxwell('GET', '/gopia/goya/leaves', 'doubleZero');
export const agreementJumpV2 = maxwell('GET', '/gopia/goya/branch', 'doubleZero');
export const loanPushV2 = keyed('loan', maxwell('POST', '/gopia/goya/roots', 'doubleZero'));
// Bind card
export const bindCardForm = maxwell('POST', '/v3/bind-card/card-init');
export const bindCardNew = keyed('account', maxwell('POST', '/v3/bind-card/bind-card-new'));
export const bindCardChange = keyed('account', maxwell('POST', '/v3/bind-card/bind-card-change'));
// Complaints
export const complaintInit = complaint('/user-problem/problem-init');
export const complaintUploadImage = complaint('/user-problem/upload-problem-img', {
  multipart: true,
});
export const complaintSave = complaint('/user-problem/problem-save');
export const complaintList = complaint('/user-problem/problem-list');
export const complaintDetail = complaint('/user-problem/problem-detail');
export const complaintScore = complaint('/user-problem/save-score');
// Customer service
export const contactInfo = maxwell('POST', '/v3/personal-center/contact-kf-info');
// Legacy repayment (older backend)
export const legacyRepaymentWay = legacy('/repayment-way');
export const legacyRepaymentCommit = keyed('payment', legacy('/repayment-commit'));
export const legacyRepaymentConfirm = keyed('payment', legacy('/repayment-confirm'));
export const legacyRepaymentRedirect = legacy('/repayment-huichao');
// Promotion (public, JSON client)
export const promotionTemplate = promotion('GET', '/channel/channel-template', 'doubleZero', {
  networkErrorText: 'error',
});
export const promotionTrackVisit = promotion('GET', '/promotion/track-visit', 'zero');
export const promotionSid = promotion('GET', '/promotion/get-sid', 'stringZero');
export const promotionSms = promotion('POST', '/promotion/get-sms', 'stringZero');
export const promotionTrackClick = promotion('GET', '/promotion/track-click', 'zero');
export const promotionRegister = keyed(
  'registration',
  promotion('POST', '/promotion/register', 'stringZero', { networkErrorText: 'error' }),
);
