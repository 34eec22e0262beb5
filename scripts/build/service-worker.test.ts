// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { type PrecacheManifest, scriptsOfPages, serviceWorkerCode } from './service-worker.ts';

const manifest: PrecacheManifest = {
  revision: 'r2',
  assetBase: '/h5/',
  assets: ['assets/repaymentOfCode2-1.js', 'assets/react-2.js'],
  offlinePages: {
    repaymentOfCode2: 'repaymentOfCode2.html',
    'repaymentOfCode2.html': 'repaymentOfCode2.html',
  },
  offlinePage: 'offline.html',
  neverAnswered: ['/maxwell', '/api'],
};

type Listener = (event: Record<string, unknown>) => void;

/** A stand-in URLPattern that keeps what it was made from. */
class RecordedPattern {
  constructor(readonly init: { pathname: string; baseURL: string }) {}
}

/**
 * Runs the worker's code in a stand-in service-worker global; the network is up unless told. With
 * `addRoutes`, its install event offers the browser's static routing as Chromium's does.
 */
function startWorker(
  options: {
    manifest?: PrecacheManifest;
    online?: boolean;
    addRoutes?: (routes: unknown[]) => Promise<void>;
  } = {},
) {
  const listeners = new Map<string, Listener>();
  const stored = new Map<string, string>();
  const added: string[] = [];
  const deleted: string[] = [];
  const network = vi.fn(async (request: { url: string }) => {
    if (options.online === false) throw new TypeError('Failed to fetch');
    return `network ${request.url}`;
  });
  const cache = {
    addAll: vi.fn(async (urls: string[]) => {
      added.push(...urls);
      for (const url of urls) stored.set(url, `copy of ${url}`);
    }),
  };
  const caches = {
    open: vi.fn(async () => cache),
    keys: vi.fn(async () => ['pages-r1', 'pages-r2', 'someone-else']),
    delete: vi.fn(async (name: string) => deleted.push(name)),
    match: vi.fn(async (url: string) => stored.get(url)),
  };
  const navigationPreload = { enable: vi.fn(async () => undefined) };
  const self = {
    registration: { scope: 'https://h5.example/h5/', navigationPreload },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    clients: { claim: vi.fn() },
  };
  new Function(
    'self',
    'caches',
    'fetch',
    'URLPattern',
    serviceWorkerCode(options.manifest ?? manifest),
  )(self, caches, network, RecordedPattern);

  async function lifecycle(type: 'install' | 'activate') {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({
      waitUntil: (promise: Promise<unknown>) => (work = promise),
      ...(type === 'install' && options.addRoutes ? { addRoutes: options.addRoutes } : {}),
    });
    await work;
  }

  /** What the worker answers for a request: undefined when it leaves it to the browser. */
  async function request(
    url: string,
    init: { method?: string; mode?: string; preloadResponse?: Promise<unknown> } = {},
  ) {
    let answer: Promise<unknown> | undefined;
    listeners.get('fetch')?.({
      request: { url, method: init.method ?? 'GET', mode: init.mode ?? 'cors' },
      preloadResponse: init.preloadResponse,
      respondWith: (promise: Promise<unknown>) => (answer = promise),
    });
    return answer;
  }
  const open = (url: string, preloadResponse?: Promise<unknown>) =>
    request(url, { mode: 'navigate', preloadResponse });
  return { lifecycle, request, open, added, deleted, network, stored, navigationPreload };
}

