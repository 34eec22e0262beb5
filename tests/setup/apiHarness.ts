// What the unit tests of calls and pages share (contract §2): endpoints answered and recorded by
// their logical name, so no test spells a wire path, plus a page address carrying a session, the
// fixture context the mock backend would build and the enabled flags of spec §7.
//
//   answer(name, reply, options?)  this endpoint replies with `reply` for the rest of the test:
//     { data }                        the success envelope, with the code of the endpoint's family
//     { code, message?, data? }       an envelope with this code (a business failure)
//     { status, ...envelope }         the envelope under an HTTP status (500 with a success body)
//     { text, status?, contentType? } a body sent as it is (malformed JSON, an HTML error page)
//     'network-error'                 the connection fails
//     (request) => Response           anything else (a stalled body, a reply per call)
//   options: { once: true } replies once, then the previous answer (or the mock) takes over;
//            { delay: ms | 'infinite' } waits first; { config } for another path map or prefix.
//   record(name, options?)  a live array of this endpoint's calls (method, url, query, headers,
//     body as an object); the mock, or an `answer` given before or after, still replies.
//   recordAll(...names)  one live array of the calls of these endpoints (every endpoint when none
//     is named), each with its `name`, in the order they left: for order across endpoints, or
//     that nothing was called at all.
//
// Both last until the MSW server's handlers are reset after each test (tests/setup/unit.ts).
import { delay, HttpResponse, http, type JsonBodyType, type RequestHandler } from 'msw';
import { type EndpointName, endpoints, wirePath } from '../../shared/api/endpoints.ts';
import { createWireKeys } from '../../shared/api/wire.ts';
import { defaultConfig } from '../../shared/config/config.ts';
import type { FixtureContext } from '../../shared/mock/common.ts';
import { successCodes } from '../../shared/mock/failures.ts';
import { server } from './unit.ts';

/** The JSON envelope of contract §2; `code` defaults to the endpoint family's success code. */
interface EnvelopeReply {
  code?: number | string;
  message?: string;
  data?: unknown;
  /** HTTP status of the reply; 200 when absent. */
  status?: number;
  text?: never;
}

/** A body sent as it is; `contentType` defaults to application/json. */
interface TextReply {
  text: string;
  status?: number;
  contentType?: string;
  code?: never;
  data?: never;
}

export type Reply =
  | EnvelopeReply
  | TextReply
  | 'network-error'
  | ((request: Request) => Response | Promise<Response>);

/** Where the endpoint sits on the wire; the default configuration unless a test renames paths. */
export type WireSettings = Parameters<typeof wirePath>[1];

export interface AnswerOptions {
  /** Reply to one call only, then fall back to the earlier answer or the mock. */
  once?: boolean;
  /** Wait this long (ms) before replying; 'infinite' never replies. */
  delay?: number | 'infinite';
  config?: WireSettings;
}

export interface RecordedCall {
  method: string;
  url: URL;
  query: Record<string, string>;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** Form, multipart (files as File) or JSON fields; undefined when the call sent no body. */
  body: Record<string, unknown> | undefined;
}

/** A call recorded by `recordAll`, with the name of its endpoint. */
export interface NamedCall extends RecordedCall {
  name: EndpointName;
}

/** Takes a call (its body still being read); the reply waits for what it returns. */
type Recorder = (call: Promise<RecordedCall>, requestId: string) => Promise<unknown>;

interface Route {
  handler: RequestHandler;
  answers: { reply: Reply; options: AnswerOptions }[];
  recorders: Recorder[];
}

const routes = new Map<string, Route>();

/**
 * The one handler of an endpoint that answers and records for the current test. A route whose
 * handler the server no longer lists was reset with the last test, so it starts afresh.
 */
function routeOf(name: EndpointName, settings: WireSettings = defaultConfig): Route {
  const endpoint = endpoints[name];
  const path = wirePath(endpoint, settings);
  const key = `${endpoint.method} ${path}`;
  const known = routes.get(key);
  if (known && server.listHandlers().includes(known.handler)) return known;

  const answers: Route['answers'] = [];
  const recorders: Route['recorders'] = [];
  const method = endpoint.method === 'GET' ? http.get : http.post;
  const handler = method(`*${path}`, async ({ request, requestId }) => {
    if (recorders.length > 0) {
      // A copy, so the mock's handler can still read the body when no answer replies.
      const call = readCall(request.clone());
      await Promise.all(recorders.map((recorder) => recorder(call, requestId)));
    }
    const current = answers.at(-1);
    // Nothing returned: MSW goes on to the mock's own handler.
    if (!current) return undefined;
    if (current.options.once) answers.pop();
    if (current.options.delay !== undefined) await delay(current.options.delay);
    return respond(name, current.reply, request);
  });
  server.use(handler);
  const route: Route = { handler, answers, recorders };
  routes.set(key, route);
  return route;
}

