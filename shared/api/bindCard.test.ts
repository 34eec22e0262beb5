import { beforeEach, describe, expect, it } from 'vitest';
import { record } from '../../tests/setup/apiHarness.ts';
import { businessErrorMessage } from '../mock/failures.ts';
import { loadBindCardForm, parseBindCardForm, submitBindCard } from './bindCard.ts';

beforeEach(() => {
  window.history.replaceState(null, '', '/bindCard.html?sessionId=sess-1&productId=12');
});

describe('parseBindCardForm', () => {
  it('reads each item with its options, nested options and numbers', () => {
    const form = parseBindCardForm({
      items: [
        {
          code: 'homeCity',
          cate: 'citySelect',
          title: 'City',
          subtitle: ' Where you live ',
          value: 'Cebu/Cebu City',
          note: [{ name: 'Cebu', type: 'CEB', children: [{ name: 'Cebu City', type: 7 }] }],
          inputType: '',
          cardTypeMi: '1',
          channelNumber: 90006,
        },
      ],
    });
    expect(form.items).toEqual([
      {
        code: 'homeCity',
        cate: 'citySelect',
        title: 'City',
        subtitle: 'Where you live',
        value: 'Cebu/Cebu City',
        options: [
          { name: 'Cebu', type: 'CEB', children: [{ name: 'Cebu City', type: '7', children: [] }] },
        ],
        inputType: '',
        cardTypeMi: 1,
        channelNumber: 90006,
      },
    ]);
  });

  it('leaves out items it cannot draw or name, repeated codes and nameless options', () => {
    const form = parseBindCardForm({
      items: [
        { code: 'a', cate: 'txt' },
        { code: '', cate: 'txt' },
        { code: 'b', cate: 'slider' },
        { code: 'a', cate: 'day' },
        'oops',
        { code: 'c', cate: 'enum', note: [{ name: '', type: 1 }, { name: 'Yes' }, null] },
      ],
    });
    expect(form.items.map(({ code, cate }) => `${code}:${cate}`)).toEqual(['a:txt', 'c:enum']);
    // A missing title reads as the code; an option without a type is sent as its name.
    expect(form.items[0]).toMatchObject({ title: 'a', cardTypeMi: 0, channelNumber: 0 });
    expect(form.items[1]?.options).toEqual([{ name: 'Yes', type: 'Yes', children: [] }]);
  });

  it.each([[null], ['oops'], [{ items: {} }], [[]]])('gives no items for %j', (data) => {
    expect(parseBindCardForm(data)).toEqual({ items: [] });
  });
});

describe('bind-card calls against the mock backend', () => {
  it('card-init is asked for the product and answers the form', async () => {
    const calls = record('bindCardForm');
    const result = await loadBindCardForm('12');
    expect(calls.map((call) => call.body)).toEqual([{ productId: '12', product_id: '12' }]);
    expect(result.success && result.data.items.length).toBeGreaterThan(5);
  });

  it('submits new and change to their own endpoints, with the fields as sent', async () => {
    const created = record('bindCardNew');
    const changed = record('bindCardChange');
    const fields = { cardNo: '1234567890', productId: '12' };
    expect((await submitBindCard('new', fields, 'key-new')).success).toBe(true);
    expect(
      (await submitBindCard('change', { walletAccount: '09171234567' }, 'key-2')).success,
    ).toBe(true);
    expect(created.map((call) => call.body)).toEqual([
      { cardNo: '1234567890', productId: '12', product_id: '12' },
    ]);
    expect(changed.map((call) => call.body)).toEqual([{ walletAccount: '09171234567' }]);
    // Each under its action's request key (contract §2).
    expect(created[0]?.headers['idempotency-key']).toBe('key-new');
    expect(changed[0]?.headers['idempotency-key']).toBe('key-2');
  });

  it('fails with the server message', async () => {
    window.history.replaceState(null, '', '/bindCard.html?mock=business-error');
    expect(await submitBindCard('new', {}, 'key-1')).toMatchObject({
      success: false,
      message: businessErrorMessage,
    });
  });
});
