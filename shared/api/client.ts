// The service module (spec §7, contract §2): one call function, built on request.ts's request and
// answer. Common parameters go in every query string, productId/product_id stay in sync, GET
// parameters join the query, POST bodies are form-encoded (JSON for the promotion client,
// multipart for uploads). Every call settles with one normalised result and shows the toasts the
// spec asks for: one deadline bounds the whole call (headers and body), and an HTTP error status is
// a failure whatever its body says. A call of a keyed row (one that moves money or changes an
// account) sends its action's request key, and an outcome it cannot know is said to be unknown,
// not failed.
import { appConfig } from '../config/appConfig.ts';
import type { PageConfig } from '../config/config.ts';
import { showLoading, showToast } from '../notify/toastStore.ts';
import {
  type Endpoint,
  type KeyedEndpoint,
  type PlainEndpoint,
  requestKeyHeader,
} from './endpoints.ts';
import {
  addressOf,
  type CallParams,
  clientHeaders,
  exchangeWithin,
  type Fail,
  type Outgoing,
  outgoing,
  paramText,
  quietFailure,
  readExchange,
  sendCall,
} from './request.ts';
import type { Received } from './uploadRequest.ts';
import { type ApiResult, unknownOutcomeMessages } from './result.ts';

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

/** The request key header a keyed row sends; a money call without its key is never sent. */
function keyHeaderOf(endpoint: Endpoint, requestKey: string | undefined): Record<string, string> {
  if (!endpoint.requestKey) return {};
  // The types make this impossible.
  if (!requestKey) throw new TypeError(`A ${endpoint.path} call needs its request key`);
  return { [requestKeyHeader]: requestKey };
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
    return quietFailure(failure, code, said, raw);
  };
}

/** A multipart body: each file under its field name, each other value as text. */
function multipartBody(own: CallParams): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(own)) {
    if (value instanceof Blob) form.append(key, value);
    else if (paramText(value) !== undefined) form.append(key, String(value));
  }
  return form;
}

/**
 * Sends the request (request.ts), or a multipart one through XMLHttpRequest, which reports upload
 * progress. Anything that goes wrong on the way, building the body included, rejects: no answer
 * came.
 */
async function send(
  request: Outgoing,
  signal: AbortSignal,
  settings: PageConfig,
  keyHeader: Record<string, string>,
  onUploadProgress: ((fraction: number) => void) | undefined,
): Promise<Received> {
  const { endpoint, own, query } = request;
  if (!(endpoint.multipart && endpoint.method === 'POST')) {
    return sendCall(request, signal, settings, keyHeader);
  }
  const body = multipartBody(own);
  if (!onUploadProgress) return sendCall(request, signal, settings, keyHeader, { body });
  const address = new URL(addressOf(endpoint, settings));
  address.search = query.toString();
  // Only uploads need it: a module of its own, fetched with the first upload.
  const { sendWithProgress } = await import('./uploadRequest.ts');
  return sendWithProgress(address.href, {
    body,
    headers: { ...clientHeaders(endpoint.client), ...keyHeader },
    signal,
    onProgress: onUploadProgress,
  });
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
  async function call<T = unknown>(
    endpoint: Endpoint,
    params: CallParams = {},
    options: CallOptions<T> = {},
  ): Promise<ApiResult<T>> {
    const keyHeader = keyHeaderOf(endpoint, options.requestKey);
    const request = outgoing(endpoint, params);
    const parse = options.parse ?? ((data: unknown) => data as T);
    const closeLoading = options.loading ? showLoading(options.loading) : undefined;
    try {
      const exchange = await exchangeWithin(
        (signal) => send(request, signal, settings, keyHeader, options.onUploadProgress),
        settings.requestTimeoutMs,
      );
      return readExchange(endpoint, exchange, parse, failureOf(endpoint, options.silent));
    } finally {
      closeLoading?.();
    }
  }

  return { call, urlOf: (endpoint) => addressOf(endpoint, settings) };
}

/** The one service module every page uses. */
export const api = /* @__PURE__ */ createApi();
