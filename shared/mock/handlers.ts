// The mock backend: one set of MSW request handlers for the unit tests, the dev server and
// `vite preview`. Every endpoint of the endpoint table is answered at its wire path (obfuscation
// map and promotion service from the configuration), in the envelope and success code of its
// family, by its domain's responder (<domain>Handlers.ts) with the data of its fixtures
// (<domain>Fixtures.ts), shaped by the scenario the request names (scenarios.ts).
// A keyed call (one that moves money or changes an account) sent again under its request key is
// answered as the first time and is not a second loan or payment (contract §2).
import { delay, HttpResponse, http, type JsonBodyType, type RequestHandler } from 'msw';
import {
  type Endpoint,
  type EndpointName,
  endpoints,
  requestKeyHeader,
  wirePath,
} from '../api/endpoints.ts';
import { createWireKeys } from '../api/wire.ts';
import { type AppConfig, defaultConfig, telemetryPath } from '../config/config.ts';
import { bindCardResponders } from './bindCardHandlers.ts';
import type { FixtureContext } from './common.ts';
import { createComplaintResponders } from './complaintHandlers.ts';
import { confirmResponders } from './confirmHandlers.ts';
import { failureAnswer, serverError, successCodes } from './failures.ts';
import { legacyResponders } from './legacyHandlers.ts';
import { channelPicturesHandler, filesHandler, mockFilesPath, type Uploads } from './mockFiles.ts';
import { orderResponders } from './orderHandlers.ts';
import { captchaSvg } from './promotionFixtures.ts';
import { captchaEndpoint, createPromotionResponders } from './promotionHandlers.ts';
import { repaymentResponders } from './repaymentHandlers.ts';
import { readParams, remember, type Responder } from './responders.ts';
import {
  callingPageUrl,
  resolveScenarioName,
  type Scenario,
  type ScenarioName,
  scenarios,
} from './scenarios.ts';

/**
 * Where the mock says, under the service prefix, what one borrower (the `sessionId` of the query)
 * has done: `{ [endpoint name]: count }` of the distinct keyed calls it carried out (loans pushed,
 * pay codes made, cards bound ...). A repeated request key is not counted again.
 */
export const mockActionsPath = '/mock-actions';

export interface HandlerOptions {
  /** Scenario used when neither the call nor the calling page names one. */
  scenario?: ScenarioName;
}

/** A keyed call's first request: its body, and its answer from the moment it arrives. */
interface KeyedAnswer {
  body: string;
  answer: Promise<unknown>;
  settled: boolean;
}

/** What the running mock remembers of keyed calls. */
interface KeyedState {
  /** The first request of each keyed call, by endpoint and request key. */
  keyedAnswers: Map<string, KeyedAnswer>;
  /** Distinct keyed calls carried out, by borrower (sessionId), then endpoint. */
  actions: Map<string, Partial<Record<EndpointName, number>>>;
}

// Bounded so a long dev session cannot grow the server's memory without limit.
const maxKeyedAnswers = 200;
const maxBorrowers = 100;

/** One more distinct keyed call carried out for this borrower. */
function countAction(state: KeyedState, sessionId: string, name: EndpointName): void {
  const done = state.actions.get(sessionId) ?? {};
  remember(state.actions, sessionId, { ...done, [name]: (done[name] ?? 0) + 1 }, maxBorrowers);
}

/** A refused key (contract §2): 422 for another body under it, 409 while its first is processed. */
function keyRefused(status: 409 | 422, headers: Record<string, string>) {
  const message =
    status === 422
      ? 'This request key was sent with another request.'
      : 'The first request of this key is still being processed.';
  return HttpResponse.json({ code: status, message, data: null }, { status, headers });
}

/** Every endpoint's responder; the type makes sure none is left out. */
function createResponders(uploads: Uploads): Record<EndpointName, Responder> {
  return {
    ...orderResponders,
    ...repaymentResponders,
    ...confirmResponders,
    ...bindCardResponders,
    ...createComplaintResponders(uploads),
    ...legacyResponders,
    ...createPromotionResponders(),
  };
}

