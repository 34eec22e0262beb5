// A stale deploy in Chromium (shared/page/): a page open while a new build replaces the old one,
// and HTML older than the scripts on the server. The production build is served through the
// shipped nginx configuration (scripts/deploy/serve-nginx.ts) from a folder the test swaps under it, as a
// release swaps what the server serves, with the mock backend behind the API paths. The second
// deploy is the build with every hashed script renamed, as a build of other content renames them:
// made in a moment instead of built again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildInfoDir } from '../../scripts/build/build-info.ts';
import { serveWithNginx, type ServedSite } from '../../scripts/deploy/serve-nginx.ts';
import { pageNotLoadedMessage } from '../../shared/page/bootCheck.ts';
import {
  launchBrowser,
  type OpenedPage,
  newPhoneContext,
  saveScreenshot,
  session,
  watchErrors,
  closeTabs,
} from './harness.ts';

const dist = fileURLToPath(new URL('../../dist', import.meta.url));
let folder = '';
/** The deploys, each a folder: the build, the build renamed, and the first's HTML on the second. */
const deploys = { first: '', second: '', olderHtml: '' };
/** What nginx serves: a link the test points at one deploy or another. */
let live = '';
let site: ServedSite;
let browser: Browser;
const opened: OpenedPage[] = [];

/** Points the server at a deploy at once, as a release does (a link replaced in one step). */
function release(deploy: string): void {
  const next = `${live}.next`;
  fs.symlinkSync(deploy, next);
  fs.renameSync(next, live);
}

/** The build with every hashed script renamed (and every mention of it), in a folder of its own. */
function renamedBuild(from: string, to: string): string {
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

/** The second deploy's files with the first deploy's pages: a page cached from before. */
function withOlderHtml(first: string, second: string, to: string): string {
  fs.cpSync(second, to, { recursive: true });
  for (const file of fs.readdirSync(first).filter((name) => name.endsWith('.html')))
    fs.copyFileSync(path.join(first, file), path.join(to, file));
  return to;
}

beforeAll(async () => {
  if (!fs.existsSync(buildInfoDir(dist)))
    throw new Error('No build in dist/: run `npm run build`.');
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'stale-deploy-'));
  deploys.first = path.join(folder, 'first');
  fs.cpSync(dist, deploys.first, { recursive: true });
  deploys.second = renamedBuild(deploys.first, path.join(folder, 'second'));
  deploys.olderHtml = withOlderHtml(deploys.first, deploys.second, path.join(folder, 'older'));
  live = path.join(folder, 'live');
  fs.symlinkSync(deploys.first, live);
  // The policy piece of the build: the renamed scripts leave the pages' inline styles alone.
  fs.cpSync(buildInfoDir(dist), buildInfoDir(live), { recursive: true });
  [site, browser] = await Promise.all([serveWithNginx({ dist: live }), launchBrowser()]);
});
afterEach(() => closeTabs(opened));
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

/** Opens a path on the server in a fresh phone; counts the loads of the tab. */
async function open(address: string, beforeOpen?: (page: Page) => Promise<unknown>) {
  const context = await newPhoneContext(browser);
  const page = await context.newPage();
  const errors = watchErrors(page);
  opened.push({ page, context, errors, bridgeMessages: async () => [] });
  let loads = 0;
  page.on('load', () => (loads += 1));
  await beforeOpen?.(page);
  await page.goto(`${site.origin}${address}`);
  return { page, errors, loads: () => loads };
}

const ids = 'productId=1001&orderId=9001';
const showBarcode = (page: Page) => page.getByRole('button', { name: 'Show barcode' });

describe('a deploy while the page is open', () => {
  it('a part asked for afterwards: the page reloads once, onto the new deploy, and works', async () => {
    release(deploys.first);
    const { page, loads } = await open(`/repay?${ids}&${session}`);
    await showBarcode(page).waitFor();
    release(deploys.second);
    await showBarcode(page).click();
    await expect.poll(loads).toBe(2);
    await showBarcode(page).click();
    await page.locator('svg[data-generated="barcode"]').waitFor();
    expect(loads()).toBe(2);
  });

  it('a part that stays missing: one reload, then the failure view with Retry, no loop', async () => {
    release(deploys.first);
    // The bank form's files are gone from the server, as from a release that kept no old assets.
    const assets = path.join(deploys.first, 'assets');
    const aside = fs.mkdtempSync(path.join(folder, 'aside-'));
    const form = fs.readdirSync(assets).filter((file) => file.startsWith('BindCardForm-'));
    const move = (from: string, to: string) => {
      for (const file of form) fs.renameSync(path.join(from, file), path.join(to, file));
    };
    move(assets, aside);
    try {
      const { page, loads } = await open(`/bindCard?productId=1001&${session}`);
      const retry = page.getByRole('button', { name: 'Retry' });
      await retry.waitFor();
      // The reloaded page may draw Retry before its load event (its pictures still coming).
      await expect.poll(loads).toBe(2);
      await page.waitForTimeout(1500);
      expect(loads()).toBe(2);
      move(aside, assets);
      await retry.click();
      await page.getByRole('tablist', { name: 'Account type' }).waitFor();
      expect(loads()).toBe(2);
    } finally {
      if (fs.readdirSync(aside).length > 0) move(aside, assets);
    }
  });
});

describe('HTML older than the scripts on the server', () => {
  it('reloads once onto the current HTML and works', async () => {
    release(deploys.olderHtml);
    const address = `/orderDetail?${ids}&${session}`;
    // The page that was cached comes first; the release is finished by the time it reloads.
    const { page, loads } = await open(address, (tab) =>
      tab.route(
        `${site.origin}${address}`,
        async (route) => {
          const response = await route.fetch();
          release(deploys.second);
          await route.fulfill({ response });
        },
        { times: 1 },
      ),
    );
    await page
      .getByRole('button', { name: /Repayment|REPAY/ })
      .first()
      .waitFor();
    // The reloaded page may draw its buttons before its load event.
    await expect.poll(loads).toBe(2);
    await page.waitForTimeout(1500);
    expect(loads()).toBe(2);
  });

  it('when it stays older: one reload, then the message with Retry instead of a placeholder', async () => {
    release(deploys.olderHtml);
    const { page, loads } = await open(`/orderDetail?${ids}&${session}`);
    await page.getByText(pageNotLoadedMessage).waitFor();
    expect(await page.locator('main[aria-busy="true"]').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(1);
    await saveScreenshot(page, 'page-not-loaded');
    // The reloaded page may draw its message before its load event (its pictures still coming).
    await expect.poll(loads).toBe(2);
    await page.waitForTimeout(1500);
    expect(loads()).toBe(2);
  });
});
