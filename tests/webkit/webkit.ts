// The WebKit leg's browser: Debian's WebKitGTK (the engine of the iOS shell's WKWebView) driven
// through its W3C WebDriver, WebKitWebDriver, by selenium-webdriver. Its browser, MiniBrowser,
// draws on a display of Xvfb's. One browser and one window for the whole leg: a test opens page
// after page in it (WebKitTab.visit).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Capabilities, Session, WebDriver, type WebElement } from 'selenium-webdriver';
import type * as SeleniumHttp from 'selenium-webdriver/http';
import {
  type AxeViolation,
  type BridgeMessage,
  bodyValues,
  type EndpointCall,
  endpointOf,
  phoneViewport,
  runAxe,
} from '../browser/harness.ts';
import { inject } from 'vitest';
import type { EndpointName } from '../../shared/api/endpoints.ts';

// selenium-webdriver is CommonJS without an exports map: its HTTP client is required by file.
const { Executor, HttpClient } = createRequire(import.meta.url)(
  'selenium-webdriver/http/index.js',
) as typeof SeleniumHttp;

const driverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const xvfbPath = process.env.XVFB_PATH ?? '/usr/bin/Xvfb';
const miniBrowserPath =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** The longest a single step (a page, an element, a condition) may take, as in the Chromium leg. */
const stepTimeoutMs = 20_000;

/**
 * GTK's user style sheet for MiniBrowser: its toolbar shrunk to nothing, so the window can be as
 * narrow as a phone (GTK keeps it 447 px wide or more otherwise).
 */
const narrowToolbar =
  '* { min-width: 0; min-height: 0; margin: 0; padding: 0; border-width: 0; font-size: 1px; }';

export interface RunningWebKit {
  driverUrl: string;
  sessionId: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts Xvfb on a free display and resolves with its number once it takes clients. */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    // -displayfd: Xvfb picks a free display and writes its number to fd 3 once it is ready.
    const xvfb = spawn(
      xvfbPath,
      ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
      {
        stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
      },
    );
    let said = '';
    let errors = '';
    xvfb.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('\n')) resolve({ display: `:${said.trim()}`, process: xvfb });
    });
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb stopped (${code}): ${errors}`)));
  });
}

async function waitForDriver(url: string, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + stepTimeoutMs;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver stopped (${driver.exitCode})`);
    try {
      const status = (await (await fetch(`${url}/status`)).json()) as {
        value?: { ready?: boolean };
      };
      if (status.value?.ready) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`WebKitWebDriver did not answer at ${url} within ${stepTimeoutMs} ms`);
}

function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * Starts Xvfb, WebKitWebDriver and a session of MiniBrowser whose page is 390x844 CSS pixels, as
 * the phones the screens are designed for. `stop()` ends all three.
 */
