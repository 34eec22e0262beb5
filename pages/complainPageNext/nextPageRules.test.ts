// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  canAddImage,
  emptyTextMessage,
  entryQuery,
  failedUploadMessage,
  sendRefusal,
  typeTags,
  uploadingMessage,
} from './nextPageRules.ts';

const init = {
  problemTypes: [
    { value: 1, title: 'Collection' },
    { value: 2, title: 'Payment not credited' },
  ],
  problemSonTypes: [{ value: 3, title: 'Too many calls or messages' }],
  order: undefined,
  orders: [],
};

describe('complaint next page rules', () => {
  it('a picture may be added up to the ninth; the tenth is not', () => {
    expect(canAddImage(0)).toBe(true);
    expect(canAddImage(8)).toBe(true);
    expect(canAddImage(9)).toBe(false);
    expect(canAddImage(10)).toBe(false);
  });

  it('tags the chosen type and sub-type by their titles', () => {
    expect(typeTags(init, '1', '3')).toEqual(['Collection', 'Too many calls or messages']);
    expect(typeTags(init, '2', '')).toEqual(['Payment not credited']);
    expect(typeTags(init, '9', '')).toEqual([]);
  });

  it('empty or blank text cannot be sent, with the spec message', () => {
    expect(emptyTextMessage).toBe('Please fill in your comments and suggestions');
    expect(sendRefusal('', [])).toBe(emptyTextMessage);
    expect(sendRefusal('  \n ', [])).toBe(emptyTextMessage);
    expect(sendRefusal('Called at night', [])).toBeUndefined();
  });

  it('waits for pictures on their way, and asks about a failed one first', () => {
    expect(sendRefusal('Text', ['uploading'])).toBe(uploadingMessage);
    expect(sendRefusal('Text', ['preparing'])).toBe(uploadingMessage);
    expect(sendRefusal('Text', ['uploading', 'failed'])).toBe(failedUploadMessage);
  });

  it('goes back to the entry of the order it was opened with', () => {
    expect(entryQuery({ orderId: '9001', orderNo: 'PA1' })).toEqual({ orderId: '9001' });
    expect(entryQuery({ orderNo: 'PA1' })).toEqual({ orderId: 'PA1' });
  });
});
