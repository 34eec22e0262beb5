// Named scenarios of the mock backend: one table, chosen per request by `?mock=<name>`. The README
// and the test preview page list this table, so it stays plain data with no imports: the preview
// page can use it without pulling mock code into the build.

/** How every call of a scenario answers instead of succeeding. */
export type FailureMode =
  /** The endpoint family's failure code with a readable server message. */
  | 'business'
  /** HTTP 500 with an HTML body, no envelope. */
  | 'server'
  /** HTTP 200, a success envelope whose `data` has the wrong type or shape. */
  | 'malformed'
  /** HTTP 200 with a truncated body that is not JSON at all. */
  | 'garbled';

/** Order-details fields a scenario sets; anything absent keeps the default (174, isDelay 0). */
interface OrderOverrides {
  orderStatus?: number;
  isDelay?: 0 | 1;
  /** Page path, resolved against the calling page (so it stays on the site's own origin). */
  playeduL?: string;
  /** Page path, resolved like playeduL. */
  h5Url?: string;
  /** Sends KindTipsMsg (absent otherwise). */
  kindTips?: boolean;
  isScore?: 0 | 1;
  cardNeedPop?: 0 | 1;
}

/** Loan confirm fields a scenario sets (V3 and V2 alike); anything absent keeps the default. */
export interface ConfirmOverrides {
  /** 0: the shell's back button closes the web view at once (default 1: 'Point out' first). */
  isPopType?: 0 | 1;
  /**
   * Where popAgreementUrl points: this site's agreement page (default), an https page on another
   * host (offered as a link), or nowhere (no agreement popup).
   */
  popAgreement?: 'site' | 'external' | 'none';
  /** The agreement list answers empty (the row is hidden) or with a business failure. */
  agreements?: 'none' | 'fail';
  /** The loan push answers with a business failure, or with an address the policy refuses. */
  push?: 'fail' | 'refused';
}

export interface Scenario {
  /** One line for the README and the test preview page. */
  description: string;
  order?: OrderOverrides;
  confirm?: ConfirmOverrides;
  /** V2 confirm: 1 shows the rupee symbol. */
  isRupee?: 0 | 1;
  /** Every list in every answer is empty. */
  empty?: boolean;
  failure?: FailureMode;
  /** Milliseconds every answer waits before it is sent. */
  delayMs?: number;
  /** Bind card: the form arrives filled in (a change of card), or the submit is refused. */
  bindCard?: 'prefilled' | 'rejected';
  /** Complaint answers: isShow of every order, and whether picture uploads fail. */
  complaint?: { isShow?: 0 | 1; uploadFails?: boolean };
  /** Repayment answers: false leaves out the pay-code box and banner, or the pay-code picture. */
  repayment?: { payCodeBox?: boolean; payCodeImage?: boolean };
}

const status = (orderStatus: number, isDelay: 0 | 1 = 0): Scenario['order'] => ({
  orderStatus,
  isDelay,
});

