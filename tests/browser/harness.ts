// Browser-test helpers: Debian's Chromium through playwright-core, a phone-sized page, a record of
// console errors, and a stub native shell that records every bridge message.
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A fresh headless Chromium; playwright gives every launch a new, empty profile. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
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

/** Stands in for the iOS shell: every `window.webkit.messageHandlers[cmd].postMessage` is recorded. */
function installShellStub() {
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

/** A browser context whose every page reports React hydration warnings (hydrationWarnings). */
export async function newWatchedContext(
  browser: Browser,
  options: BrowserContextOptions,
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  context.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      recordHydrationWarning(message.text(), message.page());
    }
  });
  context.on('weberror', (error) => recordHydrationWarning(error.error().message, error.page()));
  return context;
}

/** Collects a page's console errors and uncaught errors. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export function siteUrl(path: string): string {
  return `${inject('baseUrl')}${path}`;
}

export async function openPage(
  browser: Browser,
  path: string,
  options: { shell?: boolean; javaScript?: boolean } = {},
): Promise<OpenedPage & { status: number | undefined }> {
  const context = await newWatchedContext(browser, {
    viewport: phoneViewport,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: options.javaScript ?? true,
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  if (options.shell) await page.addInitScript(installShellStub);
  const response = await page.goto(siteUrl(path), { waitUntil: 'networkidle' });
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