function respond(name: EndpointName, reply: Reply, request: Request): Response | Promise<Response> {
  if (reply === 'network-error') return HttpResponse.error();
  if (typeof reply === 'function') return reply(request);
  if (reply.text !== undefined) {
    return new HttpResponse(reply.text, {
      status: reply.status ?? 200,
      headers: { 'Content-Type': reply.contentType ?? 'application/json' },
    });
  }
  const { status = 200, code, message, ...rest } = reply;
  const success = code === undefined;
  const envelope: Record<string, unknown> = {
    code: success ? successCodes[endpoints[name].success] : code,
    ...(message !== undefined ? { message } : success ? { message: 'success' } : {}),
    ...('data' in rest ? { data: rest.data } : {}),
  };
  return HttpResponse.json(envelope as JsonBodyType, { status });
}

async function readCall(request: Request): Promise<RecordedCall> {
  const url = new URL(request.url);
  const type = request.headers.get('content-type') ?? '';
  let body: RecordedCall['body'];
  if (type.includes('multipart/form-data')) {
    body = Object.fromEntries(await request.formData());
  } else {
    const text = await request.text();
    if (text && type.includes('application/json')) {
      const value: unknown = JSON.parse(text);
      if (!value || typeof value !== 'object' || Array.isArray(value)) {
        throw new Error(`A JSON body that is not an object: ${text}`);
      }
      body = value as Record<string, unknown>;
    } else if (text) {
      body = Object.fromEntries(new URLSearchParams(text));
    }
  }
  return {
    method: request.method,
    url,
    query: Object.fromEntries(url.searchParams),
    headers: Object.fromEntries(
      [...request.headers].map(([key, value]) => [key.toLowerCase(), value]),
    ),
    body,
  };
}

/**
 * This endpoint replies with `reply` for the rest of the test (or once). The latest answer wins.
 * @example answer('loanDetails', { data: { orderStatus: 200 } })
 */
export function answer(name: EndpointName, reply: Reply, options: AnswerOptions = {}): void {
  routeOf(name, options.config).answers.push({ reply, options });
}

/**
 * Records every call of this endpoint from now on, in order; the reply is left to the mock or to
 * `answer`.
 * @example const calls = record('contactInfo'); ... expect(calls[0]?.body).toEqual({ overall: '30' })
 */
export function record(
  name: EndpointName,
  options: { config?: WireSettings } = {},
): RecordedCall[] {
  const calls: RecordedCall[] = [];
  routeOf(name, options.config).recorders.push(async (call) => calls.push(await call));
  return calls;
}

/**
 * Records every call of these endpoints (of every endpoint when none is named) from now on, in one
 * array in the order the calls started, each with its endpoint's name; replies as `record` does.
 * @example const calls = recordAll(); ... expect(calls.map((call) => call.name)).toEqual(['eventSave', 'productJump'])
 */
export function recordAll(...names: EndpointName[]): NamedCall[] {
  const calls: NamedCall[] = [];
  // When each call started: MSW reaches a route later the more handlers stand before it, so two
  // calls made together can arrive in either order.
  const started = new Map<string, number>();
  const order: number[] = [];
  const routes: Route[] = [];
  const stamp = ({ requestId }: { requestId: string }) => {
    if (!routes.every((route) => server.listHandlers().includes(route.handler))) {
      // The test that asked is over.
      server.events.removeListener('request:start', stamp);
      return;
    }
    started.set(requestId, started.size);
  };
  server.events.on('request:start', stamp);

  for (const name of names.length > 0 ? names : (Object.keys(endpoints) as EndpointName[])) {
    const route = routeOf(name);
    routes.push(route);
    route.recorders.push(async (call, requestId) => {
      const recorded: NamedCall = { ...(await call), name };
      const at = started.get(requestId) ?? Number.POSITIVE_INFINITY;
      let index = order.length;
      while (index > 0 && (order[index - 1] ?? 0) > at) index -= 1;
      order.splice(index, 0, at);
      calls.splice(index, 0, recorded);
    });
  }
  return calls;
}

const session = 'sessionId=sess-1&userId=u-7&deviceId=dev-3';

/** Puts the test on a page with a session; `query` adds to it, e.g. '&mock=malformed'. */
export function openPage(query = '') {
  window.history.replaceState(null, '', `/orderDetail.html?${session}${query}`);
}

/** The default configuration on localhost, at a fixed moment so dated fixtures stay the same. */
export const fixtureContext: FixtureContext = {
  config: defaultConfig,
  keys: createWireKeys(defaultConfig.wireKeys),
  page: (path) => new URL(path, 'http://localhost/').href,
  file: (name) => `http://localhost/files/${name}`,
  channelPicture: (name) => `http://localhost${defaultConfig.channelPicturePath}${name}`,
  empty: false,
  now: Date.UTC(2025, 5, 11, 4),
};

/** Spec §7: a product is clickable 'if its enabled flag is not 0', so only 0 or '0' disables it. */
export const enabledFlags: [flag: unknown, enabled: boolean][] = [
  [0, false],
  ['0', false],
  [1, true],
  ['1', true],
  [undefined, true],
  [null, true],
];
