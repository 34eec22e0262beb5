// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../api/result.ts';
import {
  createActionKeys,
  fingerprint,
  type KeyMemory,
  newRequestKey,
  type OpenAction,
  withoutSecrets,
} from './requestKeys.ts';

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

/** Storage as a page sees it: what one page writes, the next (a reload, another tab) reads. */
function storage() {
  const written: (OpenAction | undefined)[] = [];
  let kept: OpenAction | undefined;
  const memory: KeyMemory = {
    load: () => kept,
    save: (open) => {
      kept = open;
      written.push(open);
    },
  };
  return { memory, written, kept: () => kept };
}

const ask = (answer: 'same' | 'changed' | 'failed', asked: string[]) => async () => {
  asked.push(answer);
  return answer;
};

describe('createActionKeys', () => {
  it('writes the action down before the call leaves, so a page killed while it is out is taken up', async () => {
    const { memory, kept } = storage();
    const push = { amount: '850000', periods: '120' };
    const first = createActionKeys(counter(), memory, () => 1_000);
    const sent = first.begin(push);
    expect(sent).toEqual({ key: 'key-1', request: push, resent: false });
    expect(kept()).toEqual({ action: fingerprint(push), key: 'key-1', since: 1_000, done: false });

    // The page dies with its call out: no settle. The next page (or a second tab) finds it open.
    const next = createActionKeys(counter(), memory);
    expect(next.unsure).toBe(true);
    const asked: string[] = [];
    expect(await next.ready(ask('same', asked))).toBe(true);
    expect(asked).toEqual(['same']);
    expect(next.begin({ ...push }).key).toBe('key-1');
  });

  it('takes up an action another tab wrote down after this page opened', async () => {
    const { memory } = storage();
    const here = createActionKeys(counter(), memory);
    const there = createActionKeys(() => 'key-other', memory);
    const push = { amount: '850000' };
    there.begin(push);
    const asked: string[] = [];
    expect(await here.ready(ask('same', asked))).toBe(true);
    expect(asked).toEqual(['same']);
    expect(here.begin(push).key).toBe('key-other');
  });

  it('keeps an unknown outcome open and closes it at a refusal: the next attempt is a new action', () => {
    const { memory, kept } = storage();
    const keys = createActionKeys(counter(), memory);
    const push = { amount: '850000' };
    keys.begin(push);
    expect(keys.settle(lost)).toBe(true);
    expect(keys.unsure).toBe(true);
    expect(keys.begin({ ...push }).key).toBe('key-1');
    expect(keys.settle(refused)).toBe(false);
    expect(kept()).toBeUndefined();
    expect(keys.unsure).toBe(false);
    expect(keys.begin(push).key).toBe('key-2');
  });

  it('remembers a success: the same request asks the server first and goes under the same key', async () => {
    const { memory, kept } = storage();
    const keys = createActionKeys(counter(), memory);
    const pay = { amount: '450500', channelNumber: '90003' };
    keys.begin(pay);
    expect(keys.settle(success)).toBe(false);
    expect(keys.unsure).toBe(false);
    expect(kept()?.done).toBe(true);

    const reloaded = createActionKeys(() => 'key-new', memory);
    const asked: string[] = [];
    expect(await reloaded.ready(ask('same', asked))).toBe(true);
    expect(asked).toEqual(['same']);
    expect(reloaded.begin({ ...pay })).toEqual({ key: 'key-1', request: pay, resent: false });
    reloaded.settle(success);
    // Another request after a success is a new action, not held back.
    expect(reloaded.begin({ ...pay, channelNumber: '90001' })).toMatchObject({
      key: 'key-new',
      resent: false,
    });
  });

  it('sends nothing new while an outcome is unknown: the open request goes again under its key', () => {
    const { memory } = storage();
    const keys = createActionKeys(counter(), memory);
    const cardA = { cardId: 'A', amount: 450500, sendMsg: 0 };
    const cardB = { cardId: 'B', amount: 450500, sendMsg: 0 };
    keys.begin(cardA);
    keys.settle(lost);
    expect(keys.begin(cardB)).toEqual({ key: 'key-1', request: cardA, resent: true });
    keys.settle(lost);
    expect(keys.begin(cardB)).toEqual({ key: 'key-1', request: cardA, resent: true });
    // Card A has its answer (the server refused it): now card B can go, as a new action.
    keys.settle(refused);
    expect(keys.begin(cardB)).toEqual({ key: 'key-2', request: cardB, resent: false });
  });

  it('after a reload, a different request goes under the open key (the server answers the first)', () => {
    const { memory } = storage();
    const first = createActionKeys(counter(), memory);
    first.begin({ cardId: 'A' });
    first.settle(lost);
    const reloaded = createActionKeys(counter(), memory);
    expect(reloaded.begin({ cardId: 'B' })).toEqual({
      key: 'key-1',
      request: { cardId: 'B' },
      resent: true,
    });
  });

  it('asks the server before an attempt only while an action is open, and goes on from its answer', async () => {
    const keys = createActionKeys(counter());
    const asked: string[] = [];
    expect(await keys.ready(ask('same', asked))).toBe(true);
    expect(asked).toEqual([]);

    keys.begin({ amount: 1 });
    keys.settle(lost);
    expect(await keys.ready(ask('failed', asked))).toBe(false);
    expect(keys.unsure).toBe(true);
    expect(await keys.ready(ask('same', asked))).toBe(true);
    expect(keys.begin({ amount: 1 }).key).toBe('key-1');

    expect(await keys.ready(ask('changed', asked))).toBe(false);
    expect(keys.unsure).toBe(false);
    expect(keys.begin({ amount: 1 }).key).toBe('key-2');
    expect(asked).toEqual(['failed', 'same', 'changed']);
  });
});

describe('what is written down of a request', () => {
  it('leaves out codes, tokens and sessions, and keeps only the last four digits of a long number', () => {
    const confirmation = {
      repayToken: 'tok-5f2a9c',
      repayRecordId: 'R-77',
      code: '482913',
      orderId: '9001',
    };
    expect(withoutSecrets(confirmation)).toEqual({ repayRecordId: 'R-77', orderId: '9001' });
    const bind = {
      kind: 'new',
      payload: { cardNo: '6222 0212 3456 7890', mobile: '09171234567', cardType: '1' },
    };
    expect(withoutSecrets(bind)).toEqual({
      kind: 'new',
      payload: { cardNo: '**** 7890', mobile: '**** 4567', cardType: '1' },
    });
    // An amount or an id of fewer than eight digits is what tells two payments apart: kept.
    expect(withoutSecrets({ amount: 450500, channelNumber: '90003' })).toEqual({
      amount: 450500,
      channelNumber: '90003',
    });
  });

  it('gives one fingerprint to two codes typed for the same confirmation, another to another record', () => {
    const confirmation = { repayRecordId: 'R-77', code: '482913' };
    expect(fingerprint({ ...confirmation, code: '000000' })).toBe(fingerprint(confirmation));
    expect(fingerprint({ ...confirmation, repayRecordId: 'R-78' })).not.toBe(
      fingerprint(confirmation),
    );
  });
});
