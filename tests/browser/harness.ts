// Browser-test helpers: Debian's Chromium through playwright-core, a phone-sized page, a record of
// console errors, and a stub native shell that records every bridge message.
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
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

export function siteUrl(path: string): string {
  return `${inject('baseUrl')}${path}`;
}

export async function openPage(
  browser: Browser,
  path: string,
  options: { shell?: boolean; javaScript?: boolean } = {},
): Promise<OpenedPage & { status: number | undefined }> {
  const context = await browser.newContext({
    viewport: phoneViewport,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: options.javaScript ?? true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
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
