// One call on the wire (spec §7, contract §2), without the service module's toasts, uploads and
// request keys: the request a row's call sends (its address, the common parameters, productId and
// product_id in sync, the body, the headers copied from the page query), one deadline for the
// whole exchange, and what the answer says (its status, its envelope, its data as the call reads
// it). The service module (client.ts) builds every call on it; a page's first call (`quietCall`)
// is this alone, so the head's figures script (scripts/build/early-page-load.ts) carries only it,
// and shares its exchange, as it came, with the page (withSharedExchange).
import ky from 'ky';
import { appConfig } from '../config/appConfig.ts';
import type { PageConfig } from '../config/config.ts';
import { commonParams, queryValue } from '../navigation/pageQuery.ts';
import {
  type ClientKind,
  type Endpoint,
  isSuccessCode,
  type PlainEndpoint,
  wirePath,
} from './endpoints.ts';
import { UnreadableAmountError } from './parse.ts';
import {
  type ApiFailure,
  type ApiResult,
  type FailureKind,
  failureMessages,
  fallbackBusinessMessage,
  readEnvelope,
} from './result.ts';
import type { Received } from './uploadRequest.ts';

type ParamValue = string | number | boolean | null | undefined | Blob;
export type CallParams = Record<string, ParamValue>;

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
export function clientHeaders(kind: ClientKind): Record<string, string> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  for (const name of queryHeaders[kind]) headers[name] = headerSafe(queryValue(name));
  return headers;
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

/** The ids that name a borrower's order (its product's and its own), in the page query and its calls. */
export interface OrderIds {
  productId: string;
  orderId: string;
}

/**
 * What a call about one order sends (contract §2: the order page's, the instalment's and the
 * extension's): its productId and orderId under those keys, and nothing else its ids carry.
 */
export function orderParams(ids: OrderIds): CallParams {
  return { productId: ids.productId, orderId: ids.orderId };
}

function present(value: ParamValue): boolean {
  return value !== undefined && value !== null && value !== '';
}

export function paramText(value: ParamValue): string | undefined {
  if (value === undefined || value === null || value instanceof Blob) return undefined;
  return String(value);
}

function toSearchParams(values: CallParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    const text = paramText(value);
    if (text !== undefined) search.append(key, text);
  }
  return search;
}

/** What goes over the wire for one call, ready to send. */
export interface Outgoing {
  endpoint: Endpoint;
  /** The call's own parameters, productId and product_id in sync. */
  own: CallParams;
  /** The common parameters, and for a GET the call's own as well. */
  query: URLSearchParams;
}

/** The call's own parameters and the common ones, placed by method. */
export function outgoing(endpoint: Endpoint, params: CallParams): Outgoing {
  const own = syncProductId(params);
  const query = toSearchParams(
    endpoint.method === 'GET' ? { ...commonParams(), ...own } : commonParams(),
  );
  return { endpoint, own, query };
}

/** The absolute wire address of an endpoint. */
export function addressOf(endpoint: Endpoint, settings: PageConfig = appConfig): string {
  const origin = settings.apiOrigin || globalThis.location.origin;
  return `${origin}${wirePath(endpoint, settings)}`;
}

/** A call's body, as ky takes it. */
interface CallBody {
  body?: URLSearchParams | FormData;
  json?: object;
}

/** The body of a form or JSON call (a multipart one is the service module's: client.ts). */
function bodyOf({ endpoint, own }: Outgoing): CallBody {
  if (endpoint.method !== 'POST') return {};
  if (endpoint.client === 'json') {
    const json: Record<string, string | number | boolean> = {};
    for (const [key, value] of Object.entries(own)) {
      if (value !== undefined && value !== null && !(value instanceof Blob)) json[key] = value;
    }
    return { json };
  }
  return { body: toSearchParams(own) };
}

/**
 * Sends a call through ky, its query in the address, its client's headers and any of the caller's
 * (a request key), its body a form's or JSON unless the caller gives one (a multipart form).
 * Anything that goes wrong on the way rejects: no answer came.
 */
