// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../api/result.ts';
import {
  canonicalText,
  createActionKeys,
  type KeyedAttempt,
  type KeyMemory,
  newRequestKey,
  type OpenAction,
  pageMemory,
  type Recheck,
  slowSealer,
  stillProcessingWaitsMs,
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
const keyReused: ApiResult<unknown> = { ...lost, code: 422, failure: 'keyReused' };
const stillProcessing: ApiResult<unknown> = { ...lost, code: 409, failure: 'stillProcessing' };

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

/** Storage as every tab of one borrower sees it: what one page writes, the next reads. */
function storage() {
  const memory = pageMemory();
  return { memory, kept: () => memory.load() };
}

/** A fast sealer for the rules' tests (the slow one is tested on its own below). */
const sealer = slowSealer(1);

/** A tab: its own keys over the shared memory, and what it sent under which key. */
function tab(memory: KeyMemory, makeKey: () => string) {
  const keys = createActionKeys(makeKey, memory, sealer, () => 1_000);
  const sent: { request: unknown; key: string }[] = [];
  const asked: Recheck[] = [];
  const attempt = <T>(
    request: T,
    answer: ApiResult<unknown>,
    recheck: Recheck = 'same',
    notice = `request ${canonicalText(request)}`,
  ) =>
    keys.attempt({
      request,
      notice,
      check: () => {
        asked.push(recheck);
        return Promise.resolve(recheck);
      },
      send: (request: T, key: string) => {
        sent.push({ request, key });
        return Promise.resolve(answer);
      },
    } satisfies KeyedAttempt<T, unknown>);
  return { keys, sent, asked, attempt };
}

const cardA = { cardId: 'A', amount: 450500, sendMsg: 0 };
const cardB = { cardId: 'B', amount: 450500, sendMsg: 0 };

describe('createActionKeys', () => {
  it('writes the action down before the call leaves: sealed, masked, never the request itself', async () => {
    const { memory, kept } = storage();
    const here = tab(memory, counter());
    const bind = { cardNo: '6222021234567890', mobile: '09171234567' };
    let storedWhileOut: OpenAction | undefined;
    await here.keys.attempt({
      request: bind,
      notice: 'the payment account ending 7890',
      check: () => Promise.resolve('same'),
      send: () => {
        storedWhileOut = kept();
        return Promise.resolve(lost);
      },
    });
    expect(storedWhileOut).toMatchObject({
      key: 'key-1',
      notice: 'the payment account ending 7890',
      since: 1_000,
      done: false,
    });
    const text = JSON.stringify(storedWhileOut);
    for (const secret of ['6222021234567890', '09171234567', '1234567890']) {
      expect(text).not.toContain(secret);
    }
  });

  it('a page killed while its call is out: the next page asks first and sends the same request under the same key', async () => {
    const { memory } = storage();
    const killed = tab(memory, counter());
    await killed.attempt(cardA, lost);
    const next = tab(memory, () => 'key-new');
    const outcome = await next.attempt({ ...cardA }, success);
    expect(next.asked).toEqual(['same']);
    expect(next.sent).toEqual([{ request: cardA, key: 'key-1' }]);
    expect(outcome).toMatchObject({ sent: true, unknown: false });
  });

  it('tells apart requests that differ only in the middle of a long number, or in a phone or a number field', async () => {
    const pairs: [unknown, unknown][] = [
      [{ cardNo: '6222021234567890' }, { cardNo: '6222029934567890' }],
      [{ mobile: '+639171234567' }, { mobile: '+639181234567' }],
      [{ amount: 450500 }, { amount: 450501 }],
      [{ channelNumber: '90003' }, { channelNumber: '90006' }],
    ];
    for (const [first, corrected] of pairs) {
      const { memory } = storage();
      const before = tab(memory, counter());
      await before.attempt(first, lost);
      // A reload: the corrected request is not sent under the first key, nor under any other.
      const after = tab(memory, counter());
      expect(await after.attempt(corrected, success)).toEqual({
        sent: false,
        stillChecking: `request ${canonicalText(first)}`,
      });
      expect(after.sent).toEqual([]);
    }
  });

  it('after a reload, a different request sends nothing and names the open one; a definite answer to it frees the borrower', async () => {
    const { memory, kept } = storage();
    const first = tab(memory, counter());
    await first.attempt(cardA, lost, 'same', 'your payment with BDO **** 4821');
    const reloaded = tab(memory, () => 'key-2');
    expect(
      await reloaded.attempt(cardB, success, 'same', 'your payment with BPI **** 3390'),
    ).toEqual({ sent: false, stillChecking: 'your payment with BDO **** 4821' });
    expect(reloaded.sent).toEqual([]);
    // Asked again, the server has moved on (card A paid, or a new amount): closed, nothing sent.
    expect(await reloaded.attempt(cardB, success, 'changed')).toEqual({ sent: false });
    expect(kept()).toBeUndefined();
    // The next tap is a new action for card B.
    await reloaded.attempt(cardB, success);
    expect(reloaded.sent).toEqual([{ request: cardB, key: 'key-2' }]);
  });

  it('in the page that sent it too, a different request goes under no key until the open one has an answer', async () => {
    const { memory } = storage();
    const here = tab(memory, counter());
    await here.attempt(cardA, lost, 'same', 'your payment with BDO **** 4821');
    expect(await here.attempt(cardB, success)).toEqual({
      sent: false,
      stillChecking: 'your payment with BDO **** 4821',
    });
    // Card A sent again has its answer (the server refused it): now card B can go, as a new action.
    await here.attempt(cardA, refused);
    await here.attempt(cardB, success);
    expect(here.sent).toEqual([
      { request: cardA, key: 'key-1' },
      { request: cardA, key: 'key-1' },
      { request: cardB, key: 'key-2' },
    ]);
  });

  it("a tab only closes what it opened: another tab's late refusal leaves this tab's open action open", async () => {
    const { memory, kept } = storage();
    // Tab 2 sends card B under key-1; its answer takes a while.
    let answerTab2: (result: ApiResult<unknown>) => void = () => {};
    const tab2 = createActionKeys(() => 'key-1', memory, sealer);
    const tab2Attempt = tab2.attempt({
      request: cardB,
      notice: 'card B',
      check: () => Promise.resolve('same'),
      send: () => new Promise<ApiResult<unknown>>((resolve) => (answerTab2 = resolve)),
    });
    await vi.waitFor(() => expect(kept()?.key).toBe('key-1'));
    // Tab 1 asks the server, which has moved on past key-1; tab 1 sends card A under key-2, lost.
    const tab1 = tab(memory, () => 'key-2');
    await tab1.attempt(cardA, lost, 'changed');
    await tab1.attempt(cardA, lost);
    expect(kept()?.key).toBe('key-2');
    // Tab 2's refusal arrives: it closes key-1 only, and key-2 stays open.
    answerTab2(refused);
    await tab2Attempt;
    expect(kept()).toMatchObject({ key: 'key-2', done: false });
    // Tab 1 asks first and sends card A again under key-2.
    await tab1.attempt(cardA, success);
    expect(tab1.sent.map((each) => each.key)).toEqual(['key-2', 'key-2']);
    expect(tab1.asked).toEqual(['changed', 'same']);
  });

  it("never overwrites an action another tab opened between this tab's look and its write", async () => {
    const shared = pageMemory();
    const seen: (OpenAction | undefined)[] = [];
    // This tab looked while nothing was open; the other tab writes before this one does.
    let racing = true;
    const memory: KeyMemory = {
      load: () => {
        const open = shared.load();
        seen.push(open);
        return open;
      },
      swap: (expected, next) => {
        if (racing) {
          racing = false;
          shared.swap(undefined, {
            key: 'key-other',
            seal: { salt: '', hash: 'other' },
            notice: 'the other tab’s payment',
            since: 1,
            done: false,
          });
        }
        return shared.swap(expected, next);
      },
    };
    const here = tab(memory, counter());
    expect(await here.attempt(cardA, success)).toEqual({
      sent: false,
      stillChecking: 'the other tab’s payment',
    });
    expect(here.sent).toEqual([]);
    expect(shared.load()?.key).toBe('key-other');
  });

  it('a refused key (422) leaves the open action open and names it; a refusal of the request closes it', async () => {
    for (const answer of [keyReused, lost]) {
      const { memory, kept } = storage();
      const here = tab(memory, counter());
      const outcome = await here.attempt(cardA, answer, 'same', 'card A');
      expect(outcome).toMatchObject({ sent: true, unknown: true });
      expect(kept()).toMatchObject({ key: 'key-1', done: false });
      // A refused key names the request it is still checking, so the page can say so.
      const named = answer === lost ? undefined : 'card A';
      expect(outcome.sent && outcome.stillChecking).toBe(named);
    }
    const { memory, kept } = storage();
    const here = tab(memory, counter());
    expect(await here.attempt(cardA, refused)).toMatchObject({ sent: true, unknown: false });
    expect(kept()).toBeUndefined();
  });

  it('a 409 waits and sends the same request under the same key again, until it has its answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const { memory, kept } = storage();
      const answers = [stillProcessing, stillProcessing, success];
      const sent: string[] = [];
      const keys = createActionKeys(counter(), memory, sealer);
      const outcome = keys.attempt({
        request: cardA,
        notice: 'card A',
        check: () => Promise.resolve('same'),
        send: (_request, key) => {
          sent.push(key);
          return Promise.resolve(answers.shift() ?? success);
        },
      });
      for (const wait of stillProcessingWaitsMs.slice(0, 2)) {
        await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0));
        await vi.advanceTimersByTimeAsync(wait);
      }
      expect(await outcome).toMatchObject({ sent: true, unknown: false });
      expect(sent).toEqual(['key-1', 'key-1', 'key-1']);
      expect(kept()).toMatchObject({ key: 'key-1', done: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a 409 past every wait leaves the action open and names it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const { memory, kept } = storage();
      const here = tab(memory, counter());
      const outcome = here.attempt(cardA, stillProcessing, 'same', 'card A');
      for (const wait of stillProcessingWaitsMs) {
        await vi.waitFor(() => expect(here.sent.length).toBeGreaterThan(0));
        await vi.advanceTimersByTimeAsync(wait);
      }
      expect(await outcome).toMatchObject({ sent: true, unknown: true, stillChecking: 'card A' });
      expect(here.sent).toHaveLength(stillProcessingWaitsMs.length + 1);
      expect(kept()).toMatchObject({ key: 'key-1', done: false });
    } finally {
      vi.useRealTimers();
    }
  });

  it('remembers a success: the same request asks first and goes under the same key; another is new', async () => {
    const { memory, kept } = storage();
    const here = tab(memory, counter());
    await here.attempt(cardA, success);
    expect(kept()).toMatchObject({ key: 'key-1', done: true });
    const reloaded = tab(memory, () => 'key-new');
    await reloaded.attempt({ ...cardA }, success);
    await reloaded.attempt(cardB, success);
    expect(reloaded.asked).toEqual(['same', 'same']);
    expect(reloaded.sent).toEqual([
      { request: cardA, key: 'key-1' },
      { request: cardB, key: 'key-new' },
    ]);
  });

  it('asks nothing while no action is open; sends nothing when the server cannot be asked', async () => {
    const { memory } = storage();
    const here = tab(memory, counter());
    await here.attempt(cardA, lost);
    expect(here.asked).toEqual([]);
    expect(await here.attempt(cardA, success, 'failed')).toEqual({ sent: false });
    expect(here.sent).toHaveLength(1);
  });

  it('forget closes the open action without sending; a newer action of another tab is left alone', async () => {
    const { memory, kept } = storage();
    const here = tab(memory, counter());
    await here.attempt(cardA, lost);
    here.keys.forget();
    expect(kept()).toBeUndefined();
    await here.attempt(cardB, lost);
    expect(here.sent.map((each) => each.key)).toEqual(['key-1', 'key-2']);
  });
});

