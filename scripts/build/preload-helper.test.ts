import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadHelperCode, preloadHelperId, smallPreloadHelper } from './preload-helper.ts';

type Preload = (load: () => Promise<unknown>, deps?: string[]) => Promise<unknown>;

/** Evaluates the helper's module code as the browser would, returning its export. */
async function helper(base = '/h5/'): Promise<Preload> {
  const url = `data:text/javascript,${encodeURIComponent(preloadHelperCode(base))}`;
  const module = (await import(/* @vite-ignore */ url)) as { __vitePreload: Preload };
  return module.__vitePreload;
}

const preloads = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')).map(
    (link) => link.getAttribute('href'),
  );

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the small preload helper', () => {
  it('asks for each file of a lazy chunk once, under the base, then imports it', async () => {
    const preload = await helper('/h5/');
    const load = vi.fn(async () => ({ OrderDialogs: 'dialogs' }));
    await expect(
      preload(load, ['assets/OrderDialogs-1.js', 'assets/Dialog-2.js']),
    ).resolves.toEqual({
      OrderDialogs: 'dialogs',
    });
    await preload(load, ['assets/Dialog-2.js']);
    expect(preloads()).toEqual(['/h5/assets/OrderDialogs-1.js', '/h5/assets/Dialog-2.js']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('takes a full-URL base (the assets on a CDN) and refuses a relative one', async () => {
    const preload = await helper('https://cdn.example/h5/');
    await preload(async () => ({}), ['assets/Dialog-2.js']);
    expect(preloads()).toEqual(['https://cdn.example/h5/assets/Dialog-2.js']);
    const plugin = smallPreloadHelper();
    const resolve = (base: string) =>
      (plugin.configResolved as (config: { base: string }) => void)({ base });
    expect(() => resolve('https://cdn.example/h5/')).not.toThrow();
    expect(() => resolve('./')).toThrow('absolute base');
  });

  it('asks for no stylesheet: the page has the rules of its lazy chunks already', async () => {
    const preload = await helper('/');
    await preload(async () => ({}), ['assets/Dialog-2.js', 'assets/Dialog-2.css']);
    expect(preloads()).toEqual(['/assets/Dialog-2.js']);
    expect(document.head.querySelectorAll('link[rel=stylesheet]')).toHaveLength(0);
  });

  it('passes a failed import on to the caller', async () => {
    const preload = await helper();
    const offline = new TypeError('Failed to fetch dynamically imported module');
    await expect(preload(() => Promise.reject(offline))).rejects.toBe(offline);
  });

  it('announces a failed import as vite:preloadError, then passes it on unless taken in hand', async () => {
    const preload = await helper();
    const gone = new TypeError('Failed to fetch dynamically imported module: /assets/X-1.js');
    const seen: unknown[] = [];
    let takeInHand = false;
    const listener = (event: Event) => {
      seen.push((event as Event & { payload: unknown }).payload);
      if (takeInHand) event.preventDefault();
    };
    window.addEventListener('vite:preloadError', listener);
    try {
      await expect(preload(() => Promise.reject(gone))).rejects.toBe(gone);
      takeInHand = true;
      const settled = vi.fn();
      void preload(() => Promise.reject(gone)).then(settled, settled);
      await new Promise((resolve) => setTimeout(resolve, 20));
      // The page is reloading: the caller shows no failure in the meantime.
      expect(settled).not.toHaveBeenCalled();
      expect(seen).toEqual([gone, gone]);
    } finally {
      window.removeEventListener('vite:preloadError', listener);
    }
  });

  it('takes the place of Vite helper in the build only', () => {
    const plugin = smallPreloadHelper();
    expect(plugin.apply).toBe('build');
    const load = plugin.load as (id: string) => string | undefined;
    expect(load(preloadHelperId)).toContain('export const __vitePreload');
    expect(load('/work/site/pages/orderDetail/main.tsx')).toBeUndefined();
  });
});
