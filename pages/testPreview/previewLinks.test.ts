// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageTable } from '../../shared/config/pages.ts';
import { promotionTriggers } from '../../shared/mock/promotionHandlers.ts';
import { promotionTestInputs } from './PromotionChecks.tsx';
import {
  defaultPreviewFields,
  initialPreviewFields,
  previewLinks,
  sessionSummary,
} from './previewLinks.ts';

describe('test preview links', () => {
  it('links to every page of the table but itself, the fields as query', () => {
    const links = previewLinks(
      { ...defaultPreviewFields, productId: '77', orderId: '5005', gps_adid: '' },
      {},
      ['orderDetail', 'repay'],
    );

    expect(links.map((link) => link.file)).toEqual(
      pageTable.filter((page) => page.name !== 'testPreview').map((page) => page.file),
    );
    const orderDetail = links.find((link) => link.name === 'orderDetail');
    const url = new URL(orderDetail?.href ?? '', 'http://site.test');
    expect(url.pathname).toBe('/orderDetail.html');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appVersion: '2.4.0',
      deviceName: 'Redmi 9A',
      deviceId: 'a1b2c3d4e5f60718',
      osVersion: 'Android 10',
      sessionId: 'preview-session',
      productId: '77',
      orderId: '5005',
    });
  });

  it('names every page apart: a title several screens share says which screen', () => {
    const titles = previewLinks(defaultPreviewFields, {}, []).map((link) => link.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles).toContain('Payment (repaymentOfCode2)');
    expect(titles).toContain('Order Details (error)');
    expect(titles).toContain('Customer Service');
  });

  it('sums the folded session fields up in one line', () => {
    expect(sessionSummary({ ...defaultPreviewFields, orderId: '' })).toBe(
      'sessionId preview-session · productId 12 · orderId (none)',
    );
  });

  it('gives no address for pages this build does not ship', () => {
    const links = previewLinks(defaultPreviewFields, {}, ['orderDetail']);
    expect(links.find((link) => link.name === 'repay')?.href).toBeUndefined();
  });

  it('carries the mock scenario of the preview page on', () => {
    const [link] = previewLinks(defaultPreviewFields, { mock: 'status-200', other: 'x' }, [
      'landing',
    ]);
    const url = new URL(link?.href ?? '', 'http://site.test');
    expect(url.pathname).toBe('/index.html');
    expect(url.searchParams.get('mock')).toBe('status-200');
    expect(url.searchParams.has('other')).toBe(false);
  });

  it('starts from the page query, then the defaults', () => {
    expect(initialPreviewFields({ orderId: '42', sessionId: '' })).toEqual({
      ...defaultPreviewFields,
      orderId: '42',
      sessionId: '',
    });
  });

  it('links the repayment pages complete: ids on all, a pay code to show on repayment by code', () => {
    const links = previewLinks(defaultPreviewFields, {}, [
      'repay',
      'repayDelay',
      'repaymentOfCode',
      'repaymentOfCode2',
    ]);
    const queryOf = (name: string) =>
      Object.fromEntries(
        new URL(links.find((link) => link.name === name)?.href ?? '', 'http://site.test')
          .searchParams,
      );
    for (const name of ['repay', 'repayDelay', 'repaymentOfCode2']) {
      expect(queryOf(name)).toMatchObject({ productId: '12', orderId: '9001' });
    }
    expect(queryOf('repaymentOfCode')).toMatchObject({
      showType: '2',
      payCode: '730061204175',
      repayAmount: '450500',
    });
  });

  it('opens both confirm pages with the productId they load (and the order, for agreement jumps)', () => {
    const links = previewLinks(defaultPreviewFields, {}, ['confirm', 'confirmV2']);
    for (const name of ['confirm', 'confirmV2']) {
      const link = links.find((candidate) => candidate.name === name);
      const url = new URL(link?.href ?? '', 'http://site.test');
      expect(url.pathname).toBe(`/${name}.html`);
      expect(url.searchParams.get('productId')).toBe(defaultPreviewFields.productId);
      expect(url.searchParams.get('orderId')).toBe(defaultPreviewFields.orderId);
      expect(url.searchParams.get('sessionId')).toBe(defaultPreviewFields.sessionId);
    }
  });
});

describe('test preview link to the promotion page', () => {
  it('carries a complete campaign query beside the session fields', () => {
    const link = previewLinks(defaultPreviewFields, {}, ['promotion']).find(
      (item) => item.name === 'promotion',
    );
    const url = new URL(link?.href ?? '', 'http://site.test');
    expect(url.pathname).toBe('/promotion.html');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      sessionId: 'preview-session',
      id: '7',
      app_from: 'preview',
      user_from: 'qa',
      utm_tag: 'test',
      links_id: 'L1',
      invite_code: 'INV1',
      tracking_code: 'px-preview',
    });
  });
});

describe('test preview links to the complaint pages', () => {
  const links = previewLinks(defaultPreviewFields, {}, [
    'complaint',
    'complainPageNext',
    'complainDetails',
  ]);
  const query = (name: string) =>
    Object.fromEntries(
      new URL(links.find((link) => link.name === name)?.href ?? '', 'http://site.test')
        .searchParams,
    );

  it('the entry carries the orderId', () => {
    expect(query('complaint')).toMatchObject({ orderId: '9001', sessionId: 'preview-session' });
  });

  it('the next page carries a problem type and an order the mock knows', () => {
    expect(query('complainPageNext')).toMatchObject({
      problemType: '1',
      problemSonType: '2',
      orderNo: 'PA2025061104170',
      orderId: '9001',
    });
  });

  it('the details carry a problemId', () => {
    expect(query('complainDetails')).toMatchObject({ problemId: '103' });
  });
});

describe('promotion test inputs on the preview page', () => {
  it('name the inputs the mock backend answers with failure codes', () => {
    const text = promotionTestInputs.map((row) => row.input).join(' ');
    expect(text).toContain(promotionTriggers.registeredPhones[1]);
    expect(text).toContain(promotionTriggers.wrongCaptcha);
    expect(text).toContain(promotionTriggers.wrongSmsCode);
  });
});
