// The service worker (spec §8; scripts/build/service-worker.ts, shared/page/serviceWorker.ts) in
// Chromium against the production build served through the shipped nginx configuration
// (scripts/deploy/serve-nginx.ts): registered by a production page once it has loaded; offline, the
// pay-code page opens from its copy with the stored code and any other page shows the offline
// page with Retry; a worker whose script is gone (nginx answers 404) is unregistered and the page
// reloads once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildInfoDir } from '../../scripts/build/build-info.ts';
import { serveWithNginx, type ServedSite } from '../../scripts/deploy/serve-nginx.ts';
import { reloadMarkerKey } from '../../shared/page/reloadOnce.ts';
import { workerFile } from '../../shared/page/serviceWorker.ts';
import { launchBrowser, newPhoneContext, saveScreenshot, session, watchErrors } from './harness.ts';

const dist = fileURLToPath(new URL('../../dist', import.meta.url));
/** A copy of the build, so the worker's script can go as a release without one would. */
let uploaded = '';
let site: ServedSite;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  if (!fs.existsSync(buildInfoDir(dist)))
    throw new Error('No build in dist/: run `npm run build`.');
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'worker-site-'));
  uploaded = path.join(folder, 'dist');
  fs.cpSync(dist, uploaded, { recursive: true });
  fs.cpSync(buildInfoDir(dist), buildInfoDir(uploaded), { recursive: true });
  [site, browser] = await Promise.all([serveWithNginx({ dist: uploaded }), launchBrowser()]);
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
  await site?.stop();
  if (uploaded) fs.rmSync(path.dirname(uploaded), { recursive: true, force: true });
});

const siteUrl = (address: string) => `${site.origin}${address}`;
const ids = 'productId=1001&orderId=9001';

/** A phone whose pages may run the worker, on the instalment page (which stores the pay code). */
async function openWithWorker(): Promise<{
  page: Page;
  context: BrowserContext;
  errors: string[];
}> {
  const context = await newPhoneContext(browser, { serviceWorkers: 'allow' });
  contexts.push(context);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(siteUrl(`/repay?${ids}&${session}`));
  await page.getByRole('button', { name: 'Payment Method' }).waitFor();
  return { page, context, errors };
}

/** Waits until the worker is active (installed: the build precached) and controls the page. */
async function workerActive(page: Page): Promise<string> {
  const script = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? '';
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  return script;
}

