// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../shared/api/result.ts';
import { defaultConfig } from '../../shared/config/config.ts';
import {
  alreadyRegisteredMessage,
  captchaError,
  captchaMessage,
  clientTypeOf,
  downloadQuery,
  mobileError,
  readCampaign,
  registerOutcome,
  registeredMessage,
  registrationErrors,
  smsCodeError,
  smsCodeMessage,
  smsOutcome,
  smsSentMessage,
  storeOrder,
} from './promotionRules.ts';

const phoneMessage = 'please enter the correct phone number';

const ok: ApiResult<unknown> = { success: true, code: '0', message: 'success', data: {}, raw: {} };
const business = (code: string, message: string): ApiResult<unknown> => ({
  success: false,
  code,
  message,
  data: undefined,
  raw: {},
  failure: 'business',
});
const network: ApiResult<unknown> = {
  success: false,
  code: 'network',
  message: 'error',
  data: undefined,
  raw: undefined,
  failure: 'network',
};

describe('registration mobile (spec §5: 11 digits, 1 then 3-9)', () => {
  it.each(['13800000011', '19912345678', '14700000000'])('accepts %s', (mobile) => {
    expect(mobileError(mobile, defaultConfig)).toBeUndefined();
  });

  it.each([
    ['empty', ''],
    ['10 digits', '1380000001'],
    ['12 digits', '138000000111'],
    ['second digit 2', '12800000011'],
    ['second digit 0', '10800000011'],
    ['not starting with 1', '09171234567'],
    ['letters', '1380000001a'],
    ['group spaces', '138 0000 0011'],
  ])('refuses %s with the phone message', (_case, mobile) => {
    expect(mobileError(mobile, defaultConfig)).toBe(phoneMessage);
  });

  it('takes its rule and message from the market configuration', () => {
    const market = {
      registrationPhonePattern: '^09\\d{9}$',
      registrationPhoneMessage: 'Enter your 11-digit mobile number starting with 09',
    };
    expect(mobileError('09171234567', market)).toBeUndefined();
    expect(mobileError('13800000011', market)).toBe(market.registrationPhoneMessage);
  });
});

describe('image captcha (spec §5: required, 4 characters)', () => {
  it('accepts 4 characters', () => {
    expect(captchaError('AB12')).toBeUndefined();
    expect(captchaError(' AB12 ')).toBeUndefined();
  });

  it.each(['', '   ', 'AB1', 'AB123'])('refuses %j', (captcha) => {
    expect(captchaError(captcha)).toBe(captchaMessage);
    expect(captchaMessage).toBe('please enter the correct image captcha');
  });
});

describe('SMS code (spec §5: required, 6 characters)', () => {
  it('accepts 6 characters', () => {
    expect(smsCodeError('123456')).toBeUndefined();
  });

  it.each(['', '12345', '1234567'])('refuses %j', (code) => {
    expect(smsCodeError(code)).toBe(smsCodeMessage);
    expect(smsCodeMessage).toBe('please enter the correct SMS code');
  });
});

describe('registrationErrors', () => {
  const values = { mobile: '123', captcha: 'AB', smsCode: '' };

  it('checks only the fields a step needs', () => {
    expect(registrationErrors(values, ['mobile'], defaultConfig)).toEqual({ mobile: phoneMessage });
    expect(registrationErrors(values, ['mobile', 'captcha'], defaultConfig)).toEqual({
      mobile: phoneMessage,
      captcha: captchaMessage,
    });
    expect(registrationErrors(values, ['mobile', 'captcha', 'smsCode'], defaultConfig)).toEqual({
      mobile: phoneMessage,
      captcha: captchaMessage,
      smsCode: smsCodeMessage,
    });
  });

  it('is empty when every field is right', () => {
    const right = { mobile: '13800000011', captcha: 'AB12', smsCode: '123456' };
    expect(registrationErrors(right, ['mobile', 'captcha', 'smsCode'], defaultConfig)).toEqual({});
  });
});

