// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { WorkerScriptAnswer } from '../api/workerScript.ts';
import {
  isWorkerScript,
  registerServiceWorker,
  type WorkerRegistrationPlace,
  workerPlace,
} from './serviceWorker.ts';

const javaScript: WorkerScriptAnswer = {
  status: 200,
  contentType: 'text/javascript; charset=utf-8',
};
const place = { url: 'https://h5.example/h5/sw.js', scope: 'https://h5.example/h5/' };

/** A service-worker container with `registered` workers, the page controlled by one if any. */
function container(registered = 0) {
  const registrations = Array.from({ length: registered }, () => ({
    unregister: vi.fn(async () => true),
  }));
  return {
    registrations,
    controller: registered > 0 ? {} : null,
    register: vi.fn(async () => ({})),
    getRegistrations: vi.fn(async () => registrations),
  };
}

function registration(
  answer: WorkerScriptAnswer | undefined,
  worker: ReturnType<typeof container> | null = container(),
) {
  const reload = vi.fn(() => true);
  const askScript = vi.fn(async () => answer);
  const options = {
    container: (worker ?? undefined) as unknown as ServiceWorkerContainer | undefined,
    askScript,
    reload,
    place,
  } satisfies WorkerRegistrationPlace;
  return { options, reload, askScript, worker: worker ?? container() };
}

describe('the worker address', () => {
  it('is sw.js at the base path, on the page origin even when the assets are on a CDN', () => {
    expect(workerPlace('/', 'https://h5.example')).toEqual({
      url: 'https://h5.example/sw.js',
      scope: 'https://h5.example/',
    });
    expect(workerPlace('https://cdn.example/h5/', 'https://h5.example')).toEqual(place);
  });
});

describe('registering the service worker', () => {
  it('registers the worker once its script answers as JavaScript', async () => {
    const { options, worker, askScript, reload } = registration(javaScript);
    await registerServiceWorker(options);
    expect(askScript).toHaveBeenCalledWith(place.url);
    expect(worker.register).toHaveBeenCalledWith(place.url, { scope: place.scope });
    expect(reload).not.toHaveBeenCalled();
  });

  it.each([
    ['a 404', { status: 404, contentType: 'text/javascript' }],
    ['an HTML page', { status: 200, contentType: 'text/html; charset=utf-8' }],
    ['no type', { status: 200, contentType: '' }],
  ])('%s for the script unregisters every worker and reloads once', async (_name, answer) => {
    const { options, worker, reload } = registration(answer, container(2));
    await registerServiceWorker(options);
    for (const each of worker.registrations) expect(each.unregister).toHaveBeenCalledTimes(1);
    expect(worker.register).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('with no worker to remove, a missing script does not reload the page', async () => {
    const { options, reload } = registration(
      { status: 404, contentType: 'text/html' },
      container(0),
    );
    await registerServiceWorker(options);
    expect(reload).not.toHaveBeenCalled();
  });

  it('is a silent no-op where the web view has no service workers', async () => {
    const { options, askScript } = registration(javaScript, null);
    await expect(registerServiceWorker(options)).resolves.toBeUndefined();
    expect(askScript).not.toHaveBeenCalled();
  });

  it('swallows a registration that fails, and does nothing when the script gets no answer', async () => {
    const failing = registration(javaScript);
    failing.worker.register.mockRejectedValue(new DOMException('SecurityError'));
    await expect(registerServiceWorker(failing.options)).resolves.toBeUndefined();
    const offline = registration(undefined, container(1));
    await registerServiceWorker(offline.options);
    expect(offline.worker.register).not.toHaveBeenCalled();
    expect(offline.worker.registrations[0]?.unregister).not.toHaveBeenCalled();
    expect(offline.reload).not.toHaveBeenCalled();
  });

  it('takes JavaScript types only', () => {
    for (const type of [
      'text/javascript',
      'application/javascript',
      'application/x-javascript; charset=utf-8',
    ])
      expect(isWorkerScript({ status: 200, contentType: type })).toBe(true);
    for (const type of ['text/plain', 'application/json', 'text/html'])
      expect(isWorkerScript({ status: 200, contentType: type })).toBe(false);
  });
});
