// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  borrowerScope,
  dayMs,
  ownedEntryText,
  pageScope,
  type StoreScope,
  sweepOwnedEntries,
} from './ownedEntry.ts';
import { type SafeStorage, safeStorage } from './safeStorage.ts';

describe('whose stored data it is', () => {
  const borrower = borrowerScope('orderNo');

  it('is the borrower of the session: userId, else sessionId', () => {
    const byUser = borrower({ userId: 'u-7', sessionId: 's-1', orderNo: 'PA1' });
    expect(byUser).toEqual(borrower({ userId: 'u-7', sessionId: 's-2', orderNo: 'PA1' }));
    expect(byUser?.order).toBe('PA1');
    expect(borrower({ sessionId: 's-1' })).toEqual(borrower({ sessionId: 's-1', deviceId: 'd' }));
    expect(borrower({ sessionId: 's-1' })).not.toEqual(borrower({ sessionId: 's-2' }));
  });

  it('is nobody when the query names neither, so nothing is kept', () => {
    expect(borrower({ orderNo: 'PA1', deviceId: 'd-3' })).toBeUndefined();
    expect(borrower({ userId: '', sessionId: '' })).toBeUndefined();
    expect(pageScope('id')({ app_from: 'ad' })).toBeUndefined();
  });

  it('names the order only where the store keeps one order', () => {
    expect(borrowerScope()({ userId: 'u-7', orderId: '9001' })?.order).toBe('');
  });

  it('keeps a digest, not the id, and a page id never passes for a borrower', () => {
    const owner = borrower({ sessionId: 'secret-session-token' })?.owner ?? '';
    expect(owner).not.toContain('secret');
    expect(pageScope('id')({ id: '7' })?.owner).not.toBe(borrowerScope()({ userId: '7' })?.owner);
  });
});

describe('the sweep as a page starts', () => {
  const hour = 3_600_000;
  const now = 10 * dayMs;
  const borrowerA = borrowerScope('orderId')({ userId: 'A', orderId: '9001' });
  const borrowerB = borrowerScope('orderId')({ userId: 'B', orderId: '9002' });

  /** Browser storage as safeStorage gives it, over a map. */
  function storageOf(entries: Record<string, string>): SafeStorage & { held: Map<string, string> } {
    const held = new Map(Object.entries(entries));
    return {
      held,
      getItem: (key) => held.get(key) ?? null,
      setItem: (key, value) => void held.set(key, value),
      removeItem: (key) => void held.delete(key),
      keys: () => [...held.keys()],
    };
  }

  /** An entry of that owner saved `ago` ms before now, kept `window` ms from then. */
  function entry(scope: StoreScope | undefined, ago: number, window: number): string {
    if (!scope) throw new Error('no scope');
    return ownedEntryText(scope, { code: '7300' }, now - ago + window, now - ago);
  }

  it("removes every owner's expired entries, and keeps what is still inside its window", () => {
    const local = storageOf({
      // Borrower A, two hours ago: the request key's hour is over, the pay code's day is not.
      'requestKey:repayment:a:9001': entry(borrowerA, 2 * hour, hour),
      paymentWays: entry(borrowerA, 2 * hour, dayMs),
      // Borrower B, eight days ago: the draft's week is over.
      complaintDraft: entry(borrowerB, 8 * dayMs, 7 * dayMs),
      'requestKey:bindCard:b:9002': entry(borrowerB, 10 * 60_000, hour),
    });
    const session = storageOf({
      legacyRepayment: entry(borrowerA, 31 * 60_000, 30 * 60_000),
      showBankTip: entry(borrowerB, hour, dayMs),
    });
    expect(sweepOwnedEntries([local, session], now)).toEqual([
      'requestKey:repayment:a:9001',
      'complaintDraft',
      'legacyRepayment',
    ]);
    expect([...local.held.keys()]).toEqual(['paymentWays', 'requestKey:bindCard:b:9002']);
    expect([...session.held.keys()]).toEqual(['showBankTip']);
  });

  it('removes an entry that ends now, and one saved later than now (the clock was turned back)', () => {
    const local = storageOf({
      paymentWays: entry(borrowerA, hour, hour),
      complaintDraft: entry(borrowerA, -60_000, 7 * dayMs),
    });
    expect(sweepOwnedEntries([local], now)).toEqual(['paymentWays', 'complaintDraft']);
  });

  it('leaves what is no owned entry to what reads it: a store removes what it cannot read', () => {
    const local = storageOf({
      paymentWays: '{not json',
      reloadMarker: 'chunk:1',
      'requestKey:push:x:1001': 'null',
    });
    expect(sweepOwnedEntries([local], now)).toEqual([]);
    expect([...local.held.keys()]).toEqual([
      'paymentWays',
      'reloadMarker',
      'requestKey:push:x:1001',
    ]);
  });

  it('finds an expired entry under any key, by its shape', () => {
    const local = storageOf({ smsCountdown: entry(borrowerA, 2 * hour, 60_000) });
    expect(sweepOwnedEntries([local], now)).toEqual(['smsCountdown']);
  });

  it('reads nothing from a storage that is blocked', () => {
    expect(sweepOwnedEntries([safeStorage('local')], now)).toEqual([]);
  });
});