describe('the service worker', () => {
  it('is registered by a production page, at the base path, and fetches at install only the pay-code pages, the offline page and their scripts, never the whole build', async () => {
    const { page, errors } = await openWithWorker();
    expect(await workerActive(page)).toBe(siteUrl('/sw.js'));
    expect(errors).toEqual([]);
    const kept = await page.evaluate(async () => {
      const names = await caches.keys();
      const lists = await Promise.all(
        names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)),
      );
      return lists.flat().map((url) => new URL(url).pathname);
    });
    const scripts = kept.filter((file) => file.endsWith('.js'));
    const built = fs.readdirSync(path.join(uploaded, 'assets')).filter((f) => f.endsWith('.js'));
    expect(kept).toEqual(
      expect.arrayContaining(['/repaymentOfCode.html', '/repaymentOfCode2.html', '/offline.html']),
    );
    expect(scripts.some((file) => /\/assets\/repaymentOfCode2-[\w-]+\.js$/.test(file))).toBe(true);
    // The page that installed it is not kept offline: none of its own scripts is fetched again.
    expect(
      scripts.filter((file) => /\/assets\/(repay|orderDetail)-[\w-]+\.js$/.test(file)),
    ).toEqual([]);
    expect(scripts.length).toBeLessThan(built.length / 3);
  });

  it('once installed, is woken for the page alone: its scripts, pictures and calls go to the copy, the HTTP cache or the network directly', async () => {
    const { page, errors } = await openWithWorker();
    await workerActive(page);
    await page.reload();
    await page.getByRole('button', { name: 'Payment Method' }).waitFor();
    // Chromium names, for each request of a controlled page, what finally answered it.
    const answered = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => ({
        path: new URL(entry.name).pathname,
        by: (entry as PerformanceResourceTiming & { workerFinalSourceType?: string })
          .workerFinalSourceType,
      })),
    );
    const scripts = answered.filter((entry) => entry.path.startsWith('/assets/'));
    expect(scripts.length).toBeGreaterThan(5);
    expect(answered.filter((entry) => entry.by === 'fetch-event')).toEqual([]);
    // The scripts the offline pages share come from the worker's copy, the page's own from the
    // HTTP cache, and the page's call from the network.
    expect(scripts.filter((entry) => entry.by === 'cache').length).toBeGreaterThan(0);
    expect(scripts.filter((entry) => entry.by === 'network').length).toBeGreaterThan(0);
    expect(answered.find((entry) => entry.path.startsWith('/maxwell/'))?.by).toBe('network');
    expect(errors).toEqual([]);
  });

  it('a precached script missing from its copy comes from the network', async () => {
    const { page, errors } = await openWithWorker();
    await workerActive(page);
    const evicted = await page.evaluate(async () => {
      const [name] = await caches.keys();
      const cache = await caches.open(name ?? '');
      const react = (await cache.keys()).find((request) => /\/assets\/react-/.test(request.url));
      if (react) await cache.delete(react);
      return react ? new URL(react.url).pathname : '';
    });
    expect(evicted).toMatch(/^\/assets\/react-/);
    await page.reload();
    await page.getByRole('button', { name: 'Payment Method' }).waitFor();
    const by = await page.evaluate(
      (file) =>
        (
          performance
            .getEntriesByType('resource')
            .find((entry) => new URL(entry.name).pathname === file) as
            (PerformanceResourceTiming & { workerFinalSourceType?: string }) | undefined
        )?.workerFinalSourceType,
      evicted,
    );
    expect(by).toBe('network');
    expect(errors).toEqual([]);
  });

  it('offline: the pay-code page opens with the stored code, any other page says it is offline', async () => {
    const { page, context } = await openWithWorker();
    await workerActive(page);
    await context.setOffline(true);

    await page.goto(siteUrl(`/repaymentOfCode2?${ids}&${session}`));
    await page.getByText('7300 6120 4175', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Copy pay code' }).count()).toBe(1);

    const order = siteUrl(`/orderDetail?${ids}&${session}`);
    await page.goto(order);
    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
    const retry = page.getByRole('link', { name: 'Retry' });
    await saveScreenshot(page, 'offline');
    // Retry opens the address asked for, query and all, once the phone is back online.
    await context.setOffline(false);
    await Promise.all([page.waitForURL(order), retry.click()]);
    await page.getByRole('heading', { level: 1, name: 'Order Details' }).waitFor();
    expect(await page.getByRole('heading', { name: 'You are offline' }).count()).toBe(0);
  });

  it('a worker whose script is gone (404) is unregistered, and the page reloads once', async () => {
    const { page } = await openWithWorker();
    await workerActive(page);
    // A release without a worker: nginx answers its address with the not-found page.
    fs.rmSync(path.join(uploaded, workerFile));
    // Back for a second try of this test (a failed browser test is tried once more).
    onTestFinished(() =>
      fs.copyFileSync(path.join(dist, workerFile), path.join(uploaded, workerFile)),
    );
    expect((await fetch(siteUrl(`/${workerFile}`))).status).toBe(404);
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.reload();
    await expect
      .poll(() =>
        page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length)),
      )
      .toBe(0);
    await expect.poll(() => loads).toBe(2);
    // Reloaded by itself once (marked for the page), and not again.
    const marked = await page.evaluate(
      (key) => sessionStorage.getItem(key),
      reloadMarkerKey('/repay'),
    );
    expect(Number(marked)).toBeGreaterThan(0);
    await page.waitForTimeout(1500);
    expect(loads).toBe(2);
    await page.getByRole('button', { name: 'Payment Method' }).waitFor();
  });
});
