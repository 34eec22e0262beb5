// One request key per borrower action (contract §2 Idempotency-Key). A call that moves money or
// changes an account carries the key of the action it belongs to: the same key on every retry of
// that request, so the server can tell a retry from a new loan or payment, and never a key of
// another request.
//
// An action is written down before its call leaves: its key, a salted slow hash of the whole request
// (the seal) and a masked line that names it for the borrower. Only a definite outcome closes it. A
// page killed while the call is out, a reload or a second tab finds it open and asks the server
// first. While its outcome is unknown it is the only one: the same request (same seal) goes again
// under its key; any other request goes under no key at all, and the page says which request it is
// still checking until the server's answer closes it. A tab only closes what it opened: every
// write compares the stored key first.
import { type ApiResult, isUnknownOutcome } from '../api/result.ts';

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
 * What the server says when asked before an attempt, while an action is open or just succeeded:
 * `same` (nothing has moved on: the open action may still be under way), `changed` (what the
 * borrower would send is no longer what the server offers: the page shows the new state, and the
 * open action is closed), `failed` (no answer: nothing goes).
 */
export type Recheck = 'same' | 'changed' | 'failed';

/** A request as written down: a salt and the slow hash of the request with it. */
interface Seal {
  salt: string;
  hash: string;
}

/**
 * An action as it is written down: the key it went under, the seal of its request (never the
 * request: no card number, phone or code), the masked line that names it, when it was opened and
 * whether it succeeded.
 */
export interface OpenAction {
  key: string;
  seal: Seal;
  /** What the borrower is told it is: 'your payment with BDO Unibank **** 4821'. */
  notice: string;
  /** Epoch ms. */
  since: number;
  done: boolean;
}

const requestKeyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A stored action as it must be: anything else in storage is not taken up. */
export function isOpenAction(value: unknown): value is OpenAction {
  const open = value as Partial<OpenAction> | undefined;
  return (
    requestKeyPattern.test(open?.key ?? '') &&
    typeof open?.seal?.salt === 'string' &&
    typeof open.seal.hash === 'string' &&
    typeof open.notice === 'string' &&
    Number.isFinite(open.since) &&
    typeof open.done === 'boolean'
  );
}

/** Where an action outlives the page (useRequestKey: the borrower's local storage). */
export interface KeyMemory {
  load(): OpenAction | undefined;
  /**
   * Writes `next` (undefined: removes the entry) only while the entry still holds the key
   * `expected` (undefined: holds no open action). Compare before write: a tab never overwrites or
   * frees another tab's action. True when written.
   */
  swap(expected: string | undefined, next: OpenAction | undefined): boolean;
}

/** Seals a request: with a salt given, the same salt (to compare); without, a new one. */
export type Sealer = (request: unknown, salt?: string) => Promise<Seal>;

/**
 * One hash costs about 50 ms on the bench's mid-tier phone (about 20 ms on a developer's machine):
 * nothing a borrower notices on a tap, and a guess of a stored card number, phone or code costs the
 * same 50 ms (docs/architecture.md, "What is stored, for whom, how long").
 */
const sealIterations = 100_000;

