import { beforeEach, describe, expect, it } from 'vitest';
import { answer, enabledFlags, openPage, record } from '../../tests/setup/apiHarness.ts';
import { defaultConfig } from '../config/config.ts';
import { businessErrorMessage } from '../mock/failures.ts';
import { toastStore } from '../notify/toastStore.ts';
import { isEnabled, jumpToProduct, parseProductJump, saveEvent } from './productJump.ts';

const currentToast = () => toastStore.getState().current?.text;

beforeEach(() => openPage());

describe('isEnabled', () => {
  it.each(enabledFlags)(
    'enabled flag %j gives %j (disabled only when the flag is 0)',
    (flag, enabled) => {
      expect(isEnabled(flag)).toBe(enabled);
    },
  );
});

describe('parseProductJump', () => {
  it('reads the jump link and message, with defaults', () => {
    expect(parseProductJump({ link: 'https://a.test/x', message: '' })).toEqual({
      link: 'https://a.test/x',
      message: '',
    });
    expect(parseProductJump('oops')).toEqual({ link: '', message: '' });
    expect(parseProductJump({ link: null, message: 7 })).toEqual({ link: '', message: '7' });
  });
});

describe('event tracking and product jump', () => {
  it('event body leaves moduleId out when it is undefined', async () => {
    const events = record('eventSave');

    await saveEvent({ productId: '1003', positionId: 1 });
    await saveEvent({ productId: '1001', moduleId: 30, positionId: 0 });

    expect(events.map((call) => call.body)).toEqual([
      { productId: '1003', product_id: '1003', positionId: '1' },
      { productId: '1001', product_id: '1001', moduleId: '30', positionId: '0' },
    ]);
  });

  it('a failed event shows no toast', async () => {
    openPage('&mock=business-error');

    const result = await saveEvent({ productId: '1003', positionId: 1 });

    expect(result).toMatchObject({ success: false, message: businessErrorMessage });
    expect(currentToast()).toBeUndefined();
  });

  it('jump body carries moduleId, positionId and id', async () => {
    const jumps = record('productJump');
    answer('productJump', { data: { link: 'https://a.test/x', message: '' } });

    const result = await jumpToProduct({ moduleId: 30, positionId: 2, id: '1004' });
    await jumpToProduct({ positionId: 0, id: '1002' });

    expect(result).toMatchObject({
      success: true,
      data: { link: 'https://a.test/x', message: '' },
    });
    expect(jumps.map((call) => call.body)).toEqual([
      { moduleId: '30', positionId: '2', id: '1004' },
      { positionId: '0', id: '1002' },
    ]);
  });

  it('the mock answers a web link, a deep link, or a refusal with its message', async () => {
    const web = await jumpToProduct({ positionId: 0, id: '1002' });
    expect(web).toMatchObject({ success: true, code: '00' });
    expect(web.success && web.data.link).toMatch(/^http:\/\/.+\/confirm\?productId=1002$/);

    const deep = await jumpToProduct({ positionId: 1, id: '1003' });
    expect(deep.success && deep.data.link).toBe(
      `${defaultConfig.deepLinkScheme}product?productId=1003`,
    );

    const refused = await jumpToProduct({ positionId: 3, id: '1005' });
    expect(refused).toMatchObject({
      success: false,
      code: '01',
      message: 'This product is not available for you right now.',
    });
    expect(currentToast()).toBe('This product is not available for you right now.');
  });
});
