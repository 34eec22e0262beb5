// A stale deploy in Chromium (shared/deploy/): a page open while a new build replaces the old one,
// and HTML older than the scripts on the server. Served by a small static server of this file
// with production cache headers (hashed assets for a year, HTML revalidated), whose folder the test
// swaps, the backend's calls passed on to the preview server's mock backend. The second deploy is
// the build under test with every hashed script renamed, as a build of other content renames
// them: made in a moment instead of built again.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { pageNotLoadedMessage } from '../../shared/deploy/bootCheck.ts';
import {
  launchBrowser,
  type OpenedPage,
  newPhoneContext,
  saveScreenshot,
  session,
  watchErrors,
} from './harness.ts';

/** What the server answers from: each file from `pages` (HTML) or `assets`, minus what is gone. */
interface Served {
  pages: string;
  assets: string;
  gone: (file: string) => boolean;
}

const first = inject('distDir');
let second = '';
let served: Served = { pages: first, assets: first, gone: () => false };
let server: http.Server;
let origin = '';
let browser: Browser;
const opened: OpenedPage[] = [];

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.css': 'text/css; charset=utf-8',
};

/** The file of the build a path names (`/orderDetail` is `orderDetail.html`), if it is one. */
function fileOf(pathname: string, dir: string): string | undefined {
  const name = decodeURIComponent(pathname).replace(/^\/+/, '') || 'index.html';
  for (const candidate of [name, `${name}.html`]) {
    const file = path.join(dir, candidate);
    if (file.startsWith(dir) && fs.existsSync(file) && fs.statSync(file).isFile()) return candidate;
  }
  return undefined;
}

async function passToBackend(request: http.IncomingMessage, response: http.ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const answer = await fetch(`${inject('baseUrl')}${request.url ?? '/'}`, {
    method: request.method,
    headers: Object.fromEntries(
      Object.entries(request.headers).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'host',
      ),
    ),
    body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
  });
  response.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? '' });
  response.end(Buffer.from(await answer.arrayBuffer()));
}

function serve(request: http.IncomingMessage, response: http.ServerResponse) {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  if (pathname.startsWith('/maxwell/') || pathname.startsWith('/api/')) {
    void passToBackend(request, response).catch(() => response.destroy());
    return;
  }
  const isAsset = pathname.startsWith('/assets/');
  const dir = isAsset ? served.assets : served.pages;
  const file = fileOf(pathname, dir);
  if (!file || served.gone(file)) {
    response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>Not found</title>');
    return;
  }
  response.writeHead(200, {
    'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  response.end(fs.readFileSync(path.join(dir, file)));
}

/** The build with every hashed script renamed (and every mention of it), in a folder of its own. */
function renamedBuild(from: string): string {
  const to = fs.mkdtempSync(path.join(os.tmpdir(), 'stale-deploy-'));
  fs.cpSync(from, to, { recursive: true });
  const assets = path.join(to, 'assets');
  const renames = fs
    .readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => [file, file.replace(/\.js$/, 'n.js')] as const);
  for (const [old, renamed] of renames)
    fs.renameSync(path.join(assets, old), path.join(assets, renamed));
  const textFiles = [
    ...fs.readdirSync(to).filter((file) => /\.(html|js)$/.test(file)),
    ...fs.readdirSync(assets).map((file) => `assets/${file}`),
  ].filter((file) => /\.(html|js)$/.test(file));
  for (const file of textFiles) {
    const full = path.join(to, file);
    let text = fs.readFileSync(full, 'utf8');
    for (const [old, renamed] of renames) text = text.split(old).join(renamed);
    fs.writeFileSync(full, text);
  }
  return to;
}

beforeAll(async () => {
  second = renamedBuild(first);
  server = http.createServer(serve);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const page of opened) await page.context.close().catch(() => {});
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  if (second) fs.rmSync(second, { recursive: true, force: true });
});

/** Opens a path on the test's server in a fresh phone; counts the loads of the tab. */
async function open(address: string) {
  const context = await newPhoneContext(browser);
  const page = await context.newPage();
  const errors = watchErrors(page);
  opened.push({ page, context, errors, bridgeMessages: async () => [] });
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto(`${origin}${address}`);
  return { page, errors, loads: () => loads };
}

const ids = 'productId=1001&orderId=9001';
const showBarcode = (page: Page) => page.getByRole('button', { name: 'Show barcode' });

describe('a deploy while the page is open', () => {
  it('a part asked for afterwards: the page reloads once, onto the new deploy, and works', async () => {
    served = { pages: first, assets: first, gone: () => false };
    const { page, loads } = await open(`/repay?${ids}&${session}`);
    await showBarcode(page).waitFor();
    served = { pages: second, assets: second, gone: () => false };
    await showBarcode(page).click();
    await expect.poll(loads).toBe(2);
    await showBarcode(page).click();
    await page.locator('svg[data-generated="barcode"]').waitFor();
    expect(loads()).toBe(2);
  });

  it('a part that stays missing: one reload, then the failure view with Retry, no loop', async () => {
    const formModule = /^assets\/BindCardForm-/;
    served = { pages: first, assets: first, gone: (file) => formModule.test(file) };
    const { page, loads } = await open(`/bindCard?productId=1001&${session}`);
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    expect(loads()).toBe(2);
    await page.waitForTimeout(1500);
    expect(loads()).toBe(2);
    served = { pages: first, assets: first, gone: () => false };
    await retry.click();
    await page.getByRole('tablist', { name: 'Account type' }).waitFor();
    expect(loads()).toBe(2);
  });
});

describe('HTML older than the scripts on the server', () => {
  it('reloads once onto the current HTML and works', async () => {
    let htmlServed = 0;
    served = {
      get pages() {
        htmlServed += 1;
        return htmlServed === 1 ? first : second;
      },
      assets: second,
      gone: () => false,
    };
    const { page, loads } = await open(`/orderDetail?${ids}&${session}`);
    await page
      .getByRole('button', { name: /Repayment|REPAY/ })
      .first()
      .waitFor();
    expect(loads()).toBe(2);
  });

  it('when it stays older: one reload, then the message with Retry instead of a placeholder', async () => {
    served = { pages: first, assets: second, gone: () => false };
    const { page, loads } = await open(`/orderDetail?${ids}&${session}`);
    await page.getByText(pageNotLoadedMessage).waitFor();
    expect(await page.locator('main[aria-busy="true"]').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(1);
    await saveScreenshot(page, 'page-not-loaded');
    await page.waitForTimeout(1500);
    expect(loads()).toBe(2);
  });
});
