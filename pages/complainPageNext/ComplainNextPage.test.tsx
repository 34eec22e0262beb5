import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, record } from '../../tests/setup/apiHarness.ts';
import { reloadStoreAt } from '../../tests/setup/pageReload.ts';
import {
  complaintDraftKey,
  complaintDraftStore,
  storedComplaintDraft,
} from '../../shared/stores/complaintDraft.ts';
import { storedState } from '../../shared/stores/persistedStore.ts';
import { toastStore } from '../../shared/ui/toast/toastStore.ts';
import { ComplainNextPage, missingTypeMessage } from './ComplainNextPage.tsx';
import { emptyTextMessage, failedUploadMessage } from './nextPageRules.ts';

// happy-dom decodes no pictures: the page's compression step passes each file on as it is.
vi.mock('./compressImage.ts', () => ({ compressImage: (file: File) => Promise.resolve(file) }));

const session = 'sessionId=sess-1&userId=u-7';
const typeQuery = 'problemType=1&problemSonType=3&orderNo=PA1&orderId=9001';

function openNext(query = typeQuery) {
  window.history.replaceState(null, '', `/complainPageNext.html?${session}&${query}`);
}

const init = {
  problemType: [
    { value: 1, title: 'Collection' },
    { value: 2, title: 'Payment not credited' },
  ],
  problemSonType: [{ value: 3, title: 'Too many calls or messages' }],
  orderDetail: {},
  orderList: [],
};

const toast = () => toastStore.getState().current?.text;
const description = () =>
  screen.findByRole('textbox', { name: 'Problem description' }) as Promise<HTMLTextAreaElement>;
const picker = () => document.querySelector<HTMLInputElement>('input[type="file"]');
const photo = (name = 'sms.jpg') => new File(['jpeg-bytes'], name, { type: 'image/jpeg' });

function pick(file: File) {
  const input = picker();
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

let uploads = 0;
function answerUploads() {
  answer('complaintUploadImage', () => {
    uploads += 1;
    return Response.json({
      code: '00',
      message: 'success',
      data: { url: `https://cdn.test/evidence-${uploads}.jpg` },
    });
  });
}

let replace: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  uploads = 0;
  openNext();
  localStorage.clear();
  void complaintDraftStore.persist.rehydrate();
  answer('complaintInit', { data: init });
  replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  complaintDraftStore.getState().clear();
});

