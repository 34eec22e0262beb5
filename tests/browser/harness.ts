// The one browser-test setup: Debian's Chromium through playwright-core, a phone-sized page, a
// record of console errors, unhandled rejections and policy violations, a stub native shell that
// records every bridge message, and the backend's calls answered or recorded by endpoint name
// (contract §2), so no test spells a wire path.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
  type Route,
} from 'playwright-core';
import type { AxeResults, RunOptions } from 'axe-core';
import { inject } from 'vitest';
import { paddedTable } from '../../scripts/docs/markdown-table.ts';
import { type EndpointName, endpoints, wirePath } from '../../shared/api/endpoints.ts';
import { defaultConfig } from '../../shared/config/config.ts';
import { doubleTapMs } from '../../shared/hooks/usePendingAction.ts';
import { failureCodes, successCodes } from '../../shared/mock/failures.ts';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The browsers launched in this worker, by their options: the test files of a worker share them. */
const launched = new Map<string, Promise<Browser>>();

/**
 * Headless Chromium, launched once per worker and kind and shared by the files the worker runs one
 * after another (a launch costs a second or more of CPU). Each file gets the same browser; its
 * `close()` closes the contexts the file opened and leaves the browser for the next file. Playwright
 * gives a launch a new, empty profile and turns the back-forward cache off by default;
 * `backForwardCache` keeps it on, as on a phone.
 */
