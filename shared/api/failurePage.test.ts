import { HttpResponse, http, type JsonBodyType } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../tests/setup/unit.ts';
import { defaultConfig } from '../config/config.ts';
import * as fx from '../mock/fixtures.ts';
import { loadFailurePage, parseFailurePage } from './failurePage.ts';
import { createWireKeys } from './wire.ts';

const session = 'sessionId=sess-1&userId=u-7&deviceId=dev-3';

function openPage(query = '') {
  window.history.replaceState(null, '', `/orderDetail.html?${session}${query}`);
}

/** Answers one /maxwell path and records the form bodies that arrived. */
function capture(path: string, body: JsonBodyType = { code: 0, message: 'success', data: {} }) {
  const bodies: Record<string, string>[] = [];
  server.use(
    http.post(`*/maxwell${path}`, async ({ request }) => {
      bodies.push(Object.fromEntries(new URLSearchParams(await request.text())));
      return HttpResponse.json(body);
    }),
  );
  return bodies;
}

const ctx: fx.FixtureContext = {
  config: defaultConfig,
  keys: createWireKeys(defaultConfig.wireKeys),
  page: (path) => new URL(path, 'http://localhost/').href,
  file: (name) => `http://localhost/files/${name}`,
  empty: false,
  now: Date.UTC(2025, 5, 11, 4),
};

beforeEach(() => openPage());

describe('parseFailurePage', () => {
  it('decodes the mock fixture, tags and enabled flags included', () => {
    const wire = fx.failurePage(ctx);

    const page = parseFailurePage(wire);

    expect(page.noticeMessage).toBe('We could not complete your application');
    expect(page.errMessage).toBe(wire.errMessage);
    expect(page.products).toEqual(
      wire.bottomList.map((item) => ({
        ...item,
        id: String(item.id),
        enabled: item.enabled !== 0,
      })),
    );
    expect(page.products[0]).toMatchObject({
      id: '1001',
      name: 'PesoAgad Flex',
      rangeDesc: 'Loan amount',
      rate: 'From 0.05% / day',
      tags: ['Fast approval', 'No collateral'],
      enabled: true,
    });
    expect(page.products[4]).toMatchObject({ id: '1005', enabled: false });
  });

  it('gives defaults for wrong shapes', () => {
    const empty = { noticeMessage: '', errMessage: '', products: [] };
    expect(parseFailurePage('oops')).toEqual(empty);
    expect(parseFailurePage(fx.malformedData('failurePage'))).toEqual(empty);
    expect(
      parseFailurePage({ bottomList: [null, { id: 3, tags: ['Fast', 1, null], enabled: '0' }] })
        .products,
    ).toEqual([
      {
        id: '3',
        logo: '',
        name: '',
        buttonText: '',
        range: '',
        rangeDesc: '',
        rate: '',
        description: '',
        tags: ['Fast'],
        enabled: false,
      },
    ]);
  });
});

describe('loadFailurePage against the mock backend', () => {
  it('sends the order id and gives the decoded page', async () => {
    const result = await loadFailurePage('PA77');

    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.noticeMessage).toBe('We could not complete your application');
    expect(result.data.products.map((p) => [p.id, p.enabled])).toEqual([
      ['1001', true],
      ['1002', true],
      ['1003', true],
      ['1004', true],
      ['1005', false],
    ]);

    const bodies = capture('/gopia/goya/drowns', { code: '00', data: {} });
    await loadFailurePage('PA77');
    expect(bodies).toEqual([{ orderId: 'PA77' }]);
  });

  it('?mock=malformed succeeds with empty defaults', async () => {
    openPage('&mock=malformed');

    const result = await loadFailurePage('PA77');

    expect(result).toMatchObject({
      success: true,
      code: '00',
      data: { noticeMessage: '', errMessage: '', products: [] },
    });
  });
});
