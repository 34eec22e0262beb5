// What the typed-call tests in shared/api share: a page address carrying a session, a recorder of
// the form bodies one /maxwell path receives, the fixture context the mock backend would build and
// the enabled flags of spec §7.
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { createWireKeys } from '../../shared/api/wire.ts';
import { defaultConfig } from '../../shared/config/config.ts';
import type { FixtureContext } from '../../shared/mock/fixtures.ts';
import { server } from './unit.ts';

const session = 'sessionId=sess-1&userId=u-7&deviceId=dev-3';

/** Puts the test on a page with a session; `query` adds to it, e.g. '&mock=malformed'. */
export function openPage(query = '') {
  window.history.replaceState(null, '', `/orderDetail.html?${session}${query}`);
}

/** Answers one /maxwell path and records the form bodies that arrived. */
export function capture(
  path: string,
  body: JsonBodyType = { code: 0, message: 'success', data: {} },
) {
  const bodies: Record<string, string>[] = [];
  server.use(
    http.post(`*/maxwell${path}`, async ({ request }) => {
      bodies.push(Object.fromEntries(new URLSearchParams(await request.text())));
      return HttpResponse.json(body);
    }),
  );
  return bodies;
}

/** The default configuration on localhost, at a fixed moment so dated fixtures stay the same. */
export const fixtureContext: FixtureContext = {
  config: defaultConfig,
  keys: createWireKeys(defaultConfig.wireKeys),
  page: (path) => new URL(path, 'http://localhost/').href,
  file: (name) => `http://localhost/files/${name}`,
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