export async function sendCall(
  request: Outgoing,
  signal: AbortSignal,
  settings: PageConfig,
  headers: Record<string, string> = {},
  body: CallBody = bodyOf(request),
): Promise<Received> {
  const address = new URL(addressOf(request.endpoint, settings));
  address.search = request.query.toString();
  const response = await ky(address, {
    method: request.endpoint.method,
    headers: { ...clientHeaders(request.endpoint.client), ...headers },
    signal,
    // ky's own timeout stops at the headers; the call sets one deadline for headers and body.
    timeout: false,
    retry: 0,
    throwHttpErrors: false,
    ...body,
  });
  return { ok: response.ok, status: response.status, text: await response.text() };
}

/** A call's failure as the caller says it (client.ts adds its toast and its action's words). */
export type Fail = (
  failure: FailureKind,
  code: ApiFailure['code'],
  message: string,
  raw?: unknown,
) => ApiFailure;

/** A failure said as it is, shown to nobody. */
export const quietFailure: Fail = (failure, code, message, raw) => ({
  success: false,
  code,
  message,
  data: undefined,
  raw,
  failure,
});

/**
 * A keyed call's refused key (contract §2), by HTTP status: 409 while the key's first request is
 * still being processed (shared/requestKeys/requestKeys.ts asks again after a wait), 422 when the key
 * was sent with another body.
 */
const keyRefusals: Partial<Record<number, 'stillProcessing' | 'keyReused'>> = {
  409: 'stillProcessing',
  422: 'keyReused',
};

/** The body as JSON, or as the text it is when it is not JSON. */
function parseBody(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The result of an exchange: no answer, or the answer's status, then its envelope, then its data as
 * the call reads it.
 */
export function readExchange<T>(
  endpoint: Endpoint,
  exchange: Exchange,
  parse: (data: unknown) => T,
  fail: Fail,
): ApiResult<T> {
  if (typeof exchange === 'string') {
    return fail(exchange, exchange, endpoint.networkErrorText ?? failureMessages[exchange]);
  }
  const { ok, status, text } = exchange;
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

/** Why no answer came: the deadline passed, the device is offline, or the network failed. */
type Unanswered = 'timeout' | 'offline' | 'network';

/** What one exchange brought back: the answer as received, or why none came. */
export type Exchange = Received | Unanswered;

/**
 * One exchange under one deadline (headers and body): on expiry the request is aborted and the
 * exchange settles, even when a body that never ends would leave reading it pending. Never rejects.
 */
export async function exchangeWithin(
  send: (signal: AbortSignal) => Promise<Received>,
  timeoutMs: number,
): Promise<Exchange> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<'expired'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve('expired');
    }, timeoutMs);
  });
  try {
    const received = await Promise.race([send(controller.signal), expired]).catch(() => undefined);
    if (received !== undefined && received !== 'expired') return received;
    if (controller.signal.aborted) return 'timeout';
    return typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'network';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The exchange a page's first call shares with the head's figures script (shared/data/pageData.ts):
 * the script's call leaves its exchange here as it came, and the page's reads it from here instead
 * of sending again.
 */
export interface SharedExchange {
  exchange?: Promise<Exchange>;
}

let sharing: SharedExchange | undefined;

/**
 * Runs `call` (a page's first load, which throws nothing: a quiet call, or shared/data/pageData.ts
 * startPageLoad) so that the quiet call it makes shares `shared`'s exchange: reads it when there is
 * one, else sends and leaves its own there.
 */
export function withSharedExchange<R>(shared: SharedExchange, call: () => R): R {
  sharing = shared;
  const result = call();
  sharing = undefined;
  return result;
}

/**
 * A silent call of a plain row, as `api.call(row, params, { parse, silent: true })` makes it: a
 * page's first call (pages/<page>/pageLoad.ts), which shows its failure itself.
 */
export function quietCall<T>(
  endpoint: PlainEndpoint,
  params: CallParams,
  parse: (data: unknown) => T,
  settings: PageConfig = appConfig,
): Promise<ApiResult<T>> {
  const shared = sharing ?? {};
  shared.exchange ??= exchangeWithin(
    (signal) => sendCall(outgoing(endpoint, params), signal, settings),
    settings.requestTimeoutMs,
  );
  return shared.exchange.then((answer) => readExchange(endpoint, answer, parse, quietFailure));
}
