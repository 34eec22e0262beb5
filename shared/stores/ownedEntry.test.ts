// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { borrowerScope, pageScope } from './ownedEntry.ts';

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
