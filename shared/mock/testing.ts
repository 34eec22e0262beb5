// What the tests of the mock backend share: a request for any endpoint of the table, built as the
// service module would send it (contract §2), answered by the handlers without a network.
import { getResponse } from 'msw';
import { vi } from 'vitest';
import { type EndpointName, endpoints, requestKeyHeader, wirePath } from '../api/endpoints.ts';
import { type AppConfig, defaultConfig } from '../config/config.ts';
import { handlers } from './handlers.ts';

export const origin = 'http://localhost:3000';
export const endpointNames = Object.keys(endpoints) as EndpointName[];

/** Parameters that make each endpoint succeed where the defaults would not. */
export const validParams: Partial<Record<EndpointName, Record<string, string | Blob>>> = {
  productJump: { id: '1002', moduleId: '', positionId: '0' },
  generatePayCode: { productId: '1001', orderId: 'PA1', amount: '450500', channelNumber: '90003' },
  complaintSave: {
    problemType: '2',
    problemSonType: '',
    problemDetail: 'Paid through GCash, still shown as due.',
    problemImage: '',
    orderNo: 'PA2025061104170',
  },
  complaintScore: { score: '5', problemId: '103' },
  complaintUploadImage: { problemImage: new File(['png-bytes'], 'sms.png', { type: 'image/png' }) },
  promotionSms: { phone: '09171234567', capcode: 'K7PX', sid: 's1' },
  promotionRegister: { phone: '09171234567', capcode: 'K7PX', sid: 's1', smsCode: '123456' },
  legacyRepaymentCommit: { cardId: '1', sendMsg: '0', repayToken: 'rt-1', orderId: 'PA1' },
};

interface CallOptions {
  params?: Record<string, string | Blob>;
  /** Scenario on the call's own URL. */
  mock?: string;
  /** Address of the calling page. */
  referrer?: string;
  config?: AppConfig;
  handlerSet?: Parameters<typeof getResponse>[0];
  /** Sent as the request key header. */
  requestKey?: string;
}

export function requestFor(name: EndpointName, options: CallOptions = {}): Request {
  const endpoint = endpoints[name];
  const url = new URL(`${origin}${wirePath(endpoint, options.config ?? defaultConfig)}`);
  if (options.mock) url.searchParams.set('mock', options.mock);
  const params = options.params ?? validParams[name] ?? {};
  const headers: Record<string, string> = options.requestKey
    ? { [requestKeyHeader]: options.requestKey }
    : {};
  const init: RequestInit = { method: endpoint.method, headers };
  if (options.referrer) init.referrer = options.referrer;
  if (endpoint.method === 'GET') {
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, String(value));
  } else if (endpoint.multipart) {
    const form = new FormData();
    for (const [key, value] of Object.entries(params)) form.append(key, value);
    init.body = form;
  } else if (endpoint.client === 'json') {
    init.body = JSON.stringify(params);
    init.headers = { ...headers, 'Content-Type': 'application/json' };
  } else {
    init.body = new URLSearchParams(params as Record<string, string>);
  }
  return new Request(url, init);
}

export async function respond(name: EndpointName, options: CallOptions = {}): Promise<Response> {
  const response = await getResponse(options.handlerSet ?? handlers, requestFor(name, options));
  if (!response) throw new Error(`no handler answered ${name}`);
  return response;
}

export interface Envelope {
  code: number | string;
  message: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read into the answers freely
  data: any;
}

export async function envelope(name: EndpointName, options: CallOptions = {}): Promise<Envelope> {
  return (await respond(name, options)).json() as Promise<Envelope>;
}

export async function orderDetails(options: CallOptions = {}) {
  return (
    await envelope('loanDetails', { params: { productId: '1001', orderId: 'PA1' }, ...options })
  ).data;
}

/** After each test: the page address a test opened and the clock it faked are the usual ones again. */
export function restorePageAndClock(): void {
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
}
