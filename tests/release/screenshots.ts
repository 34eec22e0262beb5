// Screenshots of every screen for a person to look at before a release: every built page as the
// shell opens it, plus a few order states, an empty list, a failure view and the pages that need
// more than the ids to show their content, each at 390x844 and at 200 % text, so two builds can be
// compared side by side, and the two engines of the shells: Chromium (Android's web view) by
// default, WebKit (iOS's WKWebView) with `--engine webkit`, through WebKitWebDriver. For each:
//   <name>-screen.png, <name>-200-screen.png  the first screen, what the phone shows on arrival
//                                             (the 390x844 viewport; a fixed bar at its bottom);
//   <name>.png, <name>-200.png                the full length, drawn in a window as tall as the
//                                             page, so a fixed bar is at the page's end, where
//                                             the phone shows it once scrolled there.
// Usage: npm run build:staging && npm run preview:staging, then
//        npm run screenshots -- --base http://127.0.0.1:4180 --out test-results/screens
//        [--engine webkit]
// (the staging build's mock backend answers every call and reads `?mock=`).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import {
  animationsDone,
  closeLaunchedBrowsers,
  doubleTextSize,
  launchBrowser,
  newPhoneContext,
} from '../browser/harness.ts';
import {
  fullLengthScreenshot,
  keepNamesHelper,
  openWebKitTab,
  pinScreenHeights,
  startWebKit,
  type WebKitTab,
  attachWebKit,
} from '../webkit/webkit.ts';
import { type Shot, shotList } from './screenList.ts';

/** Opens one address, waits for its data, and saves `<name>.png` and `<name>-200.png`. */
async function shoot(browser: Browser, base: string, out: string, shot: Shot): Promise<void> {
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(`${base}${shot.address}`, { waitUntil: 'load' });
    await page.locator('main[aria-busy="true"]').waitFor({ state: 'detached', timeout: 30_000 });
    await paintOffscreen(page);
    await animationsDone(page);
    await page.screenshot({ path: path.join(out, `${shot.name}-screen.png`) });
    await fullLength(page, path.join(out, `${shot.name}.png`));
    await doubleTextSize(page);
    await animationsDone(page);
    await page.screenshot({ path: path.join(out, `${shot.name}-200-screen.png`) });
    await fullLength(page, path.join(out, `${shot.name}-200.png`));
  } finally {
    await context.close();
  }
}

/** A longer page is cut here (CSS px): the picture stays within what Chromium draws in one go. */
const longestPage = 16_000;

/**
 * The page's full length in a viewport made as tall as the page (lengths in screen heights kept
 * at the phone's: pinScreenHeights), so a bar fixed to the screen's bottom is drawn at the page's
 * end, not over its middle as a scrolled capture draws it; phone-sized again after.
 */
async function fullLength(page: Page, file: string): Promise<void> {
  const phone = page.viewportSize();
  await inPage(page, pinScreenHeights);
  try {
    // A page whose length changes with the viewport's is measured again.
    for (let tries = 0; tries < 3; tries += 1) {
      const [length, shown] = await page.evaluate(() => [
        document.documentElement.scrollHeight,
        innerHeight,
      ]);
      if (!phone || shown >= Math.min(length, longestPage)) break;
      await page.setViewportSize({ width: phone.width, height: Math.min(length, longestPage) });
    }
    await animationsDone(page);
    await page.screenshot({ path: file, timeout: 60_000 });
  } finally {
    if (phone) await page.setViewportSize(phone);
  }
}

/**
 * Runs a function of this file in the page: tsx names the functions it compiles through `__name`,
 * which the page has not got (keepNamesHelper gives it one).
 */
function inPage<T>(page: Page, fn: () => T): Promise<Awaited<T>> {
  return page.evaluate(`(() => { ${keepNamesHelper}\n return (${fn.toString()})(); })()`);
}