export async function launchBrowser({ backForwardCache = false } = {}): Promise<Browser> {
  const key = backForwardCache ? 'backForwardCache' : 'default';
  let browser = launched.get(key);
  if (!browser) {
    browser = chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      ...(backForwardCache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    launched.set(key, browser);
    // A browser that crashed is launched afresh for the next file.
    void browser.then((ready) => ready.on('disconnected', () => launched.delete(key)));
  }
  const shared = await browser;
  const closeContexts = async () => {
    await Promise.all(shared.contexts().map((context) => context.close().catch(() => {})));
  };
  return new Proxy(shared, {
    get(target, property) {
      if (property === 'close') return closeContexts;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

/** Closes every browser this process launched: for a script, whose process ends only then. */
export async function closeLaunchedBrowsers(): Promise<void> {
  const browsers = [...launched.values()];
  launched.clear();
  await Promise.all(browsers.map(async (browser) => (await browser).close()));
}

export const phoneViewport = { width: 390, height: 844 };

export interface BridgeMessage {
  command: string;
  payload: unknown;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  /** Messages the page sent to the stub iOS shell. */
  bridgeMessages(): Promise<BridgeMessage[]>;
}

/**
 * Stands in for the iOS shell: every `window.webkit.messageHandlers[cmd].postMessage` is recorded.
 * Runs in the page before its scripts (an init script here, the WebKit leg's injected script).
 */
export function installShellStub() {
  const messages: { command: string; payload: unknown }[] = [];
  Object.assign(window, {
    __bridgeMessages: messages,
    webkit: {
      messageHandlers: new Proxy(
        {},
        {
          get: (_target, command) => ({
            postMessage: (payload: unknown) => messages.push({ command: String(command), payload }),
          }),
        },
      ),
    },
  });
}

/**
 * React's hydration complaints, from every page opened: a dev build's text, a production build's
 * numbered errors (418-425: the server markup did not match), and the page's own report when React
 * had to render afresh. tests/browser/setup.ts fails the test that saw any.
 */
const hydrationPattern = /hydrat|Minified React error #4(1[89]|2[0-5])\b/i;
export const hydrationWarnings: string[] = [];

function recordHydrationWarning(text: string, page: Page | null): void {
  if (hydrationPattern.test(text)) hydrationWarnings.push(`${page?.url() ?? ''}: ${text}`);
}

/**
 * Content-Security-Policy violations, from every page opened: the report of an init script and
 * Chromium's own "Refused to ... Content Security Policy" messages. tests/browser/setup.ts fails
 * the test that saw any; the page's own `errors` have them too.
 */
const violationPattern = /Content Security Policy|Content-Security-Policy violation/;
export const policyViolations: string[] = [];

function recordPolicyViolation(text: string, page: Page | null): void {
  if (violationPattern.test(text)) policyViolations.push(`${page?.url() ?? ''}: ${text}`);
}

/** Logs every Content-Security-Policy violation of the page as a console error. */
export function reportPolicyViolations() {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(
      `Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
    );
  });
}

/** Reports a promise nobody handled as a console error, whatever the browser logs of it. */
export function reportUnhandledRejections() {
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    console.error(
      `Unhandled rejection: ${reason instanceof Error ? reason.message : String(reason)}`,
    );
  });
}

/** The longest a single step (a navigation, a tap, a wait for an element) may take. */
const stepTimeoutMs = 20_000;

/**
 * A browser context whose every page reports React hydration warnings (hydrationWarnings) and
 * Content-Security-Policy violations (policyViolations), and logs unhandled rejections and
 * violations as console errors.
 */
async function newWatchedContext(
  browser: Browser,
  options: BrowserContextOptions,
): Promise<BrowserContext> {
  // The service worker would precache the whole build in every test's fresh context: only the
  // tests of the worker itself let it run (serviceWorker.test.ts).
  const context = await browser.newContext({ serviceWorkers: 'block', ...options });
  // A wait that never ends fails by itself, naming the element or page it waited for, before the
  // test's own 30 s (which would only say that the test ran out of time).
  context.setDefaultTimeout(stepTimeoutMs);
  context.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      recordHydrationWarning(message.text(), message.page());
    }
    if (message.type() === 'error') recordPolicyViolation(message.text(), message.page());
  });
  context.on('weberror', (error) => recordHydrationWarning(error.error().message, error.page()));
  await context.addInitScript(reportUnhandledRejections);
  await context.addInitScript(reportPolicyViolations);
  return context;
}

/** A phone-sized browser context that reports hydration warnings (see newWatchedContext). */
export function newPhoneContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return newWatchedContext(browser, {
    viewport: phoneViewport,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    ...options,
  });
}

/**
 * Collects a page's console errors and uncaught errors (unhandled rejections among them, in a
 * watched context).
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The borrower's text at 200%: the root font size set through the DOM, as the page's policy
 * allows (it refuses a style tag injected into the page).
 */
export async function doubleTextSize(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
}

/** The shell's common query parameters, as a signed-in iOS borrower's page receives them. */
export const commonQuery = {
  sessionId: 's-1',
  userId: 'u-7',
  deviceId: 'd-3',
  appVersion: '2.4.0',
  clientType: 'ios',
} as const;

/** commonQuery as it rides in an address. */
export const session = new URLSearchParams(commonQuery).toString();

/** Where the browser tests leave the screenshots a person looks at before a page ships. */
const screenshotDir = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

/**
 * Saves the page as test-results/screenshots/<name>.png, its full length unless told, when the run
 * asks for them (SCREENSHOTS=1): a full-page picture costs a busy machine a second or more, and
 * nothing in the run reads it.
 */
/**
 * The page's fades and slides have finished. An animation whose element leaves the page (a
 * placeholder replaced, a dialog closed) is cancelled: its `finished` rejects, and there is nothing
 * left to wait for.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    // Only the ones that run in time: one that follows the scroll ends only when the page does.
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.timeline === document.timeline)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

export async function saveScreenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  if (!process.env.SCREENSHOTS) return;
  // The picture shows what the borrower reads, once fades and slides are done.
  await animationsDone(page);
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage });
}

export function siteUrl(path: string): string {
  return `${inject('baseUrl')}${path}`;
}

export interface OpenOptions {
  /** Stands in for the iOS shell and records its bridge messages. */
  shell?: boolean;
  javaScript?: boolean;
  /**
   * How far the page loads before the call returns. Unless told, its `load` and then its data on
   * screen (pageSettled): what the test goes on to check is waited for by the check itself.
   */
  waitUntil?: 'commit' | 'domcontentloaded' | 'load' | 'networkidle';
  /** Runs before the page is opened: answer or record endpoints here to catch its first call. */
  beforeOpen?: (page: Page) => Promise<unknown>;
}

/**
 * The page's first answer is on screen: its loading state (`<main aria-busy="true">`, which
 * PageState draws and the prerendered HTML carries) is gone. Waiting for this rather than for the
 * network to go quiet costs no idle half second per page, and waits as long as a busy machine
 * needs.
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.locator('main[aria-busy="true"]').waitFor({ state: 'detached' });
}

/**
 * Closes the tabs a test opened, once it ends (each file's afterEach): a tab left open goes on
 * running its timers, animations and fetches beside the next test's, on the same two cores.
 */
export async function closeTabs(opened: Pick<OpenedPage, 'context'>[]): Promise<void> {
  await Promise.all(opened.splice(0).map(({ context }) => context.close().catch(() => {})));
}

/** Opens a site path in a fresh phone-sized tab of its own context. */
export async function openPage(
  browser: Browser,
  path: string,
  options: OpenOptions = {},
): Promise<OpenedPage & { status: number | undefined }> {
  const context = await newPhoneContext(browser, { javaScriptEnabled: options.javaScript ?? true });
  const page = await context.newPage();
  if (options.shell) await page.addInitScript(installShellStub);
  return goTo(page, context, siteUrl(path), options);
}

/**
 * Opens an address in a tab (after `beforeOpen`), recording its errors, and waits as openPage
 * says: unless told, its load and then its data on screen.
 */
async function goTo(
  page: Page,
  context: BrowserContext,
  address: string,
  options: Pick<OpenOptions, 'javaScript' | 'waitUntil' | 'beforeOpen'>,
): Promise<OpenedPage & { status: number | undefined }> {
  const errors = watchErrors(page);
  await options.beforeOpen?.(page);
  const response = await page.goto(address, { waitUntil: options.waitUntil ?? 'load' });
  if (!options.waitUntil && options.javaScript !== false) await pageSettled(page);
  return {
    page,
    context,
    errors,
    status: response?.status(),
    bridgeMessages: () =>
      page.evaluate(
        () => (window as unknown as { __bridgeMessages?: BridgeMessage[] }).__bridgeMessages ?? [],
      ),
  };
}

/** A tab that opens page after page: see openVisitTab. */
export interface VisitTab {
  /** Opens a site path in the tab, as openPage does, with nothing left from the visit before. */
  visit(
    path: string,
    options?: Pick<OpenOptions, 'waitUntil' | 'beforeOpen'>,
  ): Promise<OpenedPage & { status: number | undefined }>;
  close(): Promise<void>;
}

/** Events a test may listen to on a visit's page; the next visit starts without them. */
const visitEvents = [
  'console',
  'pageerror',
  'request',
  'requestfinished',
  'requestfailed',
  'response',
  'dialog',
  'popup',
  'framenavigated',
  'load',
  'domcontentloaded',
] as const;

/**
 * One phone-sized tab that opens page after page, for tests that read what a page shows: on this
 * two-core machine a visit costs about a third of the CPU of a fresh context and tab (0.7 s
 * against 1.9 s), and the browser run is bound by CPU. Before each visit the tab leaves the page
 * it was on, its routes and listeners go, the site's storage and cookies are cleared and the
 * network is back online; the HTTP cache is off, so each visit fetches what a first visit does. A
 * test that adds init scripts, opens other tabs, or goes back and forward uses openPage.
 */
export async function openVisitTab(
  browser: Browser,
  options: Pick<OpenOptions, 'shell' | 'javaScript'> & {
    /** Runs once, before the first visit: init scripts added here run on every visit. */
    prepare?: (page: Page) => Promise<unknown>;
    /** The site the visited paths are on; unless told, the one the browser tests serve. */
    origin?: string;
  } = {},
): Promise<VisitTab> {
  const context = await newPhoneContext(browser, { javaScriptEnabled: options.javaScript ?? true });
  const page = await context.newPage();
  if (options.shell) await page.addInitScript(installShellStub);
  await options.prepare?.(page);
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
  const origin = options.origin ?? new URL(siteUrl('/')).origin;

  async function leave(): Promise<void> {
    for (const event of visitEvents) page.removeAllListeners(event);
    await Promise.all([
      page.unrouteAll({ behavior: 'ignoreErrors' }),
      context.unrouteAll({ behavior: 'ignoreErrors' }),
    ]);
    await context.setOffline(false);
    if (page.url().startsWith(origin)) {
      await page
        .evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        })
        .catch(() => {});
    }
    await context.clearCookies();
    await page.goto('about:blank');
  }

  return {
    async visit(path, visitOptions = {}) {
      await leave();
      return goTo(page, context, `${origin}${path}`, {
        ...visitOptions,
        javaScript: options.javaScript,
      });
    },
    close: () => context.close().catch(() => {}),
  };
}

/** An endpoint's path on the wire under the build's default configuration (contract §2). */
export function endpointPath(name: EndpointName): string {
  return wirePath(endpoints[name], defaultConfig);
}

/** Every endpoint of the table, for recording any backend call. */
export const everyEndpoint = Object.keys(endpoints) as readonly EndpointName[];

/** The endpoint an address calls, by its wire path; undefined for anything else. */
export function endpointOf(address: string | URL): EndpointName | undefined {
  const { pathname } = new URL(address);
  return everyEndpoint.find((name) => endpointPath(name) === pathname);
}

/** Matches the requests of the endpoints named, whatever their query. */
function endpointMatcher(names: EndpointName | readonly EndpointName[]): (url: URL) => boolean {
  const paths = new Set((typeof names === 'string' ? [names] : names).map(endpointPath));
  return (url) => paths.has(url.pathname);
}

/** How an endpoint answers in place of the mock backend. */
export type EndpointFault =
  /** This HTTP status with an HTML body and no envelope. */
  | { status: number }
  /** The endpoint family's failure code with this server message. */
  | { businessMessage: string }
  /** HTTP 200 with a body cut off mid-JSON. */
  | { malformedJson: true }
  /** A success envelope carrying this data (null, {}). */
  | { data: unknown }
  /** No answer at all: the connection fails. */
  | { abort: true }
  /** The request reaches the backend, which acts on it, but its answer is lost on the way back. */
  | { lostAnswer: true }
  /**
   * The backend's own answer, this many milliseconds late, and not before `heldUntil` settles
   * (a test that checks the page while the call is out, however late a busy machine lets it).
   */
  | { delayMs: number; heldUntil?: Promise<unknown> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answer(route: Route, name: EndpointName, fault: EndpointFault): Promise<void> {
  const { success } = endpoints[name];
  const json = (body: unknown) => route.fulfill({ json: body });
  if ('status' in fault) {
    await route.fulfill({
      status: fault.status,
      contentType: 'text/html',
      body: '<html><body><h1>Internal Server Error</h1></body></html>',
    });
  } else if ('businessMessage' in fault) {
    await json({ code: failureCodes[success], message: fault.businessMessage, data: null });
  } else if ('malformedJson' in fault) {
    await route.fulfill({
      contentType: 'application/json',
      body: `{"code":${JSON.stringify(successCodes[success])},"message":"success","data":{"li`,
    });
  } else if ('data' in fault) {
    await json({ code: successCodes[success], message: 'success', data: fault.data });
  } else if ('abort' in fault) {
    await route.abort('failed');
  } else if ('lostAnswer' in fault) {
    await route.fetch();
    await route.abort('failed');
  } else {
    await Promise.all([sleep(fault.delayMs), fault.heldUntil]);
    await route.fallback();
  }
}

/**
 * Answers every call of one endpoint with a fault instead of the mock backend, from now until the
 * returned function removes it (then the backend answers again). A page closed while a delayed
 * answer waits is not an error.
 */
export async function routeEndpoint(
  target: Page | BrowserContext,
  name: EndpointName,
  fault: EndpointFault,
): Promise<() => Promise<void>> {
  const matcher = endpointMatcher(name);
  const handler = (route: Route) => answer(route, name, fault).catch(() => {});
  await target.route(matcher, handler);
  return () => target.unroute(matcher, handler);
}

/** One call to an endpoint as it went over the wire. */
export interface EndpointCall {
  endpoint: EndpointName;
  path: string;
  /** The query string's values (the common parameters ride here). */
  query: Record<string, string>;
  /** The form or JSON body's values, as text ({} for a GET). */
  body: Record<string, string>;
  /** The request's headers, names in lower case. */
  headers: Record<string, string>;
}

/** A form body's values, or a JSON body's (the promotion calls) with each value as text. */
export function bodyValues(type: string, body: string | null): Record<string, string> {
  if (!body) return {};
  if (type.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(body));
  }
  if (type.includes('application/json')) {
    try {
      const value: unknown = JSON.parse(body);
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, String(item)]));
      }
    } catch {
      // Not JSON after all: nothing to read.
    }
  }
  return {};
}