/** Add a scenario by adding a row; handlers and fixtures read only the fields above. */
export const scenarios = {
  default: {
    description: 'Everything succeeds; the order has status 174 with isDelay 0.',
  },
  'status-21': {
    description:
      'Order status 21 with playeduL set: never redirects; back opens the withdraw reminder.',
    order: { orderStatus: 21, isDelay: 0, playeduL: 'confirm' },
  },
  'status-110': {
    description: 'Order status 110: status icon only.',
    order: status(110),
  },
  'status-151': {
    description: 'Order status 151: status icon only.',
    order: status(151),
  },
  'status-170': {
    description: 'Order status 170: Repayment button, playeduL empty.',
    order: status(170),
  },
  'status-174': {
    description: 'Order status 174, isDelay 0: a single Repayment button.',
    order: status(174),
  },
  'status-174-delay': {
    description: 'Order status 174, isDelay 1: REPAY plus Rollover Repayment.',
    order: status(174, 1),
  },
  'status-180': {
    description: 'Order status 180, isDelay 0: a single Repayment button.',
    order: status(180),
  },
  'status-180-delay': {
    description: 'Order status 180, isDelay 1: REPAY plus Rollover Repayment.',
    order: status(180, 1),
  },
  'status-200': {
    description: 'Order status 200: Borrow Again.',
    order: status(200),
  },
  'status-other': {
    description: 'Unknown order status 99: default icon, no buttons.',
    order: status(99),
  },
  redirect: {
    description:
      'Order status 170 with playeduL set: the order page replaces itself with /confirm.',
    order: { orderStatus: 170, isDelay: 0, playeduL: 'confirm' },
  },
  'h5-url': {
    description: 'Order status 174 with h5Url set: Repayment opens /repayInstructions.',
    order: { orderStatus: 174, isDelay: 0, h5Url: 'repayInstructions' },
  },
  'kind-tips': {
    description: 'Order details carry KindTipsMsg: the Kind tips dialog opens.',
    order: { kindTips: true },
  },
  rating: {
    description: 'Order details with isScore 1: the rating dialog opens.',
    order: { isScore: 1 },
  },
  'bank-card': {
    description: 'Order details with cardNeedPop 1: the bind-card prompt opens.',
    order: { cardNeedPop: 1 },
  },
  rupee: {
    description: 'Confirm V2 with isRupee 1: amounts show the rupee symbol.',
    isRupee: 1,
  },
  empty: {
    description: 'Every list is empty (products, rows, channels, agreements, complaints, form).',
    empty: true,
  },
  'business-error': {
    description: "Every call answers its family's failure code (1, '01' or '1') with a message.",
    failure: 'business',
  },
  'server-error': {
    description: 'Every call answers HTTP 500 with an HTML body and no envelope.',
    failure: 'server',
  },
  malformed: {
    description:
      "HTTP 200 success envelopes whose data has the wrong type (data: 'oops', {} lists).",
    failure: 'malformed',
  },
  garbled: {
    description: 'HTTP 200 with a truncated body that is not JSON.',
    failure: 'garbled',
  },
  slow: {
    description: 'Same as default, each answer delayed by 2.5 s.',
    delayMs: 2500,
  },
  'confirm-no-popups': {
    description:
      "Loan confirm, isPopType 0, no agreement popup: the shell's back closes the web view.",
    confirm: { isPopType: 0, popAgreement: 'none' },
  },
  'confirm-external-agreement': {
    description: 'Loan confirm, popAgreementUrl on another host: the popup offers a link to it.',
    confirm: { popAgreement: 'external' },
  },
  'confirm-no-agreements': {
    description:
      'Loan confirm with no agreements and no agreement popup: the agreement row is hidden.',
    confirm: { agreements: 'none', popAgreement: 'none' },
  },
  'confirm-agreements-fail': {
    description:
      'Loan confirm whose agreement list fails: the loan shows; the row offers Try again.',
    confirm: { agreements: 'fail', popAgreement: 'none' },
  },
  'confirm-push-fail': {
    description: "Loan confirm whose Next (the loan push) fails: the server's message in a toast.",
    confirm: { push: 'fail', popAgreement: 'none' },
  },
  'confirm-push-refused': {
    description:
      'Loan confirm whose push answers a refused lendDetailsUrl: the page says what to do next.',
    confirm: { push: 'refused', popAgreement: 'none' },
  },
  'bind-card-prefilled': {
    description: 'Bind card: the form arrives filled in with the account on file (channel 90008).',
    bindCard: 'prefilled',
  },
  'bind-card-rejected': {
    description: 'Bind card: the form loads; Next is refused with the bank’s message.',
    bindCard: 'rejected',
  },
  'complaint-no-collection': {
    description:
      'Complaints: no order allows a collection complaint (isShow 0): Collection is refused.',
    complaint: { isShow: 0 },
  },
  'complaint-upload-error': {
    description: "Complaints: every picture upload answers '01' with a message; Retry fails too.",
    complaint: { uploadFails: true },
  },
  'repay-no-pay-code': {
    description:
      'Repayment answers without defDetail and with isShowReyTop 0: no pay-code box or banner.',
    repayment: { payCodeBox: false },
  },
  'pay-code-no-image': {
    description:
      'The pay address from generate-vcode has no payCodeImg: the page draws the QR code.',
    repayment: { payCodeImage: false },
  },
} as const satisfies Record<string, Scenario>;

export type ScenarioName = keyof typeof scenarios;

/** Query parameter that picks a scenario, on the call's URL or on the calling page's URL. */
const scenarioParam = 'mock';

export const scenarioNames = Object.keys(scenarios) as ScenarioName[];

function isScenarioName(name: unknown): name is ScenarioName {
  // Object.hasOwn is newer than the web views this site targets (Safari 14).
  return typeof name === 'string' && Object.hasOwn(scenarios, name);
}

/** The scenario named by `?mock=` in an address, if it names one. */
function scenarioFromUrl(address: string | null | undefined): ScenarioName | undefined {
  if (!address) return undefined;
  let url: URL;
  try {
    url = new URL(address, 'http://localhost');
  } catch {
    return undefined;
  }
  const name = url.searchParams.get(scenarioParam);
  return isScenarioName(name) ? name : undefined;
}

type RequestLike = Pick<Request, 'url' | 'headers' | 'referrer'>;

/**
 * The address of the page that made a request. A browser sends it as the Referer header (the dev
 * server sees that). A DOM test environment drops the forbidden header and leaves the referrer at
 * 'about:client', which the Fetch standard defines as the requesting document: its location.
 */
export function callingPageUrl(request: RequestLike): string | undefined {
  const header = request.headers.get('referer');
  if (header) return header;
  const referrer = request.referrer;
  if (referrer && referrer !== 'about:client' && referrer !== 'no-referrer') return referrer;
  if (referrer === 'about:client') return globalThis.location?.href;
  return undefined;
}

/** Resolution order: the call's own URL, then the calling page's URL, then the fallback. */
export function resolveScenarioName(
  request: RequestLike,
  fallback: ScenarioName = 'default',
): ScenarioName {
  return scenarioFromUrl(request.url) ?? scenarioFromUrl(callingPageUrl(request)) ?? fallback;
}