describe('get-sms codes (spec §8)', () => {
  it("'0': sent", () => {
    expect(smsOutcome(ok)).toEqual({ kind: 'sent', message: smsSentMessage });
    expect(smsSentMessage).toBe('Verification code sent, please check your phone!');
  });

  it("'101': wrong captcha, with the server's message", () => {
    expect(smsOutcome(business('101', 'Wrong captcha.'))).toEqual({
      kind: 'wrongCaptcha',
      message: 'Wrong captcha.',
    });
  });

  it("'11': already registered, with the page's own words", () => {
    expect(smsOutcome(business('11', 'Registered.'))).toEqual({
      kind: 'registered',
      message: alreadyRegisteredMessage,
    });
    expect(alreadyRegisteredMessage).toBe(
      'You are registered, please download the app and log in!',
    );
  });

  it("other codes: the server's message", () => {
    expect(smsOutcome(business('7', 'Too many codes today.'))).toEqual({
      kind: 'failed',
      message: 'Too many codes today.',
    });
  });

  it('a failure without an envelope says what went wrong', () => {
    expect(smsOutcome(network)).toEqual({ kind: 'failed', message: 'error' });
  });
});

describe('register codes (spec §8)', () => {
  it("'0': registered, with a conversion", () => {
    expect(registerOutcome(ok)).toEqual({
      kind: 'registered',
      message: registeredMessage,
      conversion: true,
    });
    expect(registeredMessage).toBe('Registration successful');
  });

  it("'11': the same message and redirect, no new conversion", () => {
    expect(registerOutcome(business('11', 'Registered.'))).toEqual({
      kind: 'registered',
      message: registeredMessage,
      conversion: false,
    });
  });

  it("'-1': wrong captcha, with the server's message", () => {
    expect(registerOutcome(business('-1', 'Wrong captcha.'))).toEqual({
      kind: 'wrongCaptcha',
      message: 'Wrong captcha.',
    });
  });

  it("other codes: the server's message", () => {
    expect(registerOutcome(business('12', 'Wrong SMS code.'))).toEqual({
      kind: 'failed',
      message: 'Wrong SMS code.',
    });
  });

  it("a network failure: 'error'", () => {
    expect(registerOutcome(network)).toEqual({ kind: 'failed', message: 'error' });
  });
});

describe('the download query (spec §2)', () => {
  const campaign = readCampaign({
    id: '7',
    app_from: 'fb',
    user_from: 'ad12',
    utm_tag: 'summer',
    invite_code: 'INV9',
    tracking_code: 'px-1',
  });

  it('carries app_from, user_from, utm_tag and id', () => {
    expect(downloadQuery(campaign, '7')).toEqual({
      app_from: 'fb',
      user_from: 'ad12',
      utm_tag: 'summer',
      id: '7',
    });
  });

  it('carries links_id when down_id is absent', () => {
    expect(downloadQuery({ ...campaign, linksId: 'L5' }, '7')).toMatchObject({ links_id: 'L5' });
    expect(downloadQuery({ ...campaign, linksId: 'L5' }, '7')).not.toHaveProperty('down_id');
  });

  it('carries down_id when links_id is absent', () => {
    expect(downloadQuery({ ...campaign, downId: 'D3' }, '7')).toMatchObject({ down_id: 'D3' });
    expect(downloadQuery({ ...campaign, downId: 'D3' }, '7')).not.toHaveProperty('links_id');
  });

  it('carries neither when both are present, each being only for when the other is absent', () => {
    const query = downloadQuery({ ...campaign, linksId: 'L5', downId: 'D3' }, '7');
    expect(query).not.toHaveProperty('links_id');
    expect(query).not.toHaveProperty('down_id');
  });

  it('leaves out empty values', () => {
    expect(downloadQuery(readCampaign({}), '')).toEqual({});
  });
});

describe('readCampaign', () => {
  it('reads every campaign parameter, trimmed, and "" for a missing one', () => {
    expect(
      readCampaign({
        id: ' 7 ',
        app_from: 'fb',
        user_from: 'ad12',
        utm_tag: 'summer',
        links_id: 'L5',
        invite_code: 'INV9',
        tracking_code: 'px-1',
      }),
    ).toEqual({
      pageId: '7',
      appFrom: 'fb',
      userFrom: 'ad12',
      utmTag: 'summer',
      linksId: 'L5',
      downId: '',
      inviteCode: 'INV9',
      trackingCode: 'px-1',
    });
  });
});

describe('client type and store order', () => {
  it('is ios on an iPhone or iPad, android otherwise', () => {
    expect(clientTypeOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(clientTypeOf('Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)')).toBe('ios');
    expect(clientTypeOf('Mozilla/5.0 (Linux; Android 10; Redmi 9A)')).toBe('android');
    expect(clientTypeOf('')).toBe('android');
  });

  it("offers the phone's own store first", () => {
    expect(storeOrder('ios')).toEqual(['appStore', 'googlePlay']);
    expect(storeOrder('android')).toEqual(['googlePlay', 'appStore']);
  });
});
