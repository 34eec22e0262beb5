// One request key per borrower action (contract §2 Idempotency-Key). A call that moves money or
// changes an account carries the key of the action it belongs to: the same key on every retry of
// that action, so the server can tell a retry from a new loan or payment.
//
// The action is written down before its call leaves, and only a definite outcome closes it: a
// page killed while the call is out, a reload or a second tab finds it open and asks the server
// first. While an action's outcome is unknown it is the only one: a different request (another
// card, another channel, an edited form) does not go out; the open one is sent again under its
// own key until it has an answer. After a success the same request within the key window asks the
// server first, then goes under the same key, so the server answers it as the first time.
import { type ApiResult, isUnknownOutcome } from '../api/result.ts';
import { digest } from '../stores/ownedEntry.ts';

/** A random UUID (version 4); old web views without crypto.randomUUID build one themselves. */
export function newRequestKey(source: Partial<Crypto> | undefined = globalThis.crypto): string {
  if (typeof source?.randomUUID === 'function') return source.randomUUID.call(source);
  const bytes = new Uint8Array(16);
  if (typeof source?.getRandomValues === 'function') source.getRandomValues.call(source, bytes);
  // Without any crypto (none known today) a key still differs from every other one of this phone.
  else for (let index = 0; index < bytes.length; index += 1) bytes[index] = Math.random() * 256;
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * What the server says when asked again before an attempt: `same` (go on: the attempt sends the
 * same key), `changed` (what the borrower would send is no longer what the server offers: the
 * page shows the new state, and a next attempt is a new action), `failed` (still no answer).
 */
export type Recheck = 'same' | 'changed' | 'failed';

/** What goes over the wire for an attempt. */
export interface KeyedRequest<T> {
  key: string;
  /** The request to send: the open one when another was asked for while it waits for an answer. */
  request: T;
  /**
   * True when the borrower asked for something else while an earlier request's outcome is
   * unknown: that one goes again instead, and the page says so.
   */
  resent: boolean;
}

export interface ActionKeys {
  /**
   * Before an attempt: takes up what is written down (another tab, a page killed while its call
   * was out) and, while an action is open or just succeeded, asks the server first (`check`) and
   * says whether to go on; otherwise it goes on at once.
   */
  ready(check: () => Promise<Recheck>): Promise<boolean>;
  /**
   * Opens the action for this request, or takes up the one still open, and writes it down before
   * the call leaves: call it right before the call.
   */
  begin<T>(request: T): KeyedRequest<T>;
  /**
   * Takes the call's outcome: a success or the server's refusal closes the action, an unknown one
   * keeps it open. True when the outcome is unknown.
   */
  settle(result: ApiResult<unknown>): boolean;
  /** True while an action's outcome is unknown. */
  readonly unsure: boolean;
}

/**
 * An action as it is written down: a digest of what was sent with its secrets left out (never a
 * card number, a code or a session), the key it went under, when it was opened, and whether it
 * succeeded.
 */
export interface OpenAction {
  action: string;
  key: string;
  /** Epoch ms. */
  since: number;
  done: boolean;
}

const requestKeyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A stored action as it must be: anything else in storage is not taken up. */
export function isOpenAction(value: unknown): value is OpenAction {
  const open = value as Partial<OpenAction> | undefined;
  return (
    typeof open?.action === 'string' &&
    requestKeyPattern.test(open.key ?? '') &&
    Number.isFinite(open.since) &&
    typeof open.done === 'boolean'
  );
}

/** Where an action outlives the page (useRequestKey: the borrower's local storage). */
export interface KeyMemory {
  load(): OpenAction | undefined;
  /** The action, or undefined once it is closed. */
  save(open: OpenAction | undefined): void;
}

/** Fields that are never written down, not even as a digest: codes, tokens, captcha answers. */
export const secretFields: readonly string[] = [
  'code',
  'smsCode',
  'capcode',
  'repayToken',
  'sid',
  'sessionId',
];

/** A run of 8 digits or more (a card, account or phone number), spaces and dashes included. */
const longNumber = /^[\d\s-]{8,}$/;

/**
 * The request with its secrets left out: the fields above dropped, and every long number reduced
 * to its last four digits (`**** 4821`). Two requests that differ only there look alike here.
 */
export function withoutSecrets(value: unknown): unknown {
  if (typeof value === 'string' && longNumber.test(value)) {
    const digits = value.replace(/\D/g, '');
    if (digits.length >= 8) return `**** ${digits.slice(-4)}`;
  }
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([name]) => !secretFields.includes(name))
        .map(([name, field]) => [name, withoutSecrets(field)]),
    );
  }
  return value;
}

/** What is written down of a request: a digest of it without its secrets. */
export function fingerprint(request: unknown): string {
  return digest(JSON.stringify(withoutSecrets(request)) ?? '');
}

/** Keeps nothing beyond the page: a page whose address names nobody. */
function pageMemory(): KeyMemory {
  let kept: OpenAction | undefined;
  return { load: () => kept, save: (open) => (kept = open) };
}

export function createActionKeys(
  makeKey: () => string = newRequestKey,
  memory: KeyMemory = pageMemory(),
  now: () => number = Date.now,
): ActionKeys {
  // The request of the open action as this page sent it: what goes again while it is open.
  let sentHere: { action: string; key: string; request: unknown } | undefined;
  let open = memory.load();
  const close = () => {
    memory.save(undefined);
    open = undefined;
    sentHere = undefined;
  };
  return {
    async ready(check) {
      // Another tab, or a page killed while its call was out, may have written one down since.
      open = memory.load();
      if (!open) return true;
      const answer = await check();
      if (answer === 'changed') close();
      return answer === 'same';
    },
    begin<T>(request: T) {
      open = memory.load();
      const action = fingerprint(request);
      let keyed: KeyedRequest<T>;
      if (open && !open.done && open.action !== action) {
        // One open action at a time. Its request goes again as sent from this page; after a reload
        // this one goes under the open key, which the server answers as it answered the first.
        const first = sentHere?.key === open.key ? (sentHere.request as T) : request;
        keyed = { key: open.key, request: first, resent: true };
      } else {
        if (open?.action !== action) open = { action, key: makeKey(), since: now(), done: false };
        keyed = { key: open.key, request, resent: false };
        if (sentHere?.key !== open.key) sentHere = { action, key: open.key, request };
      }
      // Written down before the call leaves: whatever happens to the page, the key outlives it.
      open = { ...open, done: false };
      memory.save(open);
      return keyed;
    },
    settle(result) {
      if (isUnknownOutcome(result)) return true;
      if (result.success && open) {
        // Remembered for the key window: the same request asks the server first, then goes
        // under this key and is answered as before.
        open = { ...open, done: true };
        memory.save(open);
        sentHere = undefined;
      } else close();
      return false;
    },
    get unsure() {
      return open !== undefined && !open.done;
    },
  };
}

/**
 * Said when the borrower asked for something else while an earlier request's outcome is unknown:
 * `what` names the earlier one, which went again instead.
 */
export function stillCheckingMessage(what: string): string {
  return `We are still checking ${what}, so it was sent again. You can change it once it has an answer.`;
}