function fixtureContext(config: AppConfig, request: Request, scenario: Scenario): FixtureContext {
  const keys = createWireKeys(config.wireKeys);
  const caller = callingPageUrl(request);
  // Links resolve against the calling page, so they keep its origin and base path.
  const pageBase = caller && /^https?:/i.test(caller) ? caller : new URL('/', request.url).href;
  return {
    config,
    keys,
    page: (path) => new URL(path, pageBase).href,
    file: (name) => new URL(`${config.servicePrefix}${mockFilesPath}/${name}`, request.url).href,
    channelPicture: (name) => new URL(`${config.channelPicturePath}${name}`, request.url).href,
    empty: scenario.empty === true,
    now: Date.now(),
  };
}

/** The handlers of the mock backend for a configuration (wire paths, keys and brand follow it). */
export function createHandlers(
  config: AppConfig = defaultConfig,
  options: HandlerOptions = {},
): RequestHandler[] {
  const state: KeyedState = { keyedAnswers: new Map(), actions: new Map() };
  const uploads: Uploads = new Map();
  const responders = createResponders(uploads);

  /** The scenario of a request, after its delay has passed. */
  const scenarioOf = async (request: Request) => {
    const name = resolveScenarioName(request, options.scenario);
    const scenario: Scenario = scenarios[name];
    if (scenario.delayMs) await delay(scenario.delayMs);
    return { name, scenario, headers: { 'X-Mock-Scenario': name } };
  };

  const endpointHandler = (name: EndpointName) => {
    const endpoint: Endpoint = endpoints[name];
    const route = endpoint.method === 'GET' ? http.get : http.post;
    return route(`*${wirePath(endpoint, config)}`, async ({ request }) => {
      const { scenario, headers } = await scenarioOf(request);
      if (scenario.failure) return failureAnswer(scenario.failure, name, endpoint.success, headers);
      const requestKey = endpoint.requestKey ? request.headers.get(requestKeyHeader) : null;
      const keyed = requestKey ? `${name} ${requestKey}` : undefined;
      const body = keyed ? await request.clone().text() : '';
      // The same key again (contract §2): the same request is answered as the first time and
      // nothing is done twice; another body is refused (422), and so is any request while the
      // first is still being processed (409).
      const first = keyed ? state.keyedAnswers.get(keyed) : undefined;
      if (first) {
        if (first.body !== body) return keyRefused(422, headers);
        if (!first.settled) return keyRefused(409, headers);
        return HttpResponse.json((await first.answer) as JsonBodyType, { headers });
      }
      const answering = (async () => {
        const { params, files } = await readParams(request);
        const ctx = fixtureContext(config, request, scenario);
        const reply = await responders[name]({ request, params, files, scenario, ctx });
        if (endpoint.requestKey && reply.code === undefined) {
          countAction(state, params.sessionId ?? '', name);
        }
        return {
          code: reply.code ?? successCodes[endpoint.success],
          message: reply.message ?? 'success',
          data: reply.data,
        };
      })();
      if (keyed) {
        const entry: KeyedAnswer = { body, answer: answering, settled: false };
        void answering.finally(() => (entry.settled = true));
        remember(state.keyedAnswers, keyed, entry, maxKeyedAnswers);
      }
      return HttpResponse.json((await answering) as JsonBodyType, { headers });
    });
  };

  const captchaHandler = http.get(`*${wirePath(captchaEndpoint, config)}`, async ({ request }) => {
    const { scenario, headers } = await scenarioOf(request);
    if (scenario.failure === 'server') return serverError(headers);
    const sid = new URL(request.url).searchParams.get('sid') ?? '';
    return new HttpResponse(captchaSvg(sid || 'no-sid'), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store', ...headers },
    });
  });

  const actionsHandler = http.get(`*${config.servicePrefix}${mockActionsPath}`, ({ request }) => {
    const sessionId = new URL(request.url).searchParams.get('sessionId') ?? '';
    return HttpResponse.json(state.actions.get(sessionId) ?? {});
  });

  return [
    ...(Object.keys(endpoints) as EndpointName[]).map(endpointHandler),
    captchaHandler,
    filesHandler(config, uploads),
    channelPicturesHandler(config),
    actionsHandler,
    ...telemetryPath(config).map((path) =>
      // The field reports (shared/telemetry/), taken and dropped as a collector does.
      http.post(`*${path}`, () => new HttpResponse(null, { status: 204 })),
    ),
  ];
}

/** The handlers with the default configuration (unit tests). */
export const handlers = createHandlers();
