import { beforeEach, describe, expect, it } from 'vitest';
import { fixtureContext, record } from '../../tests/setup/apiHarness.ts';
import { defaultConfig } from '../config/config.ts';
import * as fx from '../mock/complaintFixtures.ts';
import { businessErrorMessage } from '../mock/failures.ts';
import { toastStore } from '../notify/toastStore.ts';
import { loadContactInfo, parseContactInfo } from './contact.ts';

function openPage(query = '') {
  window.history.replaceState(null, '', `/customerService.html?sessionId=sess-1${query}`);
}

beforeEach(() => openPage());

describe('parseContactInfo', () => {
  it('reads email and smWa as the telephone', () => {
    expect(parseContactInfo({ email: 'help@example.ph', smWa: '09171234567' })).toEqual({
      email: 'help@example.ph',
      telephone: '09171234567',
    });
  });

  it.each([['oops'], [null], [[]], [{ email: null, smWa: { n: 1 } }]])(
    'gives empty text for %j',
    (data) => {
      expect(parseContactInfo(data)).toEqual({ email: '', telephone: '' });
    },
  );

  it('reads a number sent for the telephone as text', () => {
    expect(parseContactInfo({ smWa: 9171234567 }).telephone).toBe('9171234567');
  });
});

describe('loadContactInfo against the mock backend', () => {
  it('gives the e-mail and telephone of the fixture', async () => {
    const result = await loadContactInfo();

    expect(result).toMatchObject({
      success: true,
      data: { email: defaultConfig.serviceEmail, telephone: '09171234567' },
    });
    expect(result.success && result.data).toEqual(parseContactInfo(fx.contactInfo(fixtureContext)));
  });

  it('sends overall=30 and nothing else', async () => {
    const calls = record('contactInfo');

    await loadContactInfo();

    expect(calls.map((call) => call.body)).toEqual([{ overall: '30' }]);
  });

  it('?mock=malformed succeeds with empty text', async () => {
    openPage('&mock=malformed');

    expect(await loadContactInfo()).toMatchObject({
      success: true,
      data: { email: '', telephone: '' },
    });
  });

  it('?mock=business-error fails with the server message', async () => {
    openPage('&mock=business-error');

    const result = await loadContactInfo();

    expect(result).toMatchObject({ success: false, message: businessErrorMessage });
    expect(toastStore.getState().current?.text).toBe(businessErrorMessage);
  });
});