describe('Complaint next page', () => {
  it('loads problem-init with no body and tags the chosen type and sub-type', async () => {
    const calls = record('complaintInit');
    render(<ComplainNextPage />);

    expect(await screen.findByText('Collection')).toBeTruthy();
    expect(screen.getByText('Too many calls or messages')).toBeTruthy();
    expect(calls.map((call) => call.body)).toEqual([undefined]);
    expect(screen.getByText('We will reply to your complaint within 3 weekdays.')).toBeTruthy();
    expect((await description()).placeholder).toMatch(/contacted you.*date.*channel.*happened/);
  });

  it('keeps 200 characters of a longer paste and counts x/200', async () => {
    render(<ComplainNextPage />);
    const area = await description();

    fireEvent.paste(area);
    fireEvent.change(area, { target: { value: 'p'.repeat(250) } });

    expect(area.value).toBe('p'.repeat(200));
    expect(screen.getByText('200/200')).toBeTruthy();
    fireEvent.change(area, { target: { value: `${area.value}q` } });
    expect(area.value).toBe('p'.repeat(200));
  });

  it('keeps the draft (text and uploaded pictures) across a reload', async () => {
    answerUploads();
    const first = render(<ComplainNextPage />);
    fireEvent.change(await description(), { target: { value: 'Called my sister at 9 PM' } });
    pick(photo());
    await screen.findByRole('img', { name: 'Picture 1' });
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Picture 1' }).getAttribute('src')).toBe(
        'https://cdn.test/evidence-1.jpg',
      ),
    );
    expect(storedState(complaintDraftStore)).toEqual({
      text: 'Called my sister at 9 PM',
      images: ['https://cdn.test/evidence-1.jpg'],
    });
    first.unmount();

    // The web view reloads: the store reads what it left.
    await complaintDraftStore.persist.rehydrate();
    render(<ComplainNextPage />);

    expect((await description()).value).toBe('Called my sister at 9 PM');
    expect(screen.getByRole('img', { name: 'Picture 1' }).getAttribute('src')).toBe(
      'https://cdn.test/evidence-1.jpg',
    );
  });

  it("borrower B on the same phone after borrower A sees an empty draft and cannot send A's", async () => {
    answerUploads();
    const first = render(<ComplainNextPage />);
    fireEvent.change(await description(), { target: { value: 'Written by borrower A' } });
    pick(photo());
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Picture 1' }).getAttribute('src')).toBe(
        'https://cdn.test/evidence-1.jpg',
      ),
    );
    first.unmount();

    // The same complaint, opened with B's session.
    await reloadStoreAt(
      complaintDraftStore,
      `/complainPageNext.html?sessionId=sess-2&userId=u-8&${typeQuery}`,
    );
    const saves = record('complaintSave');
    render(<ComplainNextPage />);
    expect((await description()).value).toBe('');
    expect(screen.queryByRole('img', { name: 'Picture 1' })).toBeNull();
    expect(screen.getByText('0/200')).toBeTruthy();
    expect(localStorage.getItem(complaintDraftKey)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toast()).toBe(emptyTextMessage));
    expect(saves).toEqual([]);
  });

  it("a complaint about another order starts empty, not from the other order's draft", async () => {
    render(<ComplainNextPage />);
    fireEvent.change(await description(), { target: { value: 'About order PA1' } });
    cleanup();

    await reloadStoreAt(
      complaintDraftStore,
      `/complainPageNext.html?${session}&problemType=2&problemSonType=&orderNo=PA2&orderId=9001`,
    );
    render(<ComplainNextPage />);
    expect((await description()).value).toBe('');
  });

  it("uploads a picked picture as multipart problemImage, says 'Upload succeeded!'", async () => {
    const calls = record('complaintUploadImage');
    answerUploads();
    render(<ComplainNextPage />);
    await description();

    pick(photo('call-log.jpg'));

    await waitFor(() => expect(toast()).toBe('Upload succeeded!'));
    expect(calls).toHaveLength(1);
    expect(Object.keys(calls[0]?.body ?? {})).toEqual(['problemImage']);
    expect((calls[0]?.body?.problemImage as File).name).toBe('call-log.jpg');
    expect(complaintDraftStore.getState().images).toEqual(['https://cdn.test/evidence-1.jpg']);
  });

  it('shows the progress of a picture on its way and lets it be removed', async () => {
    answer('complaintUploadImage', { data: { url: 'https://cdn.test/slow.jpg' } }, { delay: 200 });
    render(<ComplainNextPage />);
    await description();

    pick(photo());

    const progress = await screen.findByRole('progressbar', { name: 'Uploading picture 1' });
    expect(progress.getAttribute('aria-valuemax')).toBe('100');
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Removed on its way: the answer adds nothing.
    expect(complaintDraftStore.getState().images).toEqual([]);
    expect(screen.queryByRole('img', { name: 'Picture 1' })).toBeNull();
  });

  it('takes at most 9 pictures: with 9 the picker goes, and a tenth pick is ignored', async () => {
    const eight = Array.from({ length: 8 }, (_, index) => `https://cdn.test/old-${index}.jpg`);
    localStorage.setItem(complaintDraftKey, storedComplaintDraft(location.search, '', eight));
    await complaintDraftStore.persist.rehydrate();
    const calls = record('complaintUploadImage');
    answerUploads();
    render(<ComplainNextPage />);
    await description();
    expect(screen.getByText('8/9')).toBeTruthy();

    // Two picks before the page redraws: the second would be the tenth.
    const input = picker();
    pick(photo('ninth.jpg'));
    if (input) fireEvent.change(input, { target: { files: [photo('tenth.jpg')] } });

    await waitFor(() => expect(complaintDraftStore.getState().images).toHaveLength(9));
    expect(calls).toHaveLength(1);
    expect(screen.getByText('9/9')).toBeTruthy();
    expect(picker()).toBeNull();
  });

  it('a failed upload says why and can be retried without losing the others', async () => {
    answerUploads();
    render(<ComplainNextPage />);
    await description();
    pick(photo('first.jpg'));
    await waitFor(() => expect(complaintDraftStore.getState().images).toHaveLength(1));

    answer(
      'complaintUploadImage',
      { code: '01', message: 'The picture is too large.' },
      { once: true },
    );
    pick(photo('second.jpg'));
    const retry = await screen.findByRole('button', { name: 'Retry picture 2' });
    expect(toast()).toBe('The picture is too large.');

    answer('complaintUploadImage', 'network-error', { once: true });
    fireEvent.click(retry);
    await waitFor(() => expect(toast()).toBe('error'));
    fireEvent.click(await screen.findByRole('button', { name: 'Retry picture 2' }));

    await waitFor(() => expect(complaintDraftStore.getState().images).toHaveLength(2));
    expect(complaintDraftStore.getState().images[0]).toBe('https://cdn.test/evidence-1.jpg');
    expect(screen.queryByRole('button', { name: /^Retry/ })).toBeNull();
  });

  it('a double tap on Retry uploads the picture once', async () => {
    answer('complaintUploadImage', { code: '01', message: 'Rejected.' }, { once: true });
    render(<ComplainNextPage />);
    await description();
    pick(photo('only.jpg'));
    const retry = await screen.findByRole('button', { name: 'Retry picture 1' });
    answerUploads();
    const uploads = record('complaintUploadImage');

    // Both taps land before React re-renders the picture as uploading.
    act(() => {
      (retry as HTMLButtonElement).click();
      (retry as HTMLButtonElement).click();
    });

    await waitFor(() => expect(complaintDraftStore.getState().images).toHaveLength(1));
    expect(uploads).toHaveLength(1);
  });

  it('refuses to send an empty text with the spec message, and calls nothing', async () => {
    const calls = record('complaintSave');
    render(<ComplainNextPage />);
    const area = await description();
    fireEvent.change(area, { target: { value: '   ' } });

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(toast()).toBe(emptyTextMessage));
    expect(document.activeElement).toBe(area);
    expect(calls).toEqual([]);
  });

  it('waits for a failed picture to be retried or removed before sending', async () => {
    const calls = record('complaintSave');
    answer('complaintUploadImage', { code: '01', message: 'Rejected.' });
    render(<ComplainNextPage />);
    fireEvent.change(await description(), { target: { value: 'Calls at night' } });
    pick(photo());
    await screen.findByRole('button', { name: 'Retry picture 1' });

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(toast()).toBe(failedUploadMessage));
    expect(calls).toEqual([]);
  });

  it('sends once per tap, the pictures comma-joined; clears the draft; the modal leaves after 1.5 s', async () => {
    const calls = record('complaintSave');
    answerUploads();
    render(<ComplainNextPage />);
    fireEvent.change(await description(), { target: { value: 'Twelve calls on one day.' } });
    pick(photo('a.jpg'));
    await waitFor(() => expect(complaintDraftStore.getState().images).toHaveLength(1));
    pick(photo('b.jpg'));
    await waitFor(() => expect(complaintDraftStore.getState().images).toHaveLength(2));
    vi.useFakeTimers({ shouldAdvanceTime: true });

    const send = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(send);
    fireEvent.click(send);

    await screen.findByRole('dialog', { name: 'Successfully Sent' });
    expect(screen.getByText(/received your comments/)).toBeTruthy();
    expect(calls.map((call) => call.body)).toEqual([
      {
        problemType: '1',
        problemSonType: '3',
        problemDetail: 'Twelve calls on one day.',
        problemImage: 'https://cdn.test/evidence-1.jpg,https://cdn.test/evidence-2.jpg',
        orderNo: 'PA1',
      },
    ]);
    expect(localStorage.getItem(complaintDraftKey)).toBeNull();

    act(() => void vi.advanceTimersByTime(1400));
    expect(replace).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(100));
    const target = new URL(String(replace.mock.calls[0]?.[0]));
    expect(target.pathname).toBe('/complaint.html');
    expect(target.searchParams.get('orderId')).toBe('9001');
    expect(target.searchParams.get('sessionId')).toBe('sess-1');
  });

  it('a refused save keeps the draft and shows the server message', async () => {
    answer('complaintSave', { code: '01', message: 'Please try again later.' });
    render(<ComplainNextPage />);
    fireEvent.change(await description(), { target: { value: 'Calls' } });
    await waitFor(() => expect(complaintDraftStore.getState().text).toBe('Calls'));

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(toast()).toBe('Please try again later.'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(complaintDraftStore.getState().text).toBe('Calls');
  });

  it('without a problem type says the link is incomplete', async () => {
    openNext('orderNo=PA1');
    render(<ComplainNextPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(missingTypeMessage);
  });
});
