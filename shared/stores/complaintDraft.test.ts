import { afterEach, describe, expect, it, vi } from 'vitest';
import { complaintDraftKey, complaintDraftStore, storedComplaintDraft } from './complaintDraft.ts';

const stored = () => JSON.parse(localStorage.getItem(complaintDraftKey) ?? 'null');

afterEach(() => {
  complaintDraftStore.getState().clear();
  localStorage.clear();
});

describe('complaint draft', () => {
  it('keeps the text and the uploaded pictures in localStorage as they change', () => {
    complaintDraftStore.getState().setText('Called my sister at 9 PM');
    complaintDraftStore.getState().addImage('https://cdn.test/1.jpg');
    expect(stored()).toEqual({
      state: { text: 'Called my sister at 9 PM', images: ['https://cdn.test/1.jpg'] },
      version: 1,
    });
    expect(localStorage.getItem(complaintDraftKey)).toBe(
      storedComplaintDraft('Called my sister at 9 PM', ['https://cdn.test/1.jpg']),
    );
  });

  it('reads a draft a killed web view left behind', async () => {
    localStorage.setItem(
      complaintDraftKey,
      storedComplaintDraft('Half written', ['https://a/1.jpg']),
    );
    await complaintDraftStore.persist.rehydrate();
    expect(complaintDraftStore.getState()).toMatchObject({
      text: 'Half written',
      images: ['https://a/1.jpg'],
    });
  });

  it('reads nothing it cannot trust: other shapes become an empty draft, long ones are cut', async () => {
    localStorage.setItem(
      complaintDraftKey,
      JSON.stringify({ state: { text: 5, images: 'x' }, version: 1 }),
    );
    await complaintDraftStore.persist.rehydrate();
    expect(complaintDraftStore.getState()).toMatchObject({ text: '', images: [] });

    const many = Array.from({ length: 12 }, (_, index) => `https://a/${index}.jpg`);
    localStorage.setItem(complaintDraftKey, storedComplaintDraft('y'.repeat(250), many));
    await complaintDraftStore.persist.rehydrate();
    expect(complaintDraftStore.getState().text).toHaveLength(200);
    expect(complaintDraftStore.getState().images).toEqual(many.slice(0, 9));
  });

  it('keeps what was typed before the stored draft was read when storage holds nothing usable', async () => {
    complaintDraftStore.getState().setText('Typed while the page opened');
    complaintDraftStore.getState().addImage('https://cdn.test/1.jpg');
    localStorage.setItem(complaintDraftKey, JSON.stringify({ state: null, version: 1 }));
    await complaintDraftStore.persist.rehydrate();
    expect(complaintDraftStore.getState()).toMatchObject({
      text: 'Typed while the page opened',
      images: ['https://cdn.test/1.jpg'],
    });
  });

  it('holds at most 9 pictures: a tenth is ignored', () => {
    for (let index = 1; index <= 10; index += 1) {
      complaintDraftStore.getState().addImage(`https://cdn.test/${index}.jpg`);
    }
    expect(complaintDraftStore.getState().images).toHaveLength(9);
    expect(complaintDraftStore.getState().images).not.toContain('https://cdn.test/10.jpg');
  });

  it('keeps 200 characters of a longer text', () => {
    complaintDraftStore.getState().setText('z'.repeat(260));
    expect(complaintDraftStore.getState().text).toBe('z'.repeat(200));
  });

  it('clear empties it and removes it from storage', () => {
    complaintDraftStore.getState().setText('Sent');
    complaintDraftStore.getState().addImage('https://cdn.test/1.jpg');
    complaintDraftStore.getState().clear();
    expect(complaintDraftStore.getState()).toMatchObject({ text: '', images: [] });
    expect(localStorage.getItem(complaintDraftKey)).toBeNull();
  });

  it('a blocked storage keeps the draft in memory without throwing', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => complaintDraftStore.getState().setText('Still here')).not.toThrow();
    expect(complaintDraftStore.getState().text).toBe('Still here');
    setItem.mockRestore();
  });
});
