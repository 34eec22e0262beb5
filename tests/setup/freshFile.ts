// Runs before tests/setup/unit.ts. A worker of the unit project runs file after file in one
// happy-dom window (vite.config.ts): each file still starts as in a worker of its own, with the
// project's modules evaluated afresh (stores, caches, the mock backend and its server), the window
// at the first address with nothing stored, no listener or native hook a former file left, real
// timers and no global replaced. Vitest keeps each file's `vi.mock` replacements to that file, and
// the fresh modules of the next file are the real ones again.
import { vi } from 'vitest';

type Added = Parameters<EventTarget['addEventListener']>;

/** What the files of this worker added to the window and the document, kept across files. */
interface Leftovers {
  listeners: [EventTarget, ...Added][];
}

const shared = globalThis as typeof globalThis & { [key: symbol]: Leftovers | undefined };
const key = Symbol.for('unit.freshFile');

function leftovers(): Leftovers {
  const found = shared[key];
  if (found) return found;
  const created: Leftovers = { listeners: [] };
  // Noted as they are added, so that the next file can take them off again.
  for (const target of [window, document] as EventTarget[]) {
    const add = target.addEventListener.bind(target);
    target.addEventListener = (...args: Added) => {
      created.listeners.push([target, ...args]);
      add(...args);
    };
  }
  shared[key] = created;
  return created;
}

for (const [target, type, listener, options] of leftovers().listeners.splice(0)) {
  target.removeEventListener(type, listener, options);
}
/**
 * The hooks the app offers the native shell, the shell's own objects (tests/setup/shellStub.ts) and
 * the page's started flag and its parked first call (shared/data/pageData.ts): freshFile.test.ts fails when shared/bridge/globals.d.ts declares one
 * this list lacks.
 */
export const windowGlobals = [
  'onNativeBack',
  'onNativeReady',
  'webkit',
  'AppBridge',
  '__pageStarted',
  '__earlyPageLoad',
];
for (const name of windowGlobals) Reflect.deleteProperty(window, name);
vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
window.history.replaceState(null, '', '/');
window.sessionStorage.clear();
window.localStorage.clear();
document.head.replaceChildren();
document.body.replaceChildren();
document.title = '';
