// The dev server (npm start) serves the same site as the build: every page at /<name> and /<file>,
// unknown paths 404, the mock backend behind the API paths.
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath, launchBrowser, newPhoneContext, watchErrors } from './harness.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

let server: ViteDevServer;
let baseUrl: string;
let browser: Browser;

beforeAll(async () => {
  server = await createServer({
    root,
    configFile: `${root}vite.config.ts`,
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 5190, strictPort: false, hmr: false, open: false },
  });
  await server.listen();
  baseUrl = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('dev server', () => {
  it('serves a page at its clean path and its file, made from the template', async () => {
    for (const address of ['/testPreview', '/testPreview.html', '/testPreview?orderId=1']) {
      const response = await fetch(`${baseUrl}${address}`);
      expect(response.status, address).toBe(200);
      const html = await response.text();
      expect(html).toContain('<title>Test Preview</title>');
      expect(html).toContain('/pages/testPreview/main.tsx');
    }
  });

  it('answers 404 for a path that names no page', async () => {
    for (const address of ['/noSuchPage', '/noSuchPage.html']) {
      expect((await fetch(`${baseUrl}${address}`)).status, address).toBe(404);
    }
  });

  it('answers the API from the mock backend', async () => {
    const response = await fetch(`${baseUrl}${endpointPath('contactInfo')}`, {
      method: 'POST',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ code: 0, data: { email: expect.any(String) } });
  });

  it('renders the page in Chromium with no console error', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}/testPreview`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('heading', { name: 'Test Preview' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('serves the pages under a base path when the build sets one', async () => {
    const based = await createServer({
      root,
      configFile: `${root}vite.config.ts`,
      base: '/h5/',
      logLevel: 'silent',
      server: { host: '127.0.0.1', port: 5191, strictPort: false, hmr: false, open: false },
    });
    await based.listen();
    try {
      const origin = new URL(based.resolvedUrls?.local[0] ?? '').origin;
      for (const address of ['/h5/testPreview', '/h5/testPreview.html?orderId=1']) {
        const response = await fetch(`${origin}${address}`);
        expect(response.status, address).toBe(200);
        expect(await response.text()).toContain('src="/h5/pages/testPreview/main.tsx"');
      }
      expect((await fetch(`${origin}/h5/noSuchPage`)).status).toBe(404);
    } finally {
      await based.close();
    }
  });
});
