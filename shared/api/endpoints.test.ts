// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  type Endpoint,
  endpoints,
  isSuccessCode,
  promotionCaptchaPath,
  type SuccessRule,
  wirePath,
} from './endpoints.ts';

type Row = [method: Endpoint['method'], path: string, success: SuccessRule];

// Contract §2, the backend table (paths under /maxwell); '0' is `zero`, '00' is `doubleZero`.
const maxwellRows: Row[] = [
  ['POST', '/v3/loan-details/loan-details', 'zero'],
  ['POST', '/v3/loan-details/google-score', 'zero'],
  ['POST', '/service/event/save', 'zero'],
  ['POST', '/gopia/goya/define', 'doubleZero'],
  ['POST', '/gopia/goya/drowns', 'doubleZero'],
  ['POST', '/v3/installment/loan-play-detail', 'zero'],
  ['POST', '/v3/installment/loan-delay-detail', 'zero'],
  ['POST', '/v3/loan-details/generate-vcode', 'zero'],
  ['POST', '/v3/loan-confirm/loan-detail-confirm', 'zero'],
  ['GET', '/v3/contract/contract', 'zero'],
  ['GET', '/v3/contract/contract-jump', 'zero'],
  ['POST', '/v3/loan-confirm/loan-detail-push', 'zero'],
  ['POST', '/gopia/goya/bloom', 'doubleZero'],
  ['GET', '/gopia/goya/leaves', 'doubleZero'],
  ['GET', '/gopia/goya/branch', 'doubleZero'],
  ['POST', '/gopia/goya/roots', 'doubleZero'],
  ['POST', '/v3/bind-card/card-init', 'zero'],
  ['POST', '/v3/bind-card/bind-card-new', 'zero'],
  ['POST', '/v3/bind-card/bind-card-change', 'zero'],
  ['POST', '/user-problem/problem-init', 'doubleZero'],
  ['POST', '/user-problem/problem-save', 'doubleZero'],
  ['POST', '/user-problem/problem-list', 'doubleZero'],
  ['POST', '/user-problem/problem-detail', 'doubleZero'],
  ['POST', '/user-problem/save-score', 'doubleZero'],
  ['POST', '/user-problem/upload-problem-img', 'doubleZero'],
  ['POST', '/v3/personal-center/contact-kf-info', 'zero'],
  ['POST', '/repayment-way', 'doubleZero'],
  ['POST', '/repayment-commit', 'doubleZero'],
  ['POST', '/repayment-confirm', 'doubleZero'],
  ['POST', '/repayment-huichao', 'doubleZero'],
];

// Contract §2 and spec §7/§8: the promotion calls under /api/v2/<service>/service.
const promotionRows: Row[] = [
  ['GET', '/channel/channel-template', 'doubleZero'],
  ['GET', '/promotion/track-visit', 'zero'],
  ['GET', '/promotion/get-sid', 'stringZero'],
  ['POST', '/promotion/get-sms', 'stringZero'],
  ['GET', '/promotion/track-click', 'zero'],
  ['POST', '/promotion/register', 'stringZero'],
];

const table: readonly Endpoint[] = Object.values(endpoints);
const asRow = (endpoint: Endpoint): Row => [endpoint.method, endpoint.path, endpoint.success];
const byPath = (a: Row, b: Row) => a[1].localeCompare(b[1]);

const settings = { servicePrefix: '/maxwell', promotionService: 'market', pathMap: {} };