export async function startWebKit(): Promise<RunningWebKit> {
  for (const [name, file] of [
    ['WebKitWebDriver', driverPath],
    ['Xvfb', xvfbPath],
    ['MiniBrowser', miniBrowserPath],
  ] as const) {
    if (!fs.existsSync(file)) {
      throw new Error(
        `${name} is missing (${file}): run \`bash scripts/install/install-webkit.sh\`.`,
      );
    }
  }
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'webkit-leg-'));
  fs.mkdirSync(path.join(home, 'config', 'gtk-3.0'), { recursive: true });
  fs.writeFileSync(path.join(home, 'config', 'gtk-3.0', 'gtk.css'), narrowToolbar);
  const xvfb = await startXvfb();
  const port = await freePort();
  const driverUrl = `http://127.0.0.1:${port}`;
  const driverProcess = spawn(driverPath, [`--port=${port}`], {
    stdio: 'ignore',
    env: {
      ...process.env,
      DISPLAY: xvfb.display,
      // Its settings, cache and data in a folder of this run's, removed at the end.
      XDG_CONFIG_HOME: path.join(home, 'config'),
      XDG_CACHE_HOME: path.join(home, 'cache'),
      XDG_DATA_HOME: path.join(home, 'data'),
    },
  });
  const stop = async () => {
    await kill(driverProcess);
    await kill(xvfb.process);
    // The browser's processes may still be writing their caches as they end.
    fs.rmSync(home, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
  };
  try {
    await waitForDriver(driverUrl, driverProcess);
    const driver = await WebDriver.createSession(
      new Executor(new HttpClient(driverUrl)),
      new Capabilities({
        'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation'] },
        pageLoadStrategy: 'normal',
      }),
    );
    await sizePage(driver);
    const sessionId = (await driver.getSession()).getId();
    return {
      driverUrl,
      sessionId,
      stop: async () => {
        await driver.quit().catch(() => {});
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Sizes the window so that its page is `size` CSS pixels (phoneViewport unless told): the window's
 * toolbar takes the rest.
 */
async function sizePage(
  driver: WebDriver,
  size: { width: number; height: number } = phoneViewport,
): Promise<void> {
  const { width, height } = size;
  const window = driver.manage().window();
  const inner = () => driver.executeScript<[number, number]>('return [innerWidth, innerHeight]');
  const rect = await window.getRect();
  const [innerWidth, innerHeight] = await inner();
  await window.setRect({
    x: 0,
    y: 0,
    width: rect.width + width - innerWidth,
    height: rect.height + height - innerHeight,
  });
  // The page is laid out at the new size a moment later.
  const deadline = Date.now() + stepTimeoutMs;
  let sized: [number, number] = [innerWidth, innerHeight];
  while (Date.now() < deadline) {
    sized = await inner();
    if (sized[0] === width && sized[1] === height) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`MiniBrowser's page is ${sized.join('x')}, not ${width}x${height}`);
}

/** X keeps a window under 32768 pixels: a longer page (a policy at 200 % text) is cut there. */
const longestPage = 32_000;

/**
 * The page's side of fullLengthScreenshot: every length given in screen heights (vh, svh, dvh, lvh)
 * in the page's style sheets becomes the pixels it is now, so a taller window draws the page as
 * the phone's screen does (the landing's sections are a screen tall).
 */
export function pinScreenHeights(): void {
  const screenHeight = innerHeight / 100;
  const pin = (value: string) =>
    value.replace(
      /(-?\d*\.?\d+)[sdl]?vh\b/g,
      (_unit, amount: string) => `${Number(amount) * screenHeight}px`,
    );
  const visit = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule) {
        for (const property of [...rule.style]) {
          const value = rule.style.getPropertyValue(property);
          if (/vh\b/.test(value)) {
            rule.style.setProperty(property, pin(value), rule.style.getPropertyPriority(property));
          }
        }
      }
      if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
    }
  };
  for (const sheet of document.styleSheets) visit(sheet.cssRules);
}

/**
 * A PNG of the page's full length: WebDriver shoots what the window shows, so the window is made
 * as tall as the page for the picture, and phone-sized again after; lengths in screen heights keep
 * the phone's (pinScreenHeights).
 */
export async function fullLengthScreenshot(driver: WebDriver): Promise<Buffer> {
  await driver.executeScript(`${keepNamesHelper}\n(${pinScreenHeights.toString()})();`);
  try {
    // A page whose length changes with the window's is measured again.
    for (let tries = 0; tries < 3; tries += 1) {
      const [length, shown] = await driver.executeScript<[number, number]>(
        'return [document.documentElement.scrollHeight, innerHeight]',
      );
      if (shown >= Math.min(length, longestPage)) break;
      await sizePage(driver, { width: phoneViewport.width, height: Math.min(length, longestPage) });
    }
    return Buffer.from(await driver.takeScreenshot(), 'base64');
  } finally {
    await sizePage(driver);
  }
}

/** The session started by startWebKit, from another process (a test worker). */
export function attachWebKit(driverUrl: string, sessionId: string): WebDriver {
  return new WebDriver(
    new Session(sessionId, new Capabilities()),
    new Executor(new HttpClient(driverUrl)),
  );
}

/** Where the WebKit leg's server answers its own requests (tests/webkit/server.ts). */
export const shellScriptPath = '/__webkit-shell.js';
export const wirePath = '/__wire';
/** axe-core's script: loaded by a script tag, WebKit keeps it compiled from page to page. */
export const axePath = '/__axe.js';

/** One request of the backend as the server received it. */
export interface ReceivedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** The body, base64. */
  body: string;
}

/** An endpoint call as it went over the wire, with its body's bytes (a multipart upload's). */
interface WireCall extends EndpointCall {
  bytes: Buffer;
}

/** A text, or a pattern the page matches, as the name of an element (see findNamed). */
type Name = string | RegExp;
type NameInPage = { text: string } | { source: string; flags: string };

const nameInPage = (name: Name | undefined): NameInPage | null =>
  name === undefined
    ? null
    : typeof name === 'string'
      ? { text: name }
      : { source: name.source, flags: name.flags };

/**
 * The page's side of WebKitTab.find: the first visible element matching the selector whose name
 * (aria-label, the text of its aria-labelledby or label, else its text, spaces collapsed) is the
 * text or matches the pattern.
 */
