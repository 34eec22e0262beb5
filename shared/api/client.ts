// The service module (spec §7, contract §2): two ky clients, one call function. Common parameters
// go in every query string, productId/product_id stay in sync, GET parameters join the query, POST
// bodies are form-encoded (JSON for the promotion client, multipart for uploads). Every call settles
// with one normalised result and shows the toasts the spec asks for: one deadline bounds the whole
// call (headers and body), and an HTTP error status is a failure whatever its body says. A call of a
// keyed row (one that moves money or changes an account) sends its action's request key, and an
// outcome it cannot know is said to be unknown, not failed.
import ky, { type KyInstance } from 'ky';
import { appConfig } from '../config/appConfig.ts';
import type { PageConfig } from '../config/config.ts';
import { commonParams, queryValue } from '../navigation/pageQuery.ts';
import { showLoading, showToast } from '../notify/toastStore.ts';
import {
  type ClientKind,
  type Endpoint,
  isSuccessCode,
  type KeyedEndpoint,
  type PlainEndpoint,
  requestKeyHeader,
  wirePath,
} from './endpoints.ts';
import { UnreadableAmountError } from './parse.ts';
import type { Received } from './uploadRequest.ts';
import {
  type ApiFailure,
  type ApiResult,
  type FailureKind,
  failureMessages,
  fallbackBusinessMessage,
  readEnvelope,
  unknownOutcomeMessages,
} from './result.ts';

type ParamValue = string | number | boolean | null | undefined | Blob;
export type CallParams = Record<string, ParamValue>;

export interface CallOptions<T> {
  /** Shows a loading toast with this text while the request runs. */
  loading?: string;
  /** Skips the failure toast (the caller shows its own). */
  silent?: boolean;
  /**
   * Turns untrusted `data` into a typed domain object, with defaults for anything missing. If it
   * throws, the call fails as malformed instead of crashing the page ('amount' when what it could
   * not read was an amount or a term).
   */
  parse?: (data: unknown) => T;
  /**
   * Multipart calls only: told how much of the body has been sent, from 0 to 1. The request then
   * goes through XMLHttpRequest, the one browser API that reports upload progress.
   */
  onUploadProgress?: (fraction: number) => void;
  /**
   * The borrower action's request key (shared/requestKeys/useRequestKey.ts), sent as Idempotency-Key.
   * Required by a keyed row; the types refuse it for any other, and only a keyed row sends it.
   */
  requestKey?: string;
}

/** The options of a keyed row's call: its request key is not optional. */
type KeyedCallOptions<T> = CallOptions<T> & { requestKey: string };

/** Headers each client copies from the page query (contract §2). */
const queryHeaders: Record<ClientKind, readonly [string, string]> = {
  json: ['building', 'gather'],
  form: ['swift', 'eyes'],
};

/**
 * The header value as sent: text that is not valid header text (a character above U+00FF, a line
 * break, NUL or another control character) becomes the empty string, as when the query has none
 * (contract §2). Otherwise the browser refuses to build the request and every call would fail.
 */
export function headerSafe(value: string): string {
  const text = value.trim();
  // RFC 9110 field-value: visible ASCII, space, tab and Latin-1 (obs-text).
  return /^[\t\x20-\x7e\x80-\xff]*$/.test(text) ? text : '';
}

/** The headers of every call of this client: the marker and the two copied from the query. */
function clientHeaders(kind: ClientKind): Record<string, string> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  for (const name of queryHeaders[kind]) headers[name] = headerSafe(queryValue(name));
  return headers;
}

function createClients(): Record<ClientKind, KyInstance> {
  const base = ky.create({
    // ky's own timeout stops at the headers; the call sets one deadline for headers and body.
    timeout: false,
    retry: 0,
    throwHttpErrors: false,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const withQueryHeaders = (kind: ClientKind) =>
    base.extend({
      hooks: {
        beforeRequest: [
          (request) => {
            for (const [name, value] of Object.entries(clientHeaders(kind))) {
              request.headers.set(name, value);
            }
          },
        ],
      },
    });
  return { json: withQueryHeaders('json'), form: withQueryHeaders('form') };
}

/** productId and product_id are kept in sync: either present fills the other (spec §7). */
export function syncProductId(params: CallParams): CallParams {
  const synced = { ...params };
  const productId = present(params.productId) ? params.productId : params.product_id;
  if (present(productId)) {
    if (!present(synced.productId)) synced.productId = productId;
    if (!present(synced.product_id)) synced.product_id = productId;
  }
  return synced;
}

function present(value: ParamValue): boolean {
  return value !== undefined && value !== null && value !== '';
}

function asText(value: ParamValue): string | undefined {
  if (value === undefined || value === null || value instanceof Blob) return undefined;
  return String(value);
}

function toSearchParams(values: CallParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    const text = asText(value);
    if (text !== undefined) search.append(key, text);
  }
  return search;
}

function toBody(endpoint: Endpoint, params: CallParams): { body?: BodyInit; json?: unknown } {
  if (endpoint.multipart) {
    const form = new FormData();
    for (const [key, value] of Object.entries(params)) {
      if (value instanceof Blob) form.append(key, value);
      else if (asText(value) !== undefined) form.append(key, String(value));
    }
    return { body: form };
  }
  if (endpoint.client === 'json') {
    const json: Record<string, string | number | boolean> = {};
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined && value !== null && !(value instanceof Blob)) json[key] = value;
    }
    return { json };
  }
  return { body: toSearchParams(params) };
}