describe('endpoint table', () => {
  it('has every /maxwell row of the contract, and no other', () => {
    const rows = table.filter((endpoint) => endpoint.root === 'maxwell').map(asRow);
    expect(rows.sort(byPath)).toEqual([...maxwellRows].sort(byPath));
  });

  it('has every promotion call, and no other', () => {
    const rows = table.filter((endpoint) => endpoint.root === 'promotion').map(asRow);
    expect(rows.sort(byPath)).toEqual([...promotionRows].sort(byPath));
  });

  it('has one entry per path', () => {
    const paths = table.map((endpoint) => endpoint.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('uses the form client for every /maxwell call', () => {
    const clients = table
      .filter((endpoint) => endpoint.root === 'maxwell')
      .map((endpoint) => endpoint.client);
    expect(clients).toHaveLength(maxwellRows.length);
    expect(new Set(clients)).toEqual(new Set(['form']));
  });

  it('uses the JSON client and root promotion for the promotion calls', () => {
    const promotionEndpoints = [
      endpoints.promotionTemplate,
      endpoints.promotionTrackVisit,
      endpoints.promotionSid,
      endpoints.promotionSms,
      endpoints.promotionTrackClick,
      endpoints.promotionRegister,
    ];
    for (const endpoint of promotionEndpoints) {
      expect({ root: endpoint.root, client: endpoint.client }).toEqual({
        root: 'promotion',
        client: 'json',
      });
    }
  });

  it('sends only the complaint image upload as multipart', () => {
    expect(endpoints.complaintUploadImage).toEqual({
      method: 'POST',
      path: '/user-problem/upload-problem-img',
      root: 'maxwell',
      success: 'doubleZero',
      client: 'form',
      multipart: true,
      networkErrorText: 'error',
    });
    const multipart = Object.entries(endpoints)
      .filter(([, endpoint]) => (endpoint as Endpoint).multipart)
      .map(([name]) => name);
    expect(multipart).toEqual(['complaintUploadImage']);
  });

  it("shows 'error' on a network failure for legacy, complaint, template and register calls", () => {
    const withText = Object.entries(endpoints)
      .filter(([, endpoint]) => (endpoint as Endpoint).networkErrorText === 'error')
      .map(([name]) => name)
      .sort();
    expect(withText).toEqual(
      [
        'complaintInit',
        'complaintUploadImage',
        'complaintSave',
        'complaintList',
        'complaintDetail',
        'complaintScore',
        'legacyRepaymentWay',
        'legacyRepaymentCommit',
        'legacyRepaymentConfirm',
        'legacyRepaymentRedirect',
        'promotionTemplate',
        'promotionRegister',
      ].sort(),
    );
  });

  it('names the captcha image path', () => {
    expect(promotionCaptchaPath).toBe('/promotion/get-captcha');
  });
});

describe('isSuccessCode', () => {
  it('zero: the number 0 or the text 0', () => {
    expect(isSuccessCode('zero', 0)).toBe(true);
    expect(isSuccessCode('zero', '0')).toBe(true);
    expect(isSuccessCode('zero', '00')).toBe(false);
    expect(isSuccessCode('zero', 1)).toBe(false);
    expect(isSuccessCode('zero', '')).toBe(false);
    expect(isSuccessCode('zero', false)).toBe(false);
    expect(isSuccessCode('zero', null)).toBe(false);
    expect(isSuccessCode('zero', undefined)).toBe(false);
  });

  it("doubleZero: only the text '00'", () => {
    expect(isSuccessCode('doubleZero', '00')).toBe(true);
    expect(isSuccessCode('doubleZero', 0)).toBe(false);
    expect(isSuccessCode('doubleZero', '0')).toBe(false);
    expect(isSuccessCode('doubleZero', '000')).toBe(false);
    expect(isSuccessCode('doubleZero', null)).toBe(false);
    expect(isSuccessCode('doubleZero', undefined)).toBe(false);
  });

  it("stringZero: only the text '0'", () => {
    expect(isSuccessCode('stringZero', '0')).toBe(true);
    expect(isSuccessCode('stringZero', 0)).toBe(false);
    expect(isSuccessCode('stringZero', '00')).toBe(false);
    expect(isSuccessCode('stringZero', '11')).toBe(false);
    expect(isSuccessCode('stringZero', null)).toBe(false);
    expect(isSuccessCode('stringZero', undefined)).toBe(false);
  });
});

describe('wirePath', () => {
  it('puts a /maxwell call under the service prefix', () => {
    expect(wirePath(endpoints.loanDetails, settings)).toBe('/maxwell/v3/loan-details/loan-details');
    expect(wirePath(endpoints.legacyRepaymentWay, settings)).toBe('/maxwell/repayment-way');
  });

  it('renames paths through the path map, leaving the others alone', () => {
    const mapped = {
      ...settings,
      pathMap: { '/v3/installment/loan-delay-detail': '/k9/zq-delay' },
    };
    expect(wirePath(endpoints.delayDetail, mapped)).toBe('/maxwell/k9/zq-delay');
    expect(wirePath(endpoints.instalmentDetail, mapped)).toBe(
      '/maxwell/v3/installment/loan-play-detail',
    );
  });

  it('puts a promotion call under /api/v2/<service>/service', () => {
    expect(wirePath(endpoints.promotionSid, settings)).toBe(
      '/api/v2/market/service/promotion/get-sid',
    );
    expect(wirePath(endpoints.promotionTemplate, { ...settings, promotionService: 'growth' })).toBe(
      '/api/v2/growth/service/channel/channel-template',
    );
  });

  it('renames promotion paths through the path map too', () => {
    const mapped = { ...settings, pathMap: { '/promotion/register': '/p/r' } };
    expect(wirePath(endpoints.promotionRegister, mapped)).toBe('/api/v2/market/service/p/r');
  });

  it('follows another service prefix', () => {
    expect(wirePath(endpoints.contactInfo, { ...settings, servicePrefix: '/gw' })).toBe(
      '/gw/v3/personal-center/contact-kf-info',
    );
  });
});