/**
 * Records, in order, every call of the endpoints named from now on, each still answered as it
 * would be otherwise (by a fault routed earlier, else the backend). Recorded at interception: a
 * request event does not carry the streamed form body.
 */
export async function recordEndpoint(
  target: Page | BrowserContext,
  names: EndpointName | readonly EndpointName[],
): Promise<EndpointCall[]> {
  const calls: EndpointCall[] = [];
  await target.route(endpointMatcher(names), async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const type = request.headers()['content-type'] ?? '';
    const endpoint = endpointOf(url);
    if (endpoint) {
      calls.push({
        endpoint,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: bodyValues(type, request.postData()),
        headers: request.headers(),
      });
    }
    await route.fallback();
  });
  return calls;
}

/** One multipart part of an upload: its field name, file name, type, size and bytes. */
export interface MultipartPart {
  name: string;
  filename: string;
  type: string;
  bytes: number;
  content: Buffer;
}

/** Reads the parts of a multipart body, given its Content-Type, as the server would. */
export function multipartParts(contentType: string, body: Buffer): MultipartPart[] {
  const boundary = /boundary=(.+)$/.exec(contentType)?.[1] ?? '';
  const text = body.toString('latin1');
  return text
    .split(`--${boundary}`)
    .filter((part) => part.includes('Content-Disposition'))
    .map((part) => {
      const [head = '', ...rest] = part.split('\r\n\r\n');
      const content = rest.join('\r\n\r\n').replace(/\r\n$/, '');
      return {
        name: /name="([^"]*)"/.exec(head)?.[1] ?? '',
        filename: /filename="([^"]*)"/.exec(head)?.[1] ?? '',
        type: /Content-Type: (.+)/i.exec(head)?.[1]?.trim() ?? '',
        bytes: Buffer.byteLength(content, 'latin1'),
        content: Buffer.from(content, 'latin1'),
      };
    });
}

