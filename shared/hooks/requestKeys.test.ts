// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../api/result.ts';
import { createActionKeys, type KeyMemory, newRequestKey, type OpenAction } from './requestKeys.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const success: ApiResult<unknown> = { success: true, code: 0, message: '', data: {}, raw: {} };
const lost: ApiResult<unknown> = {
  success: false,
  code: 'network',
  message: '',
  data: undefined,
  raw: undefined,
  failure: 'network',
};
const refused: ApiResult<unknown> = { ...lost, code: 1, failure: 'business' };

function counter() {
  let count = 0;
  return () => `key-${++count}`;
}

describe('newRequestKey', () => {
  it('is a version 4 UUID, a new one each time', () => {
    const first = newRequestKey();
    expect(first).toMatch(uuid);
    expect(newRequestKey()).not.toBe(first);
  });

  it('builds one from random bytes where randomUUID is missing (older web views)', () => {
    const source = { getRandomValues: <T extends ArrayBufferView | null>(array: T) => array };
    expect(newRequestKey(source as Partial<Crypto>)).toBe('00000000-0000-4000-8000-000000000000');
    const real = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    expect(newRequestKey(real)).toMatch(uuid);
  });

  it('still makes one without any crypto', () => {
    expect(newRequestKey(undefined)).toMatch(uuid);
  });
});

describe('createActionKeys', () => {
  it('keeps the key of an action whose outcome is unknown, for its retry', () => {
    const keys = createActionKeys(counter());
    const push = { amount: '850000', periods: '120' };
    expect(keys.keyFor(push)).toBe('key-1');
    expect(keys.settle(lost)).toBe(true);
    expect(keys.unsure).toBe(true);
    expect(keys.keyFor({ ...push })).toBe('key-1');
  });

  it('keeps an unknown outcome in its memory, takes it up there, and forgets it at an outcome', () => {
    let kept: OpenAction | undefined;
    const memory: KeyMemory = { load: () => kept, save: (open) => (kept = open) };
    const keys = createActionKeys(counter(), memory);
    const pay = { amount: '450500', channelNumber: '90003' };
    keys.settle(success);
    expect(kept).toBeUndefined();
    keys.keyFor(pay);
    keys.settle(lost);
    // What was sent is kept as a digest only.
    expect(kept).toEqual({ action: expect.any(String), key: 'key-1' });
    expect(kept?.action).not.toContain('450500');

    // The page again, after a reload.
    const again = createActionKeys(counter(), memory);
    expect(again.unsure).toBe(true);
    expect(again.keyFor({ ...pay })).toBe('key-1');
    again.settle(success);
    expect(kept).toBeUndefined();
    expect(createActionKeys(counter(), memory).unsure).toBe(false);
  });

  it('gives a new key after a definite outcome: success or a refusal', () => {
    const keys = createActionKeys(counter());
    const push = { amount: '850000' };
    keys.keyFor(push);
    expect(keys.settle(refused)).toBe(false);
    expect(keys.keyFor(push)).toBe('key-2');
    keys.settle(success);
    expect(keys.unsure).toBe(false);
    expect(keys.keyFor(push)).toBe('key-3');
  });

  it('gives a new key to another action (another amount or channel)', () => {
    const keys = createActionKeys(counter());
    keys.keyFor({ channelNumber: '90001' });
    keys.settle(lost);
    expect(keys.keyFor({ channelNumber: '90003' })).toBe('key-2');
  });

  it('asks the server before an attempt only after an unknown outcome, and goes on from its answer', async () => {
    const keys = createActionKeys(counter());
    const asked: string[] = [];
    const check = (answer: 'same' | 'changed' | 'failed') => async () => {
      asked.push(answer);
      return answer;
    };
    expect(await keys.ready(check('same'))).toBe(true);
    expect(asked).toEqual([]);

    keys.keyFor({ amount: 1 });
    keys.settle(lost);
    expect(await keys.ready(check('failed'))).toBe(false);
    expect(keys.unsure).toBe(true);
    expect(await keys.ready(check('same'))).toBe(true);
    expect(keys.keyFor({ amount: 1 })).toBe('key-1');

    expect(await keys.ready(check('changed'))).toBe(false);
    expect(keys.unsure).toBe(false);
    expect(keys.keyFor({ amount: 1 })).toBe('key-2');
    expect(asked).toEqual(['failed', 'same', 'changed']);
  });
});
