// The pay codes the server gave this app (spec §2 'Repayment by code'): the default pay box of the
// instalment and extension pages, and the code in the pay address generate-vcode answers. A link
// can carry any code to the repayment-by-code page, so the page says 'Issued in your app' only for
// one of these. They are kept for the borrower (ownedEntry.ts) in local storage, as digests only:
// SHA-256 (WebCrypto) of a random salt of the entry and the code, never the code; each with the
// order it was given for, until its pay code's window ends (the caller's expiresAt). Where
// WebCrypto is missing (a page not served over https), nothing is kept, and no code is vouched for.
import { sitePath } from '../navigation/pageQuery.ts';
import { borrowerScope, currentScope, readOwned, writeOwned } from './ownedEntry.ts';
import { safeStorage } from './safeStorage.ts';

export const issuedCodesKey = 'issuedPayCodes';

/** The borrower's, whatever the order: the code page's address names none. */
const scope = borrowerScope();

/** The latest codes kept: a borrower pays a few orders at a time, through a few channels. */
const keptCodes = 20;

interface IssuedCode {
  digest: string;
  orderId: string;
  /** Epoch ms. */
  expiresAt: number;
}

interface IssuedCodes {
  salt: string;
  codes: IssuedCode[];
}

function isIssuedCodes(value: unknown): value is IssuedCodes {
  const kept = value as Partial<IssuedCodes> | null;
  return (
    typeof kept === 'object' &&
    kept !== null &&
    typeof kept.salt === 'string' &&
    Array.isArray(kept.codes) &&
    kept.codes.every(
      (code: Partial<IssuedCode> | null) =>
        typeof code === 'object' &&
        code !== null &&
        typeof code.digest === 'string' &&
        typeof code.orderId === 'string' &&
        Number.isFinite(code.expiresAt),
    )
  );
}

/** A code as a cashier takes it: the groups joined, in capitals. */
function plainCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

async function digestOf(salt: string, code: string): Promise<string | undefined> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return undefined;
  const bytes = await subtle.digest('SHA-256', new TextEncoder().encode(`${salt}:${code}`));
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function newSalt(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function keptNow(now: number): IssuedCodes | undefined {
  const kept = readOwned(safeStorage('local'), issuedCodesKey, currentScope(scope), now);
  return isIssuedCodes(kept) ? kept : undefined;
}

// One change at a time: two codes given at once (the box, then a tap on Payment) both stay.
let lastChange: Promise<void> = Promise.resolve();

/** Keeps the digest of a code the server gave for the order, until `expiresAt`. */
export function keepIssuedCode(
  code: string,
  orderId: string,
  expiresAt: number,
  now = Date.now(),
): Promise<void> {
  // Never fails: the payment goes on to the code page whatever happens here.
  lastChange = lastChange
    .then(async () => {
      const plain = plainCode(code);
      if (!plain || !currentScope(scope) || !globalThis.crypto?.subtle) return;
      const kept = keptNow(now);
      const salt = kept?.salt ?? newSalt();
      const digest = await digestOf(salt, plain);
      if (!digest) return;
      const codes = [
        ...(kept?.codes ?? []).filter(
          (each) => each.expiresAt > now && !(each.digest === digest && each.orderId === orderId),
        ),
        { digest, orderId, expiresAt },
      ].slice(-keptCodes);
      const until = Math.max(...codes.map((each) => each.expiresAt));
      writeOwned(
        safeStorage('local'),
        issuedCodesKey,
        currentScope(scope),
        { salt, codes },
        until,
        now,
      );
    })
    .catch(() => undefined);
  return lastChange;
}

/**
 * The pay code of an address that leads to this site's repayment-by-code page (generate-vcode's
 * payUrl); '' for any other address.
 */
export function payCodeOfAddress(address: string): string {
  const origin = globalThis.location?.origin;
  let url: URL;
  try {
    url = new URL(address, origin);
  } catch {
    return '';
  }
  const page = sitePath('repaymentOfCode');
  const codePage = url.pathname === page || url.pathname === page.replace(/\.html$/, '');
  return url.origin === origin && codePage ? (url.searchParams.get('payCode') ?? '') : '';
}

/**
 * Whether the server gave this borrower the code, for the order when one is named, and its window
 * is still open.
 */
export async function isIssuedCode(code: string, orderId = '', now = Date.now()): Promise<boolean> {
  await lastChange;
  const kept = keptNow(now);
  const plain = plainCode(code);
  if (!kept || !plain) return false;
  const digest = await digestOf(kept.salt, plain);
  return kept.codes.some(
    (each) =>
      each.digest === digest && each.expiresAt > now && (!orderId || each.orderId === orderId),
  );
}
