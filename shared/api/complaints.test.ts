import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answer, openPage, record } from '../../tests/setup/apiHarness.ts';
import { toastStore } from '../notify/toastStore.ts';
import {
  loadComplaintInit,
  parseComplaintDetail,
  parseComplaintInit,
  parseComplaintTabs,
  saveComplaint,
  saveComplaintScore,
  uploadComplaintImage,
} from './complaints.ts';

const toast = () => toastStore.getState().current?.text;

beforeEach(() => openPage('&swift=sw-1'));
afterEach(() => toastStore.setState({ current: undefined }));

describe('complaint calls on the wire', () => {
  it('problem-init carries the orderId on the entry page and no body on the next page', async () => {
    const calls = record('complaintInit');

    await loadComplaintInit({ orderId: '9001' });
    await loadComplaintInit({});

    expect(calls.map((call) => call.body)).toEqual([{ orderId: '9001' }, undefined]);
    expect(calls[0]?.query.sessionId).toBe('sess-1');
  });

  it('problem-save sends the five fields, the pictures comma-joined', async () => {
    const calls = record('complaintSave');

    const result = await saveComplaint({
      problemType: 1,
      problemSonType: '3',
      problemDetail: 'Twelve calls on one day.',
      images: ['https://cdn.test/a.jpg', 'https://cdn.test/b.jpg'],
      orderNo: 'PA2025061104170',
    });

    expect(result.success).toBe(true);
    expect(calls[0]?.body).toEqual({
      problemType: '1',
      problemSonType: '3',
      problemDetail: 'Twelve calls on one day.',
      problemImage: 'https://cdn.test/a.jpg,https://cdn.test/b.jpg',
      orderNo: 'PA2025061104170',
    });
  });

  it('save-score sends score and problemId', async () => {
    const calls = record('complaintScore');
    await saveComplaintScore({ score: 4, problemId: '103' });
    expect(calls[0]?.body).toEqual({ score: '4', problemId: '103' });
  });

  it("upload-problem-img: multipart field problemImage, '00' gives data.url", async () => {
    const calls = record('complaintUploadImage');
    answer('complaintUploadImage', { data: { url: 'https://cdn.test/up-1.jpg' } });

    const result = await uploadComplaintImage(
      new File(['jpeg'], 'sms.jpg', { type: 'image/jpeg' }),
    );

    expect(result).toMatchObject({ success: true, data: 'https://cdn.test/up-1.jpg' });
    expect(calls[0]?.headers['content-type']).toContain('multipart/form-data');
    expect(Object.keys(calls[0]?.body ?? {})).toEqual(['problemImage']);
    expect((calls[0]?.body?.problemImage as File).name).toBe('sms.jpg');
  });

  it('an upload with progress goes through XMLHttpRequest: progress to 1, the same headers and query', async () => {
    const calls = record('complaintUploadImage');
    answer('complaintUploadImage', { data: { url: 'https://cdn.test/up-2.jpg' } });
    const progress: number[] = [];

    const result = await uploadComplaintImage(
      new File(['x'.repeat(5000)], 'call.jpg', { type: 'image/jpeg' }),
      { onProgress: (fraction) => progress.push(fraction) },
    );

    expect(result).toMatchObject({ success: true, data: 'https://cdn.test/up-2.jpg' });
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(calls[0]?.query.sessionId).toBe('sess-1');
    expect(calls[0]?.headers).toMatchObject({
      'x-requested-with': 'XMLHttpRequest',
      swift: 'sw-1',
    });
    expect((calls[0]?.body?.problemImage as File).name).toBe('call.jpg');
  });

  it("an upload failure shows the server message; no answer at all shows 'error'", async () => {
    answer('complaintUploadImage', { code: '01', message: 'The picture is too large.' });
    const refused = await uploadComplaintImage(new File(['x'], 'a.jpg', { type: 'image/jpeg' }), {
      onProgress: () => undefined,
    });
    expect(refused.success).toBe(false);
    expect(toast()).toBe('The picture is too large.');

    answer('complaintUploadImage', 'network-error');
    const lost = await uploadComplaintImage(new File(['x'], 'a.jpg', { type: 'image/jpeg' }), {
      onProgress: () => undefined,
    });
    expect(lost).toMatchObject({ success: false, failure: 'network' });
    expect(toast()).toBe('error');
  });

  it('an upload answer without data.url is malformed, never an empty address', async () => {
    answer('complaintUploadImage', { data: { url: '' } });
    const result = await uploadComplaintImage(new File(['x'], 'a.jpg', { type: 'image/jpeg' }));
    expect(result).toMatchObject({ success: false, failure: 'malformed' });
  });
});

describe('complaint parsers', () => {
  it('reads problem-init: types with value and title, the order, every order', () => {
    const init = parseComplaintInit({
      problemType: [
        { value: 1, title: 'Collection' },
        { value: '2', title: 'Other' },
        { title: 'x' },
      ],
      problemSonType: null,
      orderDetail: {
        orderNo: 'PA1',
        productName: 'PesoAgad',
        status: 'Overdue',
        rows: [{ title: 'Loan amount', value: '₱8.500,00' }, 'oops'],
        isShow: '1',
      },
      orderList: [{ orderNo: 'PA1' }, { orderNo: '' }, 3],
    });
    expect(init.problemTypes).toEqual([
      { value: 1, title: 'Collection' },
      { value: 2, title: 'Other' },
    ]);
    expect(init.problemSonTypes).toEqual([]);
    expect(init.order).toMatchObject({
      orderNo: 'PA1',
      allowsCollection: true,
      rows: [{ title: 'Loan amount', value: '₱8.500,00' }],
    });
    expect(init.orders.map((order) => order.orderNo)).toEqual(['PA1']);
    expect(parseComplaintInit({ orderDetail: {} }).order).toBeUndefined();
  });

  it('reads problem-list tabs and drops items without an id', () => {
    expect(
      parseComplaintTabs({
        tabs: [
          { title: 'Processing', list: [{ id: 7, time: 1, type: 'Collection', content: 'Calls' }] },
          { title: '', list: [{ content: 'no id' }] },
        ],
      }),
    ).toEqual([
      {
        title: 'Processing',
        complaints: {
          items: [{ id: '7', time: 1, type: 'Collection', content: 'Calls' }],
          total: 1,
        },
      },
      { title: 'Tab 2', complaints: { items: [], total: 0 } },
    ]);
    expect(parseComplaintTabs({ tabs: {} })).toEqual([]);
  });

  it('reads at most 200 complaints of a tab and counts them all', () => {
    const list = Array.from({ length: 50_000 }, (_, index) => ({ id: index + 1, content: 'x' }));
    const [tab] = parseComplaintTabs({ tabs: [{ title: 'Processing', list }] });
    expect(tab?.complaints.items).toHaveLength(200);
    expect(tab?.complaints.total).toBe(50_000);
  });

  it('reads problem-detail; pictures as a list or comma-joined text', () => {
    expect(
      parseComplaintDetail({
        problemId: 103,
        type: 'Payment not credited',
        content: 'Paid',
        images: 'https://a.test/1.jpg, https://a.test/2.jpg,',
        disposeImages: ['https://a.test/3.jpg', 4, ''],
        isNeedScore: '1',
      }),
    ).toEqual({
      problemId: '103',
      type: 'Payment not credited',
      sonType: '',
      content: 'Paid',
      images: ['https://a.test/1.jpg', 'https://a.test/2.jpg'],
      disposeDetail: '',
      disposeImages: ['https://a.test/3.jpg'],
      asksRating: true,
      score: 0,
    });
  });
});