/** The same in WebKit: one window, opened at each address in turn (see WebKitTab.visit). */
async function shootInWebKit(tab: WebKitTab, out: string, shot: Shot): Promise<void> {
  const firstScreen = async (file: string) =>
    fs.writeFileSync(file, Buffer.from(await tab.driver.takeScreenshot(), 'base64'));
  await tab.visit(shot.address);
  await tab.run(paintOffscreenInPage);
  await tab.settled();
  await firstScreen(path.join(out, `${shot.name}-screen.png`));
  fs.writeFileSync(path.join(out, `${shot.name}.png`), await fullLengthScreenshot(tab.driver));
  await tab.run(() => {
    document.documentElement.style.fontSize = '200%';
  });
  await tab.settled();
  await firstScreen(path.join(out, `${shot.name}-200-screen.png`));
  fs.writeFileSync(path.join(out, `${shot.name}-200.png`), await fullLengthScreenshot(tab.driver));
}

/**
 * Paints what the browser leaves for later while it is off screen: sections of long documents
 * (`content-visibility: auto`), lazy pictures (product logos) and lazy frames (the landing's
 * policy), which a full-page picture would show blank or as placeholders.
 */
function paintOffscreen(page: Page): Promise<unknown> {
  return inPage(page, paintOffscreenInPage);
}

function paintOffscreenInPage(): Promise<unknown> {
  for (const element of document.querySelectorAll<HTMLElement>('body *')) {
    if (getComputedStyle(element).contentVisibility === 'auto') {
      element.style.contentVisibility = 'visible';
    }
  }
  const frames = [...document.querySelectorAll('iframe')].map((frame) => {
    const loaded = () => {
      try {
        const inside = frame.contentDocument;
        return inside?.readyState === 'complete' && inside.URL !== 'about:blank';
      } catch {
        // Another origin's frame: nothing to read, nothing to wait for.
        return true;
      }
    };
    frame.loading = 'eager';
    if (loaded()) return undefined;
    return new Promise((settled) => {
      frame.addEventListener('load', settled, { once: true });
      setTimeout(settled, 5_000);
    });
  });
  return Promise.all([
    ...frames,
    ...[...document.images].map(async (image) => {
      image.loading = 'eager';
      // A lazy picture only now asked for: decode() alone may settle before it has arrived.
      if (!image.complete) {
        await new Promise((settled) => {
          image.addEventListener('load', settled, { once: true });
          image.addEventListener('error', settled, { once: true });
        });
      }
      await image.decode().catch(() => undefined);
    }),
  ]);
}

/** Shoots every address with the engine asked for, and ends the browser. */
async function shootAll(root: string, shoot: (shot: Shot) => Promise<void>): Promise<string[]> {
  const failed: string[] = [];
  // One page at a time: the machine is shared and pictures need no hurry.
  for (const shot of shotList(root)) {
    try {
      await shoot(shot);
      console.log(`${shot.name}.png`);
    } catch (error) {
      failed.push(`${shot.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return failed;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      base: { type: 'string' },
      out: { type: 'string' },
      engine: { type: 'string', default: 'chromium' },
    },
  });
  if (!values.base || !values.out || !['chromium', 'webkit'].includes(values.engine)) {
    throw new Error('Usage: screenshots --base <url> --out <dir> [--engine chromium|webkit]');
  }
  const base = values.base.replace(/\/$/, '');
  const out = path.resolve(values.out);
  fs.mkdirSync(out, { recursive: true });
  const root = fileURLToPath(new URL('../..', import.meta.url));
  let failed: string[];
  if (values.engine === 'webkit') {
    const webkit = await startWebKit();
    try {
      const tab = openWebKitTab(attachWebKit(webkit.driverUrl, webkit.sessionId), base);
      failed = await shootAll(root, (shot) => shootInWebKit(tab, out, shot));
    } finally {
      await webkit.stop();
    }
  } else {
    const browser = await launchBrowser();
    try {
      failed = await shootAll(root, (shot) => shoot(browser, base, out, shot));
    } finally {
      // The harness shares its browser between test files; this script is done with it.
      await closeLaunchedBrowsers();
    }
  }
  if (failed.length) {
    console.error(`Not saved:\n${failed.join('\n')}`);
    process.exitCode = 1;
  }
}

await main();
