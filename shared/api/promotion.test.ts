import { describe, expect, it } from 'vitest';
import { answer, record } from '../../tests/setup/apiHarness.ts';
import {
  captchaImageUrl,
  loadCaptchaSid,
  loadLandingConfig,
  parseLandingConfig,
  register,
  requestSmsCode,
  trackClick,
  trackVisit,
} from './promotion.ts';
import { unknownOutcomeMessages } from './result.ts';

const visit = {
  page_id: '7',
  user_from: 'ad12',
  client_type: 'android',
  utm_tag: 'summer',
  app_from: 'fb',
} as const;

const source = {
  deviceId: 'dev-9',
  appName: 'PesoAgad',
  app_from: 'fb',
  user_from: 'ad12',
  utm_tag: 'summer',
};

describe('promotion calls (spec §7 Promotion)', () => {
  it('channel-template: GET with templateId = the page id, JSON success code 00', async () => {
    const calls = record('promotionTemplate');
    const result = await loadLandingConfig('7');
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.query).toMatchObject({ templateId: '7' });
    expect(calls[0]?.url.pathname).toBe('/api/v2/market/service/channel/channel-template');
    expect(result.success && result.data.id).toBe(7);
  });

  it('track-visit: GET with page_id, user_from, client_type, page_type=1, utm_tag, app_from', async () => {
    const calls = record('promotionTrackVisit');
    await trackVisit(visit);
    expect(calls[0]?.query).toEqual({ ...visit, page_type: '1' });
  });

  it('track-visit fails silently', async () => {
    answer('promotionTrackVisit', 'network-error');
    const result = await trackVisit(visit);
    expect(result.success).toBe(false);
  });

  it('track-click: GET with the visit and the phone', async () => {
    const calls = record('promotionTrackClick');
    await trackClick(visit, '13800000011');
    expect(calls[0]?.query).toEqual({ ...visit, page_type: '1', phone: '13800000011' });
  });

  it('get-sid: the sid of data', async () => {
    answer('promotionSid', { code: '0', data: { sid: 'abc' } });
    const result = await loadCaptchaSid();
    expect(result.success && result.data).toBe('abc');
  });

  it('get-sid: a code other than 0 is a failure with the server message', async () => {
    answer('promotionSid', { code: '5', message: 'Too many pictures.' });
    const result = await loadCaptchaSid();
    expect(result).toMatchObject({ success: false, message: 'Too many pictures.' });
  });

  it('get-sms: POST JSON phone, capcode, sid, deviceId, appName, app_from, user_from, utm_tag', async () => {
    const calls = record('promotionSms');
    await requestSmsCode({ ...source, phone: '13800000011', capcode: 'AB12', sid: 's1' });
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers['content-type']).toContain('application/json');
    expect(calls[0]?.body).toEqual({
      phone: '13800000011',
      capcode: 'AB12',
      sid: 's1',
      deviceId: 'dev-9',
      appName: 'PesoAgad',
      app_from: 'fb',
      user_from: 'ad12',
      utm_tag: 'summer',
    });
  });

  it('register: POST JSON with merchantNumber 0 and userName = the phone', async () => {
    const calls = record('promotionRegister');
    await register(
      {
        ...source,
        phone: '13800000011',
        capcode: 'AB12',
        sid: 's1',
        smsCode: '123456',
        invite_code: 'INV9',
        id: 7,
      },
      'key-register',
    );
    expect(calls[0]?.headers['idempotency-key']).toBe('key-register');
    expect(calls[0]?.body).toEqual({
      phone: '13800000011',
      capcode: 'AB12',
      sid: 's1',
      deviceId: 'dev-9',
      appName: 'PesoAgad',
      merchantNumber: 0,
      userName: '13800000011',
      smsCode: '123456',
      invite_code: 'INV9',
      user_from: 'ad12',
      id: 7,
      app_from: 'fb',
      utm_tag: 'summer',
    });
  });

  it('register: a network failure says nobody knows yet whether it went through', async () => {
    answer('promotionRegister', 'network-error');
    const result = await register(
      {
        ...source,
        phone: '13800000011',
        capcode: 'AB12',
        sid: 's1',
        smsCode: '123456',
        invite_code: '',
        id: 7,
      },
      'key-1',
    );
    expect(result).toMatchObject({
      success: false,
      message: unknownOutcomeMessages.registration,
    });
  });

  it('the captcha picture: get-captcha with the sid and a timestamp', () => {
    const url = new URL(captchaImageUrl('s1', 1700000000000));
    expect(url.pathname).toBe('/api/v2/market/service/promotion/get-captcha');
    expect(Object.fromEntries(url.searchParams)).toEqual({ sid: 's1', timestamp: '1700000000000' });
  });
});

describe('parseLandingConfig', () => {
  it('reads the template', () => {
    expect(
      parseLandingConfig({
        id: 7,
        title: 'Cash in minutes',
        subtitle: 'One valid ID',
        banner: 'https://cdn.example.ph/b.png',
        buttonText: 'Apply now',
        backgroundColor: '#123456',
        fontColor: 'white',
        appName: 'PesoAgad',
      }),
    ).toEqual({
      id: 7,
      title: 'Cash in minutes',
      subtitle: 'One valid ID',
      banner: 'https://cdn.example.ph/b.png',
      buttonText: 'Apply now',
      backgroundColor: '#123456',
      fontColor: 'white',
      appName: 'PesoAgad',
    });
  });

  it.each([null, undefined, 'oops', [], {}])('gives defaults for %j', (data) => {
    expect(parseLandingConfig(data)).toEqual({
      id: 0,
      title: '',
      subtitle: '',
      banner: '',
      buttonText: '',
      backgroundColor: '',
      fontColor: '',
      appName: '',
    });
  });

  it('drops a colour that is not plain', () => {
    const config = parseLandingConfig({
      backgroundColor: 'red;background:url(x)',
      fontColor: 'expression(alert(1))',
    });
    expect(config).toMatchObject({ backgroundColor: '', fontColor: '' });
  });

  it('keeps an id sent as text', () => {
    expect(parseLandingConfig({ id: ' 12 ' }).id).toBe('12');
  });
});