function findNamed(selector: string, name: NameInPage | null): Element | null {
  const squeeze = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (element: Element): string => {
    const label = element.getAttribute('aria-label');
    if (label) return squeeze(label);
    const by = element.getAttribute('aria-labelledby');
    if (by) {
      return squeeze(
        by
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      );
    }
    const labels = (element as HTMLInputElement).labels;
    if (labels?.[0]) return squeeze(shownText(labels[0]));
    return squeeze(shownText(element));
  };
  // Text hidden from assistive technology (aria-hidden) is not part of a name.
  const shownText = (node: Node): string =>
    node instanceof Element && node.getAttribute('aria-hidden') === 'true'
      ? ''
      : node.nodeType === Node.TEXT_NODE
        ? (node.textContent ?? '')
        : [...node.childNodes].map(shownText).join('');
  const matches = (text: string) =>
    !name || ('text' in name ? text === name.text : new RegExp(name.source, name.flags).test(text));
  return (
    [...document.querySelectorAll(selector)].find(
      (element) => element.getClientRects().length > 0 && matches(nameOf(element)),
    ) ?? null
  );
}

/** The page's side of WebKitTab.settled: data in, placeholders gone, fades and slides done. */
function pageSettled(): Promise<boolean> | boolean {
  if (document.readyState !== 'complete') return false;
  if (document.querySelector('main[aria-busy="true"]')) return false;
  const loading = [...document.querySelectorAll('[role="status"]')].some((element) =>
    /^Loading/.test(element.textContent ?? ''),
  );
  if (loading) return false;
  return Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation.timeline === document.timeline)
      .map((animation) => animation.finished.catch(() => undefined)),
  ).then(() => true);
}

/**
 * Keeps every error the page meets, before its scripts run (the server puts this first in every
 * page: WebKitWebDriver offers no init script and no console log): console.error, uncaught errors
 * and what failed to load. With reportUnhandledRejections and reportPolicyViolations after it,
 * unhandled rejections and policy violations are kept too.
 */
export function collectPageErrors() {
  const errors: string[] = [];
  Object.assign(window, { __pageErrors: errors });
  const text = (value: unknown) => (value instanceof Error ? value.message : String(value));
  const consoleError = console.error.bind(console);
  console.error = (...values: unknown[]) => {
    errors.push(values.map(text).join(' '));
    consoleError(...values);
  };
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof Element) {
        const address = target.getAttribute('src') ?? target.getAttribute('href') ?? '';
        errors.push(`Failed to load ${target.tagName.toLowerCase()} ${address}`);
      } else {
        errors.push(`Uncaught ${event.message}`);
      }
    },
    // Capturing: a picture or script that fails to load does not bubble its error.
    true,
  );
}

/** A function to run in the page; WebDriver hands it the arguments (an element for a WebElement). */
type PageFunction<T> = (...args: never[]) => T;

/** One window of the session that opens page after page: see openWebKitTab. */
export interface WebKitTab {
  driver: WebDriver;
  /** The site's address. */
  origin: string;
  /**
   * Opens a site path with nothing left from the page before (its storage and cookies cleared)
   * and waits for its data on screen.
   */
  visit(path: string): Promise<void>;
  /** Runs a function in the page (a promise it returns is awaited) and gives its result. */
  run<T>(fn: PageFunction<T> | string, ...args: unknown[]): Promise<Awaited<T>>;
  /** Waits until a function of the page gives something truthy, and gives it. */
  until<T>(what: string, fn: PageFunction<T>, ...args: unknown[]): Promise<Awaited<T>>;
  /** Waits for the first visible element matching the selector and name (see findNamed). */
  find(selector: string, name?: Name): Promise<WebElement>;
  /** Taps an element: a click in the middle of it, through the engine's own events. */
  tap(selector: string, name?: Name): Promise<void>;
  /** Types into a field, key by key. */
  type(selector: string, name: Name, keys: string): Promise<void>;
  /**
   * Sets a field's value as a picker would, with the events it sends: for a date field, whose
   * parts WebKit types into in the order of the locale, as Playwright's fill does in Chromium.
   */
  fill(selector: string, name: Name, value: string): Promise<void>;
  /** Two taps in a row, closer together than a person manages. */
  doubleTap(selector: string, name?: Name): Promise<void>;
  /** Waits until the page's address matches, then for its data on screen. */
  arrivedAt(address: RegExp): Promise<URL>;
  settled(): Promise<void>;
  /** The errors the page has met (collectPageErrors). */
  errors(): Promise<string[]>;
  bridgeMessages(): Promise<BridgeMessage[]>;
  /** axe-core's violations on the page as it is. */
  axe(): Promise<AxeViolation[]>;
  /** Starts recording the calls of the endpoints named; the function gives those made since. */
  recordWire(names: EndpointName | readonly EndpointName[]): Promise<() => Promise<WireCall[]>>;
}

/**
 * What a function's source may call once it is sent to a page: the TypeScript transform of a script
 * run by tsx names its functions through `__name`, which only this process defines.
 */
export const keepNamesHelper = 'const __name = (target) => target;';