describe('the service worker', () => {
  it('precaches the hashed scripts and the pages kept offline, by path, under the revision', async () => {
    const worker = startWorker();
    await worker.lifecycle('install');
    expect(worker.added).toEqual([
      'https://h5.example/h5/assets/repaymentOfCode2-1.js',
      'https://h5.example/h5/assets/react-2.js',
      'https://h5.example/h5/repaymentOfCode2.html',
      'https://h5.example/h5/offline.html',
    ]);
  });

  it('keeps no script of another host (assets on a CDN)', async () => {
    const worker = startWorker({ manifest: { ...manifest, assetBase: 'https://cdn.example/h5/' } });
    await worker.lifecycle('install');
    expect(worker.added.every((url) => url.startsWith('https://h5.example/h5/'))).toBe(true);
    expect(worker.added).not.toContain('https://cdn.example/h5/assets/react-2.js');
  });

  it('drops the caches of earlier builds, and only its own', async () => {
    const worker = startWorker();
    await worker.lifecycle('activate');
    expect(worker.deleted).toEqual(['pages-r1']);
  });

  it('online, opens every page from the network, query and all', async () => {
    const worker = startWorker();
    await worker.lifecycle('install');
    const address = 'https://h5.example/h5/repaymentOfCode2?sessionId=s-1';
    expect(await worker.open(address)).toBe(`network ${address}`);
  });

  it("takes the page's answer the browser asked for while the worker started", async () => {
    const worker = startWorker();
    await worker.lifecycle('activate');
    expect(worker.navigationPreload.enable).toHaveBeenCalled();
    const address = 'https://h5.example/h5/orderDetail?sessionId=s-1';
    expect(await worker.open(address, Promise.resolve(`preloaded ${address}`))).toBe(
      `preloaded ${address}`,
    );
    expect(worker.network).not.toHaveBeenCalled();
    // No preloaded answer (preload off, or a page the worker opened itself): the network's.
    expect(await worker.open(address, Promise.resolve(undefined))).toBe(`network ${address}`);
  });

  it('offline, opens a pay-code page from its copy and any other page as the offline page', async () => {
    const worker = startWorker({ online: false });
    await worker.lifecycle('install');
    expect(await worker.open('https://h5.example/h5/repaymentOfCode2?sessionId=s-1')).toBe(
      'copy of https://h5.example/h5/repaymentOfCode2.html',
    );
    expect(await worker.open('https://h5.example/h5/orderDetail?sessionId=s-1&orderId=9')).toBe(
      'copy of https://h5.example/h5/offline.html',
    );
  });

  it('serves a precached script from its copy, and leaves any other to the browser', async () => {
    const worker = startWorker();
    await worker.lifecycle('install');
    expect(await worker.request('https://h5.example/h5/assets/react-2.js')).toBe(
      'copy of https://h5.example/h5/assets/react-2.js',
    );
    expect(await worker.request('https://h5.example/h5/assets/old-9.js')).toBeUndefined();
  });

  it('never answers a call to the backend, another host, or anything but GET', async () => {
    const worker = startWorker();
    await worker.lifecycle('install');
    for (const address of [
      'https://h5.example/maxwell/v3/loan-details/loan-details?sessionId=s-1',
      'https://h5.example/api/v2/x/service/promotion/get-sid',
      'https://evil.example/h5/assets/react-2.js',
    ]) {
      expect(await worker.request(address)).toBeUndefined();
      expect(await worker.open(address)).toBeUndefined();
    }
    expect(
      await worker.request('https://h5.example/h5/assets/react-2.js', { method: 'POST' }),
    ).toBeUndefined();
    expect(worker.network).not.toHaveBeenCalled();
  });

  it('where the browser routes requests itself, sends every one but a navigation or a precached script past the worker', async () => {
    const routes: unknown[] = [];
    const worker = startWorker({
      addRoutes: async (given) => {
        routes.push(...given);
      },
    });
    await worker.lifecycle('install');
    expect(routes).toEqual([
      {
        condition: {
          urlPattern: new RecordedPattern({
            pathname: '/h5/assets/repaymentOfCode2-1.js',
            baseURL: 'https://h5.example',
          }),
        },
        source: { cacheName: 'pages-r2' },
      },
      {
        condition: {
          urlPattern: new RecordedPattern({
            pathname: '/h5/assets/react-2.js',
            baseURL: 'https://h5.example',
          }),
        },
        source: { cacheName: 'pages-r2' },
      },
      {
        condition: {
          or: [{ requestMode: 'cors' }, { requestMode: 'no-cors' }, { requestMode: 'same-origin' }],
        },
        source: 'network',
      },
    ]);
    // Where the routes are not taken, the listener answers as before.
    expect(await worker.request('https://h5.example/h5/assets/react-2.js')).toBe(
      'copy of https://h5.example/h5/assets/react-2.js',
    );
  });

  it("matches a precached script's path alone, the pattern syntax's characters taken as written", async () => {
    const routes: { condition: { urlPattern?: RecordedPattern } }[] = [];
    const worker = startWorker({
      manifest: { ...manifest, assets: ['assets/a(1)+b:c*-2.js'] },
      addRoutes: async (given) => {
        routes.push(...(given as typeof routes));
      },
    });
    await worker.lifecycle('install');
    expect(routes[0]?.condition.urlPattern?.init.pathname).toBe(
      '/h5/assets/a\\(1\\)\\+b\\:c\\*-2.js',
    );
  });

  it('installs and precaches where the routes are refused or not offered', async () => {
    const refused = startWorker({
      addRoutes: () => Promise.reject(new TypeError('not supported')),
    });
    await refused.lifecycle('install');
    expect(refused.added).toContain('https://h5.example/h5/offline.html');
    const throwing = startWorker({
      addRoutes: () => {
        throw new TypeError('too many routes');
      },
    });
    await throwing.lifecycle('install');
    expect(throwing.added).toContain('https://h5.example/h5/offline.html');
    const without = startWorker();
    await without.lifecycle('install');
    expect(without.added).toContain('https://h5.example/h5/offline.html');
  });
});

describe('what the worker keeps of the build', () => {
  const viteManifest = {
    'pages/repaymentOfCode2/main.tsx': {
      file: 'assets/repaymentOfCode2-1.js',
      imports: ['_react-2.js'],
      dynamicImports: ['shared/ui/qr/QrCode.tsx'],
    },
    '_react-2.js': { file: 'assets/react-2.js' },
    'shared/ui/qr/QrCode.tsx': {
      file: 'assets/QrCode-3.js',
      imports: ['_react-2.js', '_uqr-4.js'],
    },
    '_uqr-4.js': { file: 'assets/uqr-4.js' },
    'pages/orderDetail/main.tsx': { file: 'assets/orderDetail-5.js', imports: ['_react-2.js'] },
    '_kit-6.js': { file: 'assets/kit-6.js' },
  };

  it('is the scripts the offline pages run, the parts they load later included, and nothing of another page', () => {
    const payCodePage =
      '<head><script src="/h5/boot-check.js"></script>' +
      '<script type="module" src="/h5/assets/repaymentOfCode2-1.js"></script>' +
      '<link rel="modulepreload" href="/h5/assets/react-2.js"></head>';
    const offlinePage = '<head><title>Offline</title></head>';
    expect(scriptsOfPages([payCodePage, offlinePage], viteManifest)).toEqual([
      'assets/QrCode-3.js',
      'assets/react-2.js',
      'assets/repaymentOfCode2-1.js',
      'assets/uqr-4.js',
    ]);
  });
});