/** The request as one text, its fields in a fixed order, so equal requests read alike. */
export function canonicalText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalText).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const fields = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, field]) => `${JSON.stringify(name)}:${canonicalText(field)}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const base64 = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)));

/** True where the browser can seal (WebCrypto: a secure page, any web view of the last years). */
export function canSeal(subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle): boolean {
  return typeof subtle?.deriveBits === 'function';
}

/** PBKDF2-SHA-256 of the whole request with a random salt of its own (WebCrypto). */
export function slowSealer(iterations = sealIterations): Sealer {
  return async (request, salt) => {
    const saltText = salt ?? base64(crypto.getRandomValues(new Uint8Array(16)));
    const secret = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(canonicalText(request)),
      'PBKDF2',
      false,
      ['deriveBits'],
    );
    const bits = await crypto.subtle.deriveBits(
      {
        name: 'PBKDF2',
        hash: 'SHA-256',
        salt: Uint8Array.from(atob(saltText), (char) => char.charCodeAt(0)),
        iterations,
      },
      secret,
      256,
    );
    return { salt: saltText, hash: base64(bits) };
  };
}

/** The request itself as its seal: only for memory that never leaves the page. */
export const pageSealer: Sealer = (request) =>
  Promise.resolve({ salt: '', hash: canonicalText(request) });

/** The waits before a request whose key answered 409 is sent again. */
export const stillProcessingWaitsMs = [1_000, 2_000, 4_000];

/** One attempt at a borrower action. */
export interface KeyedAttempt<T, R> {
  /** The request as it goes over the wire. */
  request: T;
  /** What the borrower is told it is, masked: 'your payment with BDO Unibank **** 4821'. */
  notice: string;
  /** Asks the server what became of an action that is open or just succeeded (see Recheck). */
  check: () => Promise<Recheck>;
  /** Sends a request under a key. */
  send: (request: T, key: string) => Promise<ApiResult<R>>;
}

type KeyedOutcome<R> =
  | {
      sent: false;
      /** Another request's outcome is unknown: what it is (its notice). Nothing was sent. */
      stillChecking?: string;
    }
  | {
      sent: true;
      result: ApiResult<R>;
      /** No definite answer: the action stays open. */
      unknown: boolean;
      /**
       * The server refused the key (409 still processing, 422 another body): its first request
       * stands and is still being checked; this names it.
       */
      stillChecking?: string;
    };

export interface ActionKeys {
  /**
   * One attempt: asks the server first while an action is open or just succeeded, then sends the
   * request under the right key, or sends nothing new while another request's outcome is unknown.
   */
  attempt<T, R>(attempt: KeyedAttempt<T, R>): Promise<KeyedOutcome<R>>;
  /**
   * Closes the open action without sending: the server has said it never took it (a registration
   * whose phone was just sent a new SMS code). Another tab's newer action is left alone.
   */
  forget(): void;
}

export function createActionKeys(
  makeKey: () => string = newRequestKey,
  memory: KeyMemory = pageMemory(),
  seal: Sealer = pageSealer,
  now: () => number = Date.now,
): ActionKeys {
  /** The key to send under, or what is still being checked. */
  async function choose<T>(
    request: T,
    notice: string,
    open: OpenAction | undefined,
    retried = false,
  ): Promise<{ key: string; notice: string } | { stillChecking: string }> {
    if (open) {
      const same = (await seal(request, open.seal.salt)).hash === open.seal.hash;
      if (same) return { key: open.key, notice: open.notice };
      if (!open.done) return { stillChecking: open.notice };
    }
    const opened: OpenAction = {
      key: makeKey(),
      seal: await seal(request),
      notice,
      since: now(),
      done: false,
    };
    // Written down before the call leaves, and only over what this page found: an action another
    // tab opened meanwhile is taken up instead.
    if (!memory.swap(open?.key, opened)) {
      const taken = memory.load();
      if (retried || !taken) return { stillChecking: taken?.notice ?? notice };
      return choose(request, notice, taken, true);
    }
    return { key: opened.key, notice };
  }

  return {
    async attempt({ request, notice: asked, check, send }) {
      // Another tab, or a page killed while its call was out, may have written one down since.
      const open = memory.load();
      if (open) {
        const answer = await check();
        if (answer === 'failed') return { sent: false };
        if (answer === 'changed') {
          memory.swap(open.key, undefined);
          return { sent: false };
        }
      }
      const chosen = await choose(request, asked, memory.load());
      if ('stillChecking' in chosen) return { sent: false, stillChecking: chosen.stillChecking };
      const { key, notice } = chosen;
      let result = await send(request, key);
      // The key's first request is still being processed (409): the same request under the same
      // key asks again after a wait, until it has its answer or the waits run out.
      for (const wait of stillProcessingWaitsMs) {
        if (result.success || result.failure !== 'stillProcessing') break;
        await new Promise((resolve) => setTimeout(resolve, wait));
        result = await send(request, key);
      }
      const unknown = isUnknownOutcome(result);
      if (!unknown) {
        const stored = memory.load();
        // A success is remembered for the key window: the same request asks the server first, then
        // goes under this key and is answered as before. A refusal closes the action.
        if (result.success && stored?.key === key) memory.swap(key, { ...stored, done: true });
        else if (!result.success) memory.swap(key, undefined);
      }
      const refusedKey =
        !result.success && (result.failure === 'keyReused' || result.failure === 'stillProcessing');
      if (refusedKey) return { sent: true, result, unknown, stillChecking: notice };
      return { sent: true, result, unknown };
    },
    forget() {
      const open = memory.load();
      if (open) memory.swap(open.key, undefined);
    },
  };
}

/** Keeps nothing beyond the page: a page whose address names nobody, or that cannot seal. */
export function pageMemory(): KeyMemory {
  let kept: OpenAction | undefined;
  return {
    load: () => kept,
    swap(expected, next) {
      if (kept?.key !== expected) return false;
      kept = next;
      return true;
    },
  };
}
