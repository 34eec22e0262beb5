// The native bridge (contract §3): commands to the iOS or Android shell, with browser fallbacks
// when there is no shell, and calls made before the shell registered its handlers kept until it has.
import { commonParams } from '../navigation/pageQuery.ts';
import { resolveDestination, webViewUrl } from '../navigation/urlPolicy.ts';
import { type BridgeCommand, type BridgePayloads, commandNames } from './commands.ts';

/** How long a call waits for its handler before the browser action is used instead. */
export const SHELL_WAIT_MS = 3000;
const POLL_MS = 50;

interface PendingCall {
  command: BridgeCommand;
  payload: unknown;
  deadline: number;
}

const pending: PendingCall[] = [];
let pollTimer: ReturnType<typeof setInterval> | undefined;
let flushing = false;
let readyHooksInstalled = false;

function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null;
}

/** True when a shell opened this page, even if it has not registered its handlers yet. */
function openedByShell(): boolean {
  const clientType = (commonParams().clientType ?? '').toLowerCase();
  if (clientType === 'ios' || clientType === 'android') return true;
  return isObject(window.webkit?.messageHandlers) || isObject(window.AppBridge);
}

/** Hands the call to the shell; false when the shell has no handler of that name (yet). */
function deliver(name: string, payload: unknown): boolean {
  const ios = window.webkit?.messageHandlers?.[name];
  if (ios && typeof ios.postMessage === 'function') {
    try {
      ios.postMessage(payload);
    } catch {
      // A failing shell handler must not break the page.
    }
    return true;
  }
  const android = window.AppBridge;
  const method = android?.[name];
  if (typeof method === 'function') {
    try {
      // Called on the bridge object itself: Android rejects methods detached from it.
      method.call(android, JSON.stringify(payload));
    } catch {
      // As above; also covers a payload JSON cannot encode.
    }
    return true;
  }
  return false;
}

function field(payload: unknown, key: string): unknown {
  return isObject(payload) ? (payload as Record<string, unknown>)[key] : undefined;
}

/**
 * The number to dial, or undefined when it has no digit: digits only (a leading + kept for
 * international numbers), so neither the shell nor a `tel:` link gets the server's spaces,
 * brackets or anything else it wrote.
 */
function dialDigits(phone: unknown): string | undefined {
  const number = typeof phone === 'string' ? phone.trim().replace(/(?!^\+)\D/g, '') : '';
  return /\d/.test(number) ? number : undefined;
}

/**
 * The `tel:` address of a phone number, or undefined when it has no digit. Pages use it for the
 * href of a telephone link, so the link, the shell and callPhone's browser fallback dial one number.
 */
export function telLink(phone: unknown): string | undefined {
  const number = dialDigits(phone);
  return number === undefined ? undefined : `tel:${number}`;
}

/** The nearest browser action for a command no shell took (contract §3). */
function browserFallback(call: PendingCall): void {
  try {
    if (call.command === 'openPage') {
      // Only what the policy opens in a web view; a deep link has no browser equivalent.
      const url = webViewUrl(field(call.payload, 'url'), { commonParams: false });
      if (url) window.location.assign(url);
    } else if (call.command === 'closeWebView') {
      window.history.back();
    } else if (call.command === 'callPhone') {
      const link = telLink(field(call.payload, 'phone'));
      if (link) window.location.assign(link);
    }
  } catch {
    // The browser refused the navigation; there is nothing more to do.
  }
}

function flush(): void {
  if (flushing) return;
  flushing = true;
  try {
    const shell = openedByShell();
    const now = Date.now();
    // Index loop: a handler may call back into the bridge, appending to the queue meanwhile.
    for (let index = 0; index < pending.length;) {
      const call = pending[index] as PendingCall;
      if (deliver(commandNames[call.command], call.payload)) {
        pending.splice(index, 1);
      } else if (!shell || now >= call.deadline) {
        pending.splice(index, 1);
        browserFallback(call);
      } else {
        // Waits for its handler; later calls whose handlers exist still go, so one command the
        // shell lacks does not hold every later call back for the whole wait.
        index += 1;
      }
    }
  } finally {
    flushing = false;
  }
  schedule();
}

function installReadyHooks(): void {
  if (readyHooksInstalled) return;
  readyHooksInstalled = true;
  window.addEventListener('load', flush);
  const previous = window.onNativeReady;
  window.onNativeReady = () => {
    try {
      previous?.();
    } catch {
      // Someone else's hook failing must not keep the waiting calls back.
    }
    flush();
  };
}

function schedule(): void {
  if (pending.length === 0) {
    if (pollTimer !== undefined) clearInterval(pollTimer);
    pollTimer = undefined;
    return;
  }
  installReadyHooks();
  pollTimer ??= setInterval(flush, POLL_MS);
}

/**
 * Sends a command to the native shell: iOS gets the payload object, Android its JSON text. With no
 * shell the browser action is taken at once; when a shell opened the page but has no handler for
 * the command yet, the call waits (checked every 50 ms, on window load and on
 * window.onNativeReady()) up to SHELL_WAIT_MS, then the browser action is taken. Never throws.
 */
export function callNative<C extends BridgeCommand>(command: C, payload: BridgePayloads[C]): void {
  try {
    if (typeof window === 'undefined') return;
    pending.push({ command, payload, deadline: Date.now() + SHELL_WAIT_MS });
    flush();
  } catch {
    // Nothing in the bridge may break the page.
  }
}

/**
 * Hands an address to the shell's openPage (browser: navigates to it when the web view may open it).
 * The address goes through the navigation policy first: a refused one is never sent.
 */
export function openNativePage(url: string): void {
  const destination = resolveDestination(url, { commonParams: false });
  if (destination.kind === 'refused') return;
  callNative('openPage', {
    url: destination.kind === 'shell' ? destination.link : destination.url,
  });
}

/** Opens the native product page of a loan product. */
export function openProduct(productId: string | number): void {
  callNative('openPageWithParam', { page: 'product', productId });
}

/** Closes the web view (browser: history back). */
export function closeWebView(): void {
  callNative('closeWebView', {});
}

export function goHome(): void {
  callNative('goHome', {});
}

export function goMine(): void {
  callNative('goMine', {});
}

/** Sends the user back to the native login. */
export function forceLogin(): void {
  callNative('forceLogin', {});
}

/** Dials the number's digits (browser: a tel: link); nothing happens for a text without a digit. */
export function callPhone(phone: string): void {
  const number = dialDigits(phone);
  if (number !== undefined) callNative('callPhone', { phone: number });
}

export function goAppStoreRating(): void {
  callNative('goAppStoreRating', {});
}

/** Records a tracking point; `event` wins over an `event` key in data. */
export function burialPoint(event: string, data: Record<string, unknown> = {}): void {
  callNative('burialPoint', Object.assign({ event }, data, { event }));
}

export function startBankFlow(): void {
  callNative('startBankFlow', {});
}

export function endBankFlow(): void {
  callNative('endBankFlow', {});
}