describe('the seal', () => {
  it('is PBKDF2-SHA-256 of the whole request with a salt of its own: the same request with the same salt seals alike', async () => {
    const seal = slowSealer(1_000);
    const bind = { cardNo: '6222021234567890', mobile: '09171234567', code: '482913' };
    const first = await seal(bind);
    const second = await seal(bind);
    expect(first.salt).not.toBe(second.salt);
    expect(first.hash).not.toBe(second.hash);
    expect(
      (
        await seal(
          { mobile: '09171234567', code: '482913', cardNo: '6222021234567890' },
          first.salt,
        )
      ).hash,
    ).toBe(first.hash);
    expect((await seal({ ...bind, code: '482914' }, first.salt)).hash).not.toBe(first.hash);
    const text = JSON.stringify(first);
    for (const secret of ['6222021234567890', '09171234567', '482913', '7890']) {
      expect(text).not.toContain(secret);
    }
  });

  it('costs what a guess costs: the iterations asked for', async () => {
    const fast = slowSealer(1);
    const slow = slowSealer(100_000);
    const { salt } = await fast({ a: 1 });
    const started = performance.now();
    await fast({ a: 1 }, salt);
    const fastMs = performance.now() - started;
    const slowStarted = performance.now();
    await slow({ a: 1 }, salt);
    expect(performance.now() - slowStarted).toBeGreaterThan(fastMs + 5);
  });
});
