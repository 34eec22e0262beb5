// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ComplaintOrder } from '../../shared/api/complaints.ts';
import {
  collectionRefusedMessage,
  initialOrder,
  isCollection,
  nextPageQuery,
  refusesCollection,
} from './complaintRules.ts';

const order = (orderNo: string, allowsCollection: boolean): ComplaintOrder => ({
  orderNo,
  productLogo: '',
  productName: 'PesoAgad Flex',
  status: 'Overdue',
  rows: [],
  allowsCollection,
});

describe('complaint entry rules', () => {
  it('the refusal is the Spanish text of spec §5', () => {
    expect(collectionRefusedMessage).toBe(
      'El pedido seleccionado no admite el envío de tipo de colección',
    );
  });

  it('type value 1 is collection, no other', () => {
    expect(isCollection({ value: 1, title: 'Collection' })).toBe(true);
    expect(isCollection({ value: 2, title: 'Payment not credited' })).toBe(false);
  });

  it.each([
    [true, false],
    [false, true],
  ])('an order that allows collection (%s) refuses it: %s', (allows, refused) => {
    expect(refusesCollection(order('PA1', allows))).toBe(refused);
  });

  it('no order allows no collection complaint', () => {
    expect(refusesCollection(undefined)).toBe(true);
  });

  it('starts from the order the page was opened for, else the first of the list', () => {
    const a = order('A', true);
    const b = order('B', false);
    const init = { problemTypes: [], problemSonTypes: [], orders: [a, b] };
    expect(initialOrder({ ...init, order: b })).toBe(b);
    expect(initialOrder({ ...init, order: undefined })).toBe(a);
  });

  it('the next page gets problemType, problemSonType, orderNo and the entry orderId', () => {
    expect(
      nextPageQuery({
        type: { value: 1, title: 'Collection' },
        sonType: { value: 3, title: 'Too many calls' },
        order: order('PA1', true),
        orderId: '9001',
      }),
    ).toEqual({ problemType: '1', problemSonType: '3', orderNo: 'PA1', orderId: '9001' });
    expect(
      nextPageQuery({
        type: { value: 4, title: 'Fees' },
        order: order('KE2', false),
        orderId: '9001',
      }),
    ).toEqual({ problemType: '4', problemSonType: '', orderNo: 'KE2', orderId: '9001' });
  });
});