/** One axe-core violation: its rule, how much it matters, and where on the page it is. */
export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

const axeImpacts = ['critical', 'serious', 'moderate', 'minor'] as const;
const blockingImpacts = new Set<string>(['critical', 'serious']);
let axeSource: string | undefined;

/**
 * Runs axe-core in the page and returns its violations. Evaluated through the test tool, which the
 * page's Content-Security-Policy does not govern: a script tag of it would be refused.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeScript());
  return page.evaluate(runAxe);
}

/** axe-core's script, to be evaluated in a page. */
export function axeScript(): string {
  axeSource ??= fs.readFileSync(
    createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
    'utf8',
  );
  return axeSource;
}

/** The page's side of axeViolations, once axeScript has run in it. */
export async function runAxe(): Promise<AxeViolation[]> {
  const { axe } = window as unknown as {
    axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
  };
  const results = await axe.run(document, { resultTypes: ['violations'] });
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? 'minor',
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** The serious and critical violations, one line each, as a failing test prints them. */
export function blockingViolations(violations: readonly AxeViolation[]): string[] {
  return violations
    .filter((violation) => blockingImpacts.has(violation.impact))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}) at ${violation.targets.join(' | ')}: ${violation.help}`,
    );
}

/** The release notes' table of violations by impact, one row per page state ('not run' if none). */
export function axeSummary(
  labels: readonly string[],
  found: ReadonlyMap<string, readonly AxeViolation[]>,
): string {
  const rows = labels.map((label) => {
    const violations = found.get(label);
    if (!violations) return [label, ...axeImpacts.map(() => '-'), 'not run'];
    const count = (impact: string) =>
      String(violations.filter((violation) => violation.impact === impact).length);
    return [label, ...axeImpacts.map(count), violations.map((v) => v.id).join(', ')];
  });
  const { version } = createRequire(import.meta.url)('axe-core/package.json') as {
    version: string;
  };
  return `Accessibility (axe-core ${version}): violations by impact\n${paddedTable(
    ['page/state', ...axeImpacts, 'rules'],
    rows,
  )}`;
}

/** The page as the borrower sees it: data in, placeholders gone, fades and slides finished. */
export async function settled(page: Page): Promise<void> {
  await pageSettled(page);
  await page
    .getByRole('status')
    .filter({ hasText: /^Loading/ })
    .waitFor({ state: 'detached' });
  await animationsDone(page);
}

/**
 * Tags every element the parser made from the page's HTML, once parsing ends and before its module
 * scripts run (the document turns 'interactive' first); call before the page opens.
 */
export async function tagParsedElements(page: Page): Promise<void> {
  await page.addInitScript(tagElementsOnceParsed);
}

/** The page's side of tagParsedElements, run before the page's own scripts. */
export function tagElementsOnceParsed() {
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    for (const element of document.querySelectorAll('#root *')) {
      (element as Element & { fromHtml?: boolean }).fromHtml = true;
    }
  });
}

/**
 * Whether the heading and the first element of each hydrated island are still the ones parsed from
 * the HTML (tagParsedElements): React hydrated them instead of drawing them afresh.
 */
export function parsedElementsKept(page: Page): Promise<boolean[]> {
  return page.evaluate(readParsedElementsKept);
}

/** The page's side of parsedElementsKept. */
export function readParsedElementsKept(): boolean[] {
  const fromHtml = (element: Element | null) =>
    (element as (Element & { fromHtml?: boolean }) | null)?.fromHtml === true;
  const watched = [
    document.querySelector('h1'),
    ...[...document.querySelectorAll('[data-island]')].map((island) => island.firstElementChild),
  ];
  return watched.map(fromHtml);
}

/**
 * What breaks at a large text size: whether the page scrolls sideways, and every visible control
 * smaller than a 48px tap target (its markup's start and size). A field inside its label takes the
 * tap on the whole label (the form kit's checkbox row), so the label is what is measured.
 */
export function largeTextLayout(page: Page): Promise<{ sideways: boolean; tooSmall: string[] }> {
  return page.evaluate(readLargeTextLayout);
}

/** The page's side of largeTextLayout. */
export function readLargeTextLayout(): { sideways: boolean; tooSmall: string[] } {
  const controls = [
    ...document.querySelectorAll('button, a[href], input:not([type="file"]), select, textarea'),
  ];
  const tapTarget = (element: Element) =>
    element.matches('input, select, textarea') ? (element.closest('label') ?? element) : element;
  const tooSmall = controls
    .map((element) => ({ element, box: tapTarget(element).getBoundingClientRect() }))
    .filter(({ box }) => box.width > 0 && (box.height < 48 || box.width < 48))
    .map(({ element, box }) => `${element.outerHTML.slice(0, 60)} ${box.width}x${box.height}`);
  const root = document.documentElement;
  return { sideways: root.scrollWidth > root.clientWidth, tooSmall };
}

/**
 * The phrases of a control's text that the browser wraps over more than one line (each phrase
 * looked up in the element's text nodes): a label cut inside a word, or wrapped where the design
 * keeps it whole.
 */
export function wrappedPhrases(locator: Locator, phrases: readonly string[]): Promise<string[]> {
  return locator.evaluate((element, wanted) => {
    const lines = (node: Text, start: number, length: number) => {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + length);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    };
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    while (walker.nextNode()) texts.push(walker.currentNode as Text);
    return wanted.filter((phrase) =>
      texts.some((node) => {
        const start = node.data.indexOf(phrase);
        return start >= 0 && lines(node, start, phrase.length) > 1;
      }),
    );
  }, phrases);
}

/** The page's own clock (Date.now), read just after a tap: see pastDoubleTap. */
export function tapTime(page: Page): Promise<number> {
  return page.evaluate(() => Date.now());
}

/**
 * Starts waiting for an element now, before the tap that brings it, to be awaited after the tap:
 * a toast goes after 2 or 3 s, and a wait begun only once the tap has returned may miss it on a
 * busy machine. Should the test fail before that await, the pending wait is not reported as an
 * unhandled rejection.
 */
export function watchFor(element: Locator): Promise<void> {
  const seen = element.waitFor();
  seen.catch(() => {});
  return seen;
}

/**
 * Waits, on the page's own clock, until a tap is no longer the second half of a double tap with
 * the one made at `tappedAt` (tapTime): closer together than doubleTapMs, taps are one double tap.
 */
export async function pastDoubleTap(page: Page, tappedAt: number): Promise<void> {
  await page.waitForFunction(
    ({ at, windowMs }) => Date.now() - at > windowMs,
    { at: tappedAt, windowMs: doubleTapMs },
    { polling: 50 },
  );
}

/**
 * The page's layout shifts since it opened, as CLS sums them for one view (none right after an
 * input), read two frames on: by then a shift of the last change is laid out and reported. Chromium
 * keeps the page's shifts for a late observer, so no init script is needed.
 */
export function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        const add = (entries: PerformanceEntryList) => {
          for (const entry of entries as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        };
        const observer = new PerformanceObserver((list) => add(list.getEntries()));
        observer.observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            add(observer.takeRecords());
            observer.disconnect();
            resolve(total);
          }),
        );
      }),
  );
}