export function openWebKitTab(driver: WebDriver, origin: string): WebKitTab {
  const run = <T>(fn: PageFunction<T> | string, ...args: unknown[]) =>
    driver.executeScript<Awaited<T>>(
      typeof fn === 'string'
        ? fn
        : `${keepNamesHelper}\nreturn (${fn.toString()}).apply(null, arguments);`,
      ...args,
    );

  async function until<T>(
    what: string,
    fn: PageFunction<T>,
    ...args: unknown[]
  ): Promise<Awaited<T>> {
    const deadline = Date.now() + stepTimeoutMs;
    let lastError: unknown;
    while (Date.now() < deadline) {
      try {
        const value = await run(fn, ...args);
        if (value) return value;
      } catch (error) {
        // A page that is leaving answers nothing: asked again once the next one is there.
        lastError = error;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(
      `Waited ${stepTimeoutMs} ms for ${what}${lastError ? ` (${String(lastError)})` : ''}`,
    );
  }

  const find = (selector: string, name?: Name) =>
    until(
      `${selector}${name === undefined ? '' : ` named ${String(name)}`}`,
      findNamed,
      selector,
      nameInPage(name),
    ) as unknown as Promise<WebElement>;

  const settled = async () => {
    await until('the page to settle', pageSettled);
  };

  async function received(): Promise<ReceivedCall[]> {
    return (await (await fetch(`${origin}${wirePath}`)).json()) as ReceivedCall[];
  }

  return {
    driver,
    origin,
    async visit(path) {
      const here = await driver.getCurrentUrl();
      if (here.startsWith(origin)) {
        await run(() => {
          localStorage.clear();
          sessionStorage.clear();
        }).catch(() => {});
        await driver.manage().deleteAllCookies();
      }
      await driver.get('about:blank');
      await driver.get(`${origin}${path}`);
      await settled();
    },
    run,
    until,
    find,
    async tap(selector, name) {
      const element = await find(selector, name);
      // A radio or checkbox drawn by its label (the input itself hidden) takes the tap there.
      const target = await run(
        (found: HTMLInputElement) => found.closest('label') ?? found,
        element,
      );
      await (target as unknown as WebElement).click();
    },
    async type(selector, name, keys) {
      await (await find(selector, name)).sendKeys(keys);
    },
    async fill(selector, name, value) {
      await run(
        (field: HTMLInputElement, wanted: string) => {
          // The prototype's setter: the one React watches for is the element's own.
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
            field,
            wanted,
          );
          field.dispatchEvent(new Event('input', { bubbles: true }));
          field.dispatchEvent(new Event('change', { bubbles: true }));
        },
        await find(selector, name),
        value,
      );
    },
    async doubleTap(selector, name) {
      const element = await find(selector, name);
      await driver.actions().doubleClick(element).perform();
    },
    async arrivedAt(address) {
      const deadline = Date.now() + stepTimeoutMs;
      for (;;) {
        const url = new URL(await driver.getCurrentUrl());
        if (address.test(url.href)) break;
        if (Date.now() > deadline) throw new Error(`Waited for ${address}, still at ${url.href}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await settled();
      return new URL(await driver.getCurrentUrl());
    },
    settled,
    errors: () =>
      run(
        () => (window as unknown as { __pageErrors?: string[] }).__pageErrors ?? ['no collector'],
      ),
    bridgeMessages: () =>
      run(
        () => (window as unknown as { __bridgeMessages?: BridgeMessage[] }).__bridgeMessages ?? [],
      ),
    async axe() {
      await run(
        (address: string) =>
          new Promise((resolve, reject) => {
            const script = document.createElement('script');
            script.src = address;
            script.onload = resolve;
            script.onerror = () => reject(new Error(`${address} did not load`));
            document.head.append(script);
          }),
        axePath,
      );
      return run(runAxe);
    },
    async recordWire(names) {
      const wanted = new Set<string>(typeof names === 'string' ? [names] : names);
      const from = (await received()).length;
      return async () =>
        (await received()).slice(from).flatMap((call) => {
          const url = new URL(call.url, origin);
          const endpoint = endpointOf(url);
          if (!endpoint || !wanted.has(endpoint)) return [];
          const bytes = Buffer.from(call.body, 'base64');
          return [
            {
              endpoint,
              path: url.pathname,
              query: Object.fromEntries(url.searchParams),
              body: bodyValues(call.headers['content-type'] ?? '', bytes.toString('utf8')),
              headers: call.headers,
              bytes,
            },
          ];
        });
    },
  };
}

/** The leg's one window, for a test file: the session the global setup started, on the site. */
export function webkitTab(): WebKitTab {
  return openWebKitTab(
    attachWebKit(inject('webkitDriverUrl'), inject('webkitSessionId')),
    inject('baseUrl'),
  );
}