/** What goes over the wire for one call, ready to send. */
interface Outgoing {
  endpoint: Endpoint;
  /** The call's own parameters, productId and product_id in sync. */
  own: CallParams;
  /** The common parameters, and for a GET the call's own as well. */
  query: URLSearchParams;
  /** The request key header of a keyed row; empty otherwise. */
  keyHeader: Record<string, string>;
}

/**
 * A keyed call's refused key (contract §2), by HTTP status: 409 while the key's first request is
 * still being processed (shared/requestKeys/requestKeys.ts asks again after a wait), 422 when the key
 * was sent with another body.
 */
const keyRefusals: Partial<Record<number, 'stillProcessing' | 'keyReused'>> = {
  409: 'stillProcessing',
  422: 'keyReused',
};

/** A call's failure, as the borrower is told it (a toast unless the call is silent). */
type Fail = (
  failure: FailureKind,
  code: ApiFailure['code'],
  message: string,
  raw?: unknown,
) => ApiFailure;

/** The request key header a keyed row sends; a money call without its key is never sent. */
function keyHeaderOf(endpoint: Endpoint, requestKey: string | undefined): Record<string, string> {
  if (!endpoint.requestKey) return {};
  // The types make this impossible.
  if (!requestKey) throw new TypeError(`A ${endpoint.path} call needs its request key`);
  return { [requestKeyHeader]: requestKey };
}

/** The call's own parameters and the common ones, placed by method, and its request key. */
function outgoing(endpoint: Endpoint, params: CallParams, requestKey?: string): Outgoing {
  const keyHeader = keyHeaderOf(endpoint, requestKey);
  const own = syncProductId(params);
  const query = toSearchParams(
    endpoint.method === 'GET' ? { ...commonParams(), ...own } : commonParams(),
  );
  return { endpoint, own, query, keyHeader };
}

function failureOf(endpoint: Endpoint, silent: boolean | undefined): Fail {
  return (failure, code, message, raw) => {
    // Without a definite answer a money call may have gone through: the borrower is told so. A
    // refused key says what it refuses.
    const said =
      endpoint.requestKey && !/^(business|stillProcessing|keyReused)$/.test(failure)
        ? unknownOutcomeMessages[endpoint.requestKey]
        : message;
    if (!silent) showToast(said, { kind: 'error' });
    return { success: false, code, message: said, data: undefined, raw, failure };
  };
}

/**
 * One deadline for the whole exchange: on expiry the request is aborted and `expired` settles,
 * even when a body that never ends would leave reading it pending.
 */
function startDeadline(ms: number) {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<'expired'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve('expired');
    }, ms);
  });
  return { signal: controller.signal, expired, clear: () => clearTimeout(timer) };
}

/**
 * Sends the request through its client, or with upload progress for a multipart call. Anything
 * that goes wrong on the way, building the body included, rejects: no answer came.
 */
async function send(
  client: KyInstance,
  url: string,
  outgoing: Outgoing,
  signal: AbortSignal,
  onUploadProgress: ((fraction: number) => void) | undefined,
): Promise<Received> {
  const { endpoint, own, query, keyHeader } = outgoing;
  const body = endpoint.method === 'POST' ? toBody(endpoint, own) : {};
  if (onUploadProgress && body.body instanceof FormData) {
    const address = new URL(url);
    address.search = query.toString();
    // Only uploads need it: a module of its own, fetched with the first upload.
    const { sendWithProgress } = await import('./uploadRequest.ts');
    return sendWithProgress(address.href, {
      body: body.body,
      headers: { ...clientHeaders(endpoint.client), ...keyHeader },
      signal,
      onProgress: onUploadProgress,
    });
  }
  const response = await client(url, {
    method: endpoint.method,
    searchParams: query,
    signal,
    headers: keyHeader,
    ...body,
  });
  return { ok: response.ok, status: response.status, text: await response.text() };
}

