import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  complaintDraftKey,
  complaintDraftStore,
  draftLifetimeMs,
  storedComplaintDraft,
} from './complaintDraft.ts';
import { reloadStoreAt } from '../../tests/setup/pageReload.ts';
import { storedState } from '../../shared/stores/persistedStore.ts';

const borrowerA = '?sessionId=s-a&userId=A&orderNo=PA1';
const stored = () => storedState(complaintDraftStore);

/** The complaint page opens with this query (a new page load). */
const openAs = (search: string) =>
  reloadStoreAt(complaintDraftStore, `/complainPageNext.html${search}`);

beforeEach(() => openAs(borrowerA));

afterEach(() => {
  complaintDraftStore.getState().clear();
  localStorage.clear();
});

describe('complaint draft', () => {
  it('keeps the text and the uploaded pictures in localStorage as they change', () => {
    complaintDraftStore.getState().setText('Called my sister at 9 PM');
    complaintDraftStore.getState().addImage('https://cdn.test/1.jpg');
    expect(stored()).toEqual({
      text: 'Called my sister at 9 PM',
      images: ['https://cdn.test/1.jpg'],
    });
  });

  it('another borrower on the phone starts with an empty draft, and the first one is removed', async () => {
    complaintDraftStore.getState().setText('Called my sister at 9 PM');
    complaintDraftStore.getState().addImage('https://cdn.test/1.jpg');

    await openAs('?sessionId=s-b&userId=B&orderNo=PA1');
    expect(complaintDraftStore.getState()).toMatchObject({ text: '', images: [] });
    expect(localStorage.getItem(complaintDraftKey)).toBeNull();
  });

  it("a complaint about another order does not start from this order's draft", async () => {
    complaintDraftStore.getState().setText('About order PA1');
    await openAs('?sessionId=s-a&userId=A&orderNo=PA2');
    expect(complaintDraftStore.getState().text).toBe('');
  });

  it('is kept 7 days from the last change', async () => {
    const now = Date.now();
    localStorage.setItem(
      complaintDraftKey,
      storedComplaintDraft(borrowerA, 'Six days old', [], now - draftLifetimeMs + 60_000),
    );
    await openAs(borrowerA);
    expect(complaintDraftStore.getState().text).toBe('Six days old');

    localStorage.setItem(
      complaintDraftKey,
      storedComplaintDraft(borrowerA, 'Seven days old', [], now - draftLifetimeMs),
    );
    await openAs(borrowerA);
    expect(complaintDraftStore.getState().text).toBe('');
    expect(localStorage.getItem(complaintDraftKey)).toBeNull();
  });

  it('keeps nothing on a page whose address names no borrower', async () => {
    await openAs('?orderNo=PA1');
    complaintDraftStore.getState().setText('Typed with no session');
    expect(localStorage.getItem(complaintDraftKey)).toBeNull();
  });

  it('reads a draft a killed web view left behind', async () => {
    localStorage.setItem(
      complaintDraftKey,
      storedComplaintDraft(borrowerA, 'Half written', ['https://a/1.jpg']),
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
      storedComplaintDraft(borrowerA, 'x').replace(
        '"text":"x","images":[]',
        '"text":5,"images":"x"',
      ),
    );
    await complaintDraftStore.persist.rehydrate();
    expect(complaintDraftStore.getState()).toMatchObject({ text: '', images: [] });

    const many = Array.from({ length: 12 }, (_, index) => `https://a/${index}.jpg`);
    localStorage.setItem(complaintDraftKey, storedComplaintDraft(borrowerA, 'y'.repeat(250), many));
    await complaintDraftStore.persist.rehydrate();
    expect(complaintDraftStore.getState().text).toHaveLength(200);
    expect(complaintDraftStore.getState().images).toEqual(many.slice(0, 9));
  });

  it('keeps what was typed before the stored draft was read when storage holds nothing usable', async () => {
    complaintDraftStore.getState().setText('Typed while the page opened');
    complaintDraftStore.getState().addImage('https://cdn.test/1.jpg');
    localStorage.setItem(
      complaintDraftKey,
      storedComplaintDraft(borrowerA, '').replace(/"state":\{[^}]*\}/, '"state":null'),
    );
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
