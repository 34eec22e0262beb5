// What an endpoint is (contract §2): method, logical path, success rule and client, and how its
// wire path and success are read. The rows themselves are endpointRows.ts, listed here as
// `endpoints`.
import type * as endpointTable from './endpointRows.ts';
import type { ActionKind } from './result.ts';

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
type ApiRoot = 'maxwell' | 'promotion';

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
  /**
   * Set on the calls that move money or change an account (contract §2): every call carries the
   * borrower action's request key, and an answer that never came reads as this kind's
   * unknown-outcome message.
   */
  requestKey?: ActionKind;
}

/** A row whose calls carry a request key: `api.call` will not take one without it. */
export type KeyedEndpoint = Endpoint & { requestKey: ActionKind };

/** A row whose calls carry no request key. */
export type PlainEndpoint = Endpoint & { requestKey?: undefined };

/** The header a request key travels in (contract §2). */
export const requestKeyHeader = 'Idempotency-Key';

/** The table, one property per row of endpointRows.ts (the mock, the docs and tests list it). */
export * as endpoints from './endpointRows.ts';

export type EndpointName = keyof typeof endpointTable;

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
