// The production build served through the shipped nginx configuration (deploy/nginx/), on Debian's
// nginx with the brotli module, the mock backend behind the API paths: every page at /, its clean
// path, its file, a trailing slash taken off with the query kept (and only off a page's clean
// path: no redirect to another host); the branded 404; the headers of
// scripts/deploy/securityHeaders.ts; compressed assets; and every page in Chromium under its
// Content-Security-Policy with no violation, no console error and hydration intact. The same
// under the /h5/ base (the build in dist-h5/).
import fs from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { buildInfoDir } from '../../scripts/build/build-info.ts';
import { basePrefix, pageAddresses } from '../../scripts/deploy/hostRules.ts';
import { offSitePaths } from '../../scripts/deploy/offSitePaths.ts';
import {
  contentSecurityPolicy,
  longCache,
  permissionsPolicy,
  scriptHashes,
  styleHashes,
} from '../../scripts/deploy/securityHeaders.ts';
import { earlyLoadPages } from '../../scripts/build/early-page-load.ts';
import { builtEntries, builtPages } from '../../scripts/build/pages-plugin.ts';
import { serveWithNginx, type ServedSite } from '../../scripts/deploy/serve-nginx.ts';
import { defaultConfig } from '../../shared/config/config.ts';
import { cleanPathOf, notFoundPage } from '../../shared/config/pages.ts';
import { endpointOf, launchBrowser, openVisitTab, session, type VisitTab } from './harness.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const pages = builtPages(root, { production: true });
const dataPages = new Set(earlyLoadPages(root, pages).map((page) => page.name));
/** The ids every page's first call needs (the shell's session, an order, a complaint, a campaign). */
const query = `?${session}&productId=1001&orderId=9001&problemId=1&problemType=1&id=7`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  { dist: 'dist', base: '/' },
  { dist: 'dist-h5', base: '/h5/' },
])('nginx serving $dist/ at $base', ({ dist, base }) => {
  const distDir = path.join(root, dist);
  const prefix = basePrefix(base);
  let site: ServedSite;
  const url = (address: string) => `${site.origin}${address}`;
  const get = (address: string, headers: Record<string, string> = {}) =>
    fetch(url(address), { redirect: 'manual', headers });

  beforeAll(async () => {
    if (!fs.existsSync(buildInfoDir(distDir))) {
      throw new Error(`No build in ${dist}/: npm test builds it (VITE_BASE=${base} for /h5/).`);
    }
    site = await serveWithNginx({ dist, base });
  });
  afterAll(async () => {
    await site?.stop();
  });

  describe.concurrent('addresses', () => {
    it('answers every page at its clean path and its file, with the query', async ({ expect }) => {
      for (const page of pages) {
        for (const address of pageAddresses(page, base)) {
          const response = await get(`${address}${query}`);
          expect(response.status, address).toBe(200);
          expect(await response.text(), address).toContain(
            `<title>${page.title || defaultConfig.appName}</title>`,
          );
        }
      }
      expect((await get(`${prefix}/?utm_tag=x`)).status).toBe(200);
    });

    it('takes a trailing slash off with a 301 that keeps the query', async ({ expect }) => {
      for (const page of pages.filter((row) => cleanPathOf(row) !== '/')) {
        const response = await get(`${prefix}${cleanPathOf(page)}/${query}`);
        expect(response.status, page.name).toBe(301);
        expect(response.headers.get('location')).toBe(`${prefix}${cleanPathOf(page)}${query}`);
      }
      if (prefix) {
        const response = await get(`${prefix}?utm_tag=x`);
        expect(response.status).toBe(301);
        expect(response.headers.get('location')).toBe(`${prefix}/?utm_tag=x`);
      }
    });

    it('redirects no other address ending in a slash: the branded 404, no Location', async ({
      expect,
    }) => {
      const others = [...offSitePaths, '/assets/', '/orderDetail.html/'];
      const addresses = new Set([...others, ...others.map((other) => `${prefix}${other}`)]);
      for (const address of addresses) {
        const response = await get(address);
        expect(response.status, address).toBe(404);
        expect(response.headers.get('location'), address).toBeNull();
        expect(await response.text(), address).toContain(`<title>${notFoundPage.title}</title>`);
        expect(response.headers.get('content-security-policy'), address).toContain(
          "script-src 'self'",
        );
      }
    });

    it('answers anything else, build and rule files included, with the branded 404', async ({
      expect,
    }) => {
      const others = ['/noSuchPage?x=1', '/testPreview', '/_headers', '/_redirects', '/.vite/'];
      for (const address of [...others.map((other) => `${prefix}${other}`), '/elsewhere']) {
        const response = await get(address);
        expect(response.status, address).toBe(404);
        expect(await response.text(), address).toContain(`<title>${notFoundPage.title}</title>`);
        expect(response.headers.get('cache-control'), address).toBe('no-cache');
      }
    });
  });

  describe.concurrent('headers', () => {
    it("gives every page its own Content-Security-Policy, from its HTML's inline styles and scripts", async ({
      expect,
    }) => {
      for (const page of builtEntries(root, { production: true })) {
        // By its file: the offline page has no clean path (only the service worker asks for it).
        const address = pageAddresses(page, base).at(-1) ?? '';
        const response = await get(page === notFoundPage ? `${prefix}/noSuchPage` : address);
        const html = fs.readFileSync(path.join(distDir, page.file), 'utf8');
        const policy = response.headers.get('content-security-policy') ?? '';
        const scripts = scriptHashes(html);
        expect(policy, page.name).toBe(
          contentSecurityPolicy(defaultConfig, styleHashes(html), base, scripts),
        );
        // Scripts from the site, and a page's own inline script by its hash, no other.
        expect(policy).toContain(`script-src ${["'self'", ...scripts].join(' ')};`);
        expect(policy).not.toContain('unsafe');
        expect(html, page.name).not.toMatch(/\sstyle="/);
        expect(response.headers.get('permissions-policy')).toBe(permissionsPolicy(page));
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        expect(response.headers.get('cache-control'), page.name).toBe('no-cache');
      }
    });

    it('asks for https only on an answer over https (here, the proxy in front says so)', async ({
      expect,
    }) => {
      for (const address of [`${prefix}/orderDetail${query}`, `${prefix}/noSuchPage`]) {
        // Plain http: a browser would ignore the header, and a test server has no certificate.
        const plain = await get(address);
        expect(plain.headers.get('strict-transport-security'), address).toBeNull();
        // No endpoint named by this build: no report goes anywhere.
        expect(plain.headers.get('reporting-endpoints'), address).toBeNull();
        expect(plain.headers.get('content-security-policy'), address).not.toContain('report');
        const proxied = await get(address, { 'X-Forwarded-Proto': 'https' });
        expect(proxied.headers.get('strict-transport-security'), address).toBe(
          'max-age=31536000; includeSubDomains',
        );
      }
    });

    it('caches hashed assets for a year and compresses them with gzip and brotli', async ({
      expect,
    }) => {
      const script = fs
        .readdirSync(path.join(distDir, 'assets'))
        .find((file) => file.endsWith('.js'));
      const file = fs.readFileSync(path.join(distDir, 'assets', script ?? ''));
      const address = `${prefix}/assets/${script}`;
      // Read as it came over the wire: fetch would decode it.
      const br = await rawGet(url(address), 'br');
      expect(br.encoding).toBe('br');
      expect(br.headers['cache-control']).toBe(longCache);
      expect(br.headers['x-content-type-options']).toBe('nosniff');
      expect(brotliDecompressSync(br.body)).toEqual(file);
      const gzip = await rawGet(url(address), 'gzip');
      expect(gzip.encoding).toBe('gzip');
      expect(gunzipSync(gzip.body)).toEqual(file);
    });

    it("lets no answer but a page load anything: the service worker's fetches of its own origin aside", async ({
      expect,
    }) => {
      const assets = fs.readdirSync(path.join(distDir, 'assets'));
      const script = assets.find((file) => file.endsWith('.js'));
      const style = assets.find((file) => file.endsWith('.css'));
      const pictures = fs
        .readdirSync(distDir, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.svg'));
      expect(pictures.length).toBeGreaterThan(0);
      for (const file of [`assets/${script}`, `assets/${style}`, ...pictures]) {
        const response = await get(`${prefix}/${file}`);
        expect(response.status, file).toBe(200);
        expect(response.headers.get('content-security-policy'), file).toBe("default-src 'none'");
        // An SVG opened at its own address draws under that policy: no inline style to block.
        if (file.endsWith('.svg')) expect(await response.text(), file).not.toMatch(/<style|style=/);
      }
      const worker = await get(`${prefix}/sw.js`);
      expect(worker.status).toBe(200);
      expect(worker.headers.get('content-security-policy')).toBe(
        "default-src 'none'; connect-src 'self'",
      );
    });

    it('asks again for a public file that is not hashed (the service worker script among them)', async ({
      expect,
    }) => {
      const response = await get(`${prefix}/favicon.svg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    });

    it('writes no query string to the access log', async ({ expect }) => {
      await get(`${prefix}/orderDetail?sessionId=secret-session`);
      const log = fs.readFileSync(path.join(site.prefix, 'logs', 'cash-loan.access.log'), 'utf8');
      expect(log).toContain(`"GET ${prefix}/orderDetail HTTP/1.1" 200`);
      expect(log).not.toContain('secret-session');
    });
  });

  describe('in Chromium', () => {
    // Under a base, the pages and their policies are the same files: one page of each kind, the
    // camera's page and the campaign's API prefix show the base's addresses work, in less time.
    const opened = prefix
      ? pages.filter((page) =>
          ['landing', 'orderDetail', 'aboutUs', 'complainPageNext', 'promotion'].includes(
            page.name,
          ),
        )
      : pages;
    // One tab opens the pages one after another; its context reports any violation of a page's
    // policy as a console error.
    let tab: VisitTab;
    beforeAll(async () => {
      tab = await openVisitTab(browser, { origin: site.origin });
    });
    afterAll(async () => {
      await tab?.close();
    });

    for (const page of opened) {
      it(`${cleanPathOf(page)} runs under its policy with no violation or console error`, async ({
        expect,
      }) => {
        const calls: number[] = [];
        const address = pageAddresses(page, base)[0] ?? '';
        // Loaded, and its first answer on screen.
        const visited = await tab.visit(`${address}${query}`, {
          beforeOpen: async (shown) => {
            shown.on('response', (response) => {
              if (endpointOf(response.url())) calls.push(response.status());
            });
          },
        });
        expect(visited.status).toBe(200);
        expect(await visited.page.title()).toBe(page.title || defaultConfig.appName);
        // A data page's first call went through nginx to the backend and came back.
        if (dataPages.has(page.name)) expect(calls).toContain(200);
        expect(visited.errors).toEqual([]);
      });
    }
  });
});

/** A GET whose body is left as it came over the wire. */
async function rawGet(address: string, encoding: string) {
  return new Promise<{
    encoding: string | undefined;
    headers: Record<string, unknown>;
    body: Buffer;
  }>((resolve, reject) => {
    request(address, { headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          encoding: response.headers['content-encoding'],
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}
