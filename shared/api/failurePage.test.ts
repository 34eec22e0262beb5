import { beforeEach, describe, expect, it } from 'vitest';
import { fixtureContext, openPage, record } from '../../tests/setup/apiHarness.ts';
import { malformedData } from '../mock/failures.ts';
import * as fx from '../mock/orderFixtures.ts';
import { loadFailurePage, parseFailurePage } from './failurePage.ts';

beforeEach(() => openPage());

describe('parseFailurePage', () => {
  it('decodes the mock fixture, tags and enabled flags included', () => {
    const wire = fx.failurePage(fixtureContext);

    const page = parseFailurePage(wire);

    expect(page.noticeMessage).toBe('We could not complete your application');
    expect(page.errMessage).toBe(wire.errMessage);
    expect(page.products.items).toEqual(
      wire.bottomList.map((item) => ({
        ...item,
        id: String(item.id),
        enabled: item.enabled !== 0,
      })),
    );
    expect(page.products.items[0]).toMatchObject({
      id: '1001',
      name: 'PesoAgad Flex',
      rangeDesc: 'Loan amount',
      rate: 'From 0.05% / day',
      tags: ['Fast approval', 'No collateral'],
      enabled: true,
    });
    expect(page.products.items[4]).toMatchObject({ id: '1005', enabled: false });
  });

  it('reads at most 200 products and counts them all', () => {
    const bottomList = Array.from({ length: 300 }, (_, index) => ({ id: index, name: 'Loan' }));
    const { products } = parseFailurePage({ bottomList });
    expect(products.items).toHaveLength(200);
    expect(products.total).toBe(300);
  });

  it('gives defaults for wrong shapes', () => {
    const empty = { noticeMessage: '', errMessage: '', products: { items: [], total: 0 } };
    expect(parseFailurePage('oops')).toEqual(empty);
    expect(parseFailurePage(malformedData('failurePage'))).toEqual(empty);
    expect(
      parseFailurePage({ bottomList: [null, { id: 3, tags: ['Fast', 1, null], enabled: '0' }] })
        .products.items,
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
    expect(result.data.products.items.map((p) => [p.id, p.enabled])).toEqual([
      ['1001', true],
      ['1002', true],
      ['1003', true],
      ['1004', true],
      ['1005', false],
    ]);

    const calls = record('failurePage');
    await loadFailurePage('PA77');
    expect(calls.map((call) => call.body)).toEqual([{ orderId: 'PA77' }]);
  });

  it('?mock=malformed succeeds with empty defaults', async () => {
    openPage('&mock=malformed');

    const result = await loadFailurePage('PA77');

    expect(result).toMatchObject({
      success: true,
      code: '00',
      data: { noticeMessage: '', errMessage: '', products: { items: [], total: 0 } },
    });
  });
});
