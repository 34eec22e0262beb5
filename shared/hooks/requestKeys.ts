// One request key per borrower action (contract §2 Idempotency-Key). A call that moves money or
// changes an account carries the key of the action it belongs to: the same key on every retry of
// that action, so the server can tell a retry from a new loan or payment, and a new key once the
// action has a definite outcome or the borrower asks for something else. After an outcome nobody
// knows, the page asks the server before it tries again.
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
 * What the server says when asked again after an unknown outcome: `same` (go on: the retry sends
 * the same key), `changed` (what the borrower would send is no longer what the server offers: the
 * page shows the new state, and a next attempt is a new action), `failed` (still no answer).
 */
export type Recheck = 'same' | 'changed' | 'failed';

export interface ActionKeys {
  /**
   * The request key of this action (the parameters it sends): the open action's key when it is
   * the same action tried again, else a new one.
   */
  keyFor(action: unknown): string;
  /**
   * Takes the call's outcome: a definite one (success, or the server said no) closes the action,
   * an unknown one keeps it open. True when the outcome is unknown.
   */
  settle(result: ApiResult<unknown>): boolean;
  /** True while the last action's outcome is unknown. */
  readonly unsure: boolean;
  /**
   * Before an attempt: after an unknown outcome it asks the server first (`check`) and says
   * whether to go on; otherwise it goes on at once.
   */
  ready(check: () => Promise<Recheck>): Promise<boolean>;
}

/**
 * An action whose outcome nobody knows: a digest of what was sent (never the card number or code
 * itself) and the key it went under.
 */
export interface OpenAction {
  action: string;
  key: string;
}

const requestKeyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A stored open action as it must be: anything else in storage is not taken up. */
export function isOpenAction(value: unknown): value is OpenAction {
  const open = value as Partial<OpenAction> | undefined;
  return typeof open?.action === 'string' && requestKeyPattern.test(open.key ?? '');
}

/** Where an action whose outcome is unknown outlives the page (a reload): see useRequestKey. */
export interface KeyMemory {
  load(): OpenAction | undefined;
  /** The action whose outcome is unknown, or undefined once it has one. */
  save(open: OpenAction | undefined): void;
}

export function createActionKeys(
  makeKey: () => string = newRequestKey,
  memory?: KeyMemory,
): ActionKeys {
  // An action left unsure before a reload is taken up: the next attempt asks the server first.
  let open: OpenAction | undefined = memory?.load();
  let unsure = open !== undefined;
  const close = () => {
    if (unsure) memory?.save(undefined);
    open = undefined;
    unsure = false;
  };
  return {
    keyFor(action) {
      const fingerprint = digest(JSON.stringify(action) ?? '');
      if (open?.action !== fingerprint) open = { action: fingerprint, key: makeKey() };
      return open.key;
    },
    settle(result) {
      if (!isUnknownOutcome(result)) {
        close();
        return false;
      }
      unsure = true;
      memory?.save(open);
      return true;
    },
    get unsure() {
      return unsure;
    },
    async ready(check) {
      if (!unsure) return true;
      const answer = await check();
      if (answer === 'changed') close();
      return answer === 'same';
    },
  };
}