/** Why no answer came: the deadline passed, the device is offline, or the network failed. */
function unansweredKind(signal: AbortSignal): 'timeout' | 'offline' | 'network' {
  if (signal.aborted) return 'timeout';
  return isOffline() ? 'offline' : 'network';
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** The body as JSON, or as the text it is when it is not JSON. */
function parseBody(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return text;
  }
}

/** The result of an answer: its status, then its envelope, then its data as the call reads it. */
function readAnswer<T>(
  endpoint: Endpoint,
  { ok, status, text }: Received,
  parse: (data: unknown) => T,
  fail: Fail,
): ApiResult<T> {
  const body = parseBody(text);
  const envelope = readEnvelope(body);
  // A refused key: the key's first request stands, whatever this one was.
  const refused = endpoint.requestKey && keyRefusals[status];
  if (refused) return fail(refused, status, '', body);
  // An error status is a failure whatever the body says; its message is shown when it has one.
  if (!ok) {
    // A failure code's message says what went wrong; a success code's ('success') does not.
    const said =
      envelope && !isSuccessCode(endpoint.success, envelope.code) ? envelope.message : '';
    return fail('http', status, said || failureMessages.http, body);
  }
  if (!envelope) return fail('malformed', status, failureMessages.malformed, body);
  if (!isSuccessCode(endpoint.success, envelope.code)) {
    return fail('business', envelope.code, envelope.message || fallbackBusinessMessage, body);
  }
  let data: T;
  try {
    data = parse(envelope.data);
  } catch (error) {
    const kind = error instanceof UnreadableAmountError ? 'amount' : 'malformed';
    return fail(kind, envelope.code, failureMessages[kind], body);
  }
  return { success: true, code: envelope.code, message: envelope.message, data, raw: body };
}

export interface Api {
  /**
   * Calls one row of the endpoint table: `api.call(endpoints.loanDetails, params, options)`. The
   * row, not its name, so the page's bundle carries only the rows it calls.
   */
  call<T = unknown>(
    endpoint: KeyedEndpoint,
    params: CallParams,
    options: KeyedCallOptions<T>,
  ): Promise<ApiResult<T>>;
  call<T = unknown>(
    endpoint: PlainEndpoint,
    params?: CallParams,
    options?: CallOptions<T> & { requestKey?: undefined },
  ): Promise<ApiResult<T>>;
  /** The absolute wire address of an endpoint (for images loaded straight from the API). */
  urlOf(endpoint: Endpoint): string;
}

export function createApi(settings: PageConfig = appConfig): Api {
  const clients = createClients();

  const urlOf = (endpoint: Endpoint): string => {
    const origin = settings.apiOrigin || globalThis.location.origin;
    return `${origin}${wirePath(endpoint, settings)}`;
  };

  /** Sends the request; no address (no origin to call) is no answer too. */
  const exchange = async (
    request: Outgoing,
    signal: AbortSignal,
    onUploadProgress: CallOptions<unknown>['onUploadProgress'],
  ) =>
    send(
      clients[request.endpoint.client],
      urlOf(request.endpoint),
      request,
      signal,
      onUploadProgress,
    );

  async function call<T = unknown>(
    endpoint: Endpoint,
    params: CallParams = {},
    options: CallOptions<T> = {},
  ): Promise<ApiResult<T>> {
    const request = outgoing(endpoint, params, options.requestKey);
    const parse = options.parse ?? ((data: unknown) => data as T);
    const fail = failureOf(endpoint, options.silent);
    const closeLoading = options.loading ? showLoading(options.loading) : undefined;
    const deadline = startDeadline(settings.requestTimeoutMs);
    try {
      const sent = exchange(request, deadline.signal, options.onUploadProgress);
      const received = await Promise.race([sent, deadline.expired]).catch(() => undefined);
      if (received === undefined || received === 'expired') {
        const kind = unansweredKind(deadline.signal);
        return fail(kind, kind, endpoint.networkErrorText ?? failureMessages[kind]);
      }
      return readAnswer(endpoint, received, parse, fail);
    } finally {
      deadline.clear();
      closeLoading?.();
    }
  }

  return { call, urlOf };
}

/** The one service module every page uses. */
export const api = createApi();
