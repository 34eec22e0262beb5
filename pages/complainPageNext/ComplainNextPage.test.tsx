import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, record } from '../../tests/setup/apiHarness.ts';
import { reloadStoreAt } from '../../tests/setup/pageReload.ts';
import { complaintDraftKey, complaintDraftStore, storedComplaintDraft } from './complaintDraft.ts';
import { storedState } from '../../shared/stores/persistedStore.ts';
import { toastStore } from '../../shared/notify/toastStore.ts';
import { ComplainNextPage, missingTypeMessage } from './ComplainNextPage.tsx';
import type * as Preparation from './compressImage.ts';
import { emptyTextMessage, failedUploadMessage, pictureRefusalMessages } from './nextPageRules.ts';

// happy-dom has no canvas: the page's own checks run, with a stand-in for the browser's decoder
// and canvas that records each redraw and draws every picture as the same small JPEG.
const canvas = vi.hoisted(() => ({
  redrawn: [] as string[],
  jpeg: new Uint8Array([0xff, 0xd8, 0xff, 0xdb, 0x72, 0x65, 0x64, 0x72, 0x61, 0x77, 0x6e]),
}));
vi.mock('./compressImage.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Preparation>();
  const decode: Preparation.DecodePicture = (file) =>
    (file as File).name.startsWith('broken')
      ? Promise.reject(new Error('EncodingError'))
      : Promise.resolve({
          width: 640,
          height: 480,
          toJpeg: () => {
            canvas.redrawn.push((file as File).name);
            return Promise.resolve(new Blob([canvas.jpeg], { type: 'image/jpeg' }));
          },
          release: () => {},
        });
  return { ...real, preparePicture: (file: File) => real.preparePicture(file, decode) };
});

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
/** A small camera JPEG: its first bytes, its EXIF, then its frame header stating its size. */
const cameraJpegBytes = (width: number, height: number) =>
  new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe1,
    0x00,
    0x1e,
    ...new TextEncoder().encode('Exif\0\0GPS 14.5995N 120.9842E'),
    ...[0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff],
    ...[3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
  ]);
const cameraBytes = cameraJpegBytes(4000, 3000);
const photo = (name = 'sms.jpg') => new File([cameraBytes], name, { type: 'image/jpeg' });
/** A PNG's signature, then its header (IHDR) when it states a size. */
const pngBytes = (size?: { width: number; height: number }) => {
  const bytes = new Uint8Array(size ? 33 : 12);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  if (size) {
    bytes.set(new TextEncoder().encode('IHDR'), 12);
    new DataView(bytes.buffer).setUint32(16, size.width);
    new DataView(bytes.buffer).setUint32(20, size.height);
  }
  return bytes;
};
const bytesOf = async (blob: unknown) => new Uint8Array(await (blob as Blob).arrayBuffer());

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
      data: { url: `https://cdn.example.ph/evidence-${uploads}.jpg` },
    });
  });
}

let replace: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  uploads = 0;
  canvas.redrawn = [];
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

    await screen.findByText('Collection');
    screen.getByText('Too many calls or messages');
    expect(calls.map((call) => call.body)).toEqual([undefined]);
    screen.getByText('We will reply to your complaint within 3 weekdays.');
    expect((await description()).placeholder).toMatch(/contacted you.*date.*channel.*happened/);
  });

  it('keeps 200 characters of a longer paste and counts x/200', async () => {
    render(<ComplainNextPage />);
    const area = await description();

    fireEvent.paste(area);
    fireEvent.change(area, { target: { value: 'p'.repeat(250) } });

    expect(area.value).toBe('p'.repeat(200));
    screen.getByText('200/200');
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
        'https://cdn.example.ph/evidence-1.jpg',
      ),
    );
    expect(storedState(complaintDraftStore)).toEqual({
      text: 'Called my sister at 9 PM',
      images: ['https://cdn.example.ph/evidence-1.jpg'],
    });
    first.unmount();

    // The web view reloads: the store reads what it left.
    await complaintDraftStore.persist.rehydrate();
    render(<ComplainNextPage />);

    expect((await description()).value).toBe('Called my sister at 9 PM');
    expect(screen.getByRole('img', { name: 'Picture 1' }).getAttribute('src')).toBe(
      'https://cdn.example.ph/evidence-1.jpg',
    );
  });

  it("borrower B on the same phone after borrower A sees an empty draft and cannot send A's", async () => {
    answerUploads();
    const first = render(<ComplainNextPage />);
    fireEvent.change(await description(), { target: { value: 'Written by borrower A' } });
    pick(photo());
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Picture 1' }).getAttribute('src')).toBe(
        'https://cdn.example.ph/evidence-1.jpg',
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
    screen.getByText('0/200');
    expect(localStorage.getItem(complaintDraftKey)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByText(emptyTextMessage)).toBeTruthy());
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
    expect(complaintDraftStore.getState().images).toEqual([
      'https://cdn.example.ph/evidence-1.jpg',
    ]);
  });

  it('redraws every picture, however small: a JPEG goes over the wire, never the bytes picked', async () => {
    const calls = record('complaintUploadImage');
    answerUploads();
    render(<ComplainNextPage />);
    await description();
    const picked = photo('IMG_2041.jpg');
    const screenshot = new File([pngBytes({ width: 1080, height: 2400 })], 'sms.png', {
      type: 'image/png',
    });

    pick(picked);
    await waitFor(() => expect(calls).toHaveLength(1));
    pick(screenshot);
    await waitFor(() => expect(calls).toHaveLength(2));

    expect(canvas.redrawn).toEqual(['IMG_2041.jpg', 'sms.png']);
    const sent = calls.map((call) => call.body?.problemImage as File);
    expect(sent.map((file) => [file.name, file.type])).toEqual([
      ['IMG_2041.jpg', 'image/jpeg'],
      ['sms.jpg', 'image/jpeg'],
    ]);
    for (const file of sent) {
      const bytes = await bytesOf(file);
      expect(bytes).toEqual(canvas.jpeg);
      expect(bytes).not.toEqual(await bytesOf(picked));
      expect(new TextDecoder().decode(bytes)).not.toContain('Exif');
    }
  });

  it('asks the picker for JPG, PNG or WebP pictures', async () => {
    render(<ComplainNextPage />);
    await description();
    expect(picker()?.accept).toBe('image/jpeg,image/png,image/webp');
  });

  it('refuses a file that is not a picture by its bytes, in the uploader, keeping the others', async () => {
    const calls = record('complaintUploadImage');
    answerUploads();
    render(<ComplainNextPage />);
    await description();
    pick(photo('first.jpg'));
    await waitFor(() => expect(complaintDraftStore.getState().images).toHaveLength(1));
    const refusal = () => screen.getByRole('alert').textContent;
    expect(refusal()).toBe('');

    const svg = new File(
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'],
      'chat.svg',
      { type: 'image/svg+xml' },
    );
    pick(svg);
    await waitFor(() => expect(refusal()).toBe('Only JPG, PNG or WebP pictures can be sent.'));
    expect(picker()?.getAttribute('aria-describedby')).toBe(
      screen.getByText('Only JPG, PNG or WebP pictures can be sent.').id,
    );
    pick(
      new File(['<!doctype html><script>alert(1)</script>'], 'receipt.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Picture 2' })).toBeNull());
    expect(refusal()).toBe(pictureRefusalMessages.notPicture);

    expect(calls).toHaveLength(1);
    expect(canvas.redrawn).toEqual(['first.jpg']);
    screen.getByText('1/9');
    expect(screen.getByRole('img', { name: 'Picture 1' }).getAttribute('src')).toBe(
      'https://cdn.example.ph/evidence-1.jpg',
    );
    expect(complaintDraftStore.getState().images).toEqual([
      'https://cdn.example.ph/evidence-1.jpg',
    ]);

    // The next picture is taken, and the refusal goes.
    pick(photo('second.jpg'));
    await waitFor(() => expect(complaintDraftStore.getState().images).toHaveLength(2));
    expect(refusal()).toBe('');
    expect(calls).toHaveLength(2);
  });

  it('refuses a picture that cannot be opened, and one over 20 MB, saying which', async () => {
    const calls = record('complaintUploadImage');
    render(<ComplainNextPage />);
    await description();

    pick(photo('broken.jpg'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This picture could not be opened. Please choose another one.',
      ),
    );
    const huge = new File([cameraBytes, new Uint8Array(20_000_000)], 'huge.jpg', {
      type: 'image/jpeg',
    });
    pick(huge);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This picture is larger than 20 MB. Please choose a smaller one.',
      ),
    );
    expect(calls).toEqual([]);
    screen.getByText('0/9');
  });

  it('refuses a picture over 50 megapixels, and one whose header states no size as a non-picture', async () => {
    const calls = record('complaintUploadImage');
    render(<ComplainNextPage />);
    await description();
    const refusal = () => screen.getByRole('alert').textContent;

    // A 108-megapixel camera photo.
    pick(new File([cameraJpegBytes(12_000, 9000)], 'IMG_108MP.jpg', { type: 'image/jpeg' }));
    await waitFor(() =>
      expect(refusal()).toBe(
        'This picture is larger than 50 megapixels. Please choose a smaller one.',
      ),
    );
    pick(new File([pngBytes()], 'flat.png', { type: 'image/png' }));
    await waitFor(() => expect(refusal()).toBe('Only JPG, PNG or WebP pictures can be sent.'));

    expect(canvas.redrawn).toEqual([]);
    expect(calls).toEqual([]);
    screen.getByText('0/9');
  });

  it('shows the progress of a picture on its way and lets it be removed', async () => {
    answer(
      'complaintUploadImage',
      { data: { url: 'https://cdn.example.ph/slow.jpg' } },
      { delay: 200 },
    );
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
    const eight = Array.from(
      { length: 8 },
      (_, index) => `https://cdn.example.ph/old-${index}.jpg`,
    );
    localStorage.setItem(complaintDraftKey, storedComplaintDraft(location.search, '', eight));
    await complaintDraftStore.persist.rehydrate();
    const calls = record('complaintUploadImage');
    answerUploads();
    render(<ComplainNextPage />);
    await description();
    screen.getByText('8/9');

    // Two picks before the page redraws: the second would be the tenth.
    const input = picker();
    pick(photo('ninth.jpg'));
    if (input) fireEvent.change(input, { target: { files: [photo('tenth.jpg')] } });

    await waitFor(() => expect(complaintDraftStore.getState().images).toHaveLength(9));
    expect(calls).toHaveLength(1);
    screen.getByText('9/9');
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
    expect(complaintDraftStore.getState().images[0]).toBe('https://cdn.example.ph/evidence-1.jpg');
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

  it("puts 'Send' in the action bar, after the promise of a reply", async () => {
    render(<ComplainNextPage />);
    await description();
    const bar = screen.getByRole('region', { name: 'Actions' });
    within(bar).getByRole('button', { name: 'Send' });
    const note = screen.getByText('We will reply to your complaint within 3 weekdays.');
    expect(note.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('refuses to send an empty text with the spec message, and calls nothing', async () => {
    const calls = record('complaintSave');
    render(<ComplainNextPage />);
    const area = await description();
    fireEvent.change(area, { target: { value: '   ' } });

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    // Said at the field, tied to it, and not as a toast over the page.
    const message = await screen.findByText(emptyTextMessage);
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(area.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(toast()).toBeUndefined();
    expect(document.activeElement).toBe(area);
    expect(calls).toEqual([]);

    // Typing a description clears the message.
    fireEvent.change(area, { target: { value: 'Called me at night' } });
    expect(screen.queryByText(emptyTextMessage)).toBeNull();
    expect(area.getAttribute('aria-invalid')).toBeNull();
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
    screen.getByText(/received your comments/);
    expect(calls.map((call) => call.body)).toEqual([
      {
        problemType: '1',
        problemSonType: '3',
        problemDetail: 'Twelve calls on one day.',
        problemImage: 'https://cdn.example.ph/evidence-1.jpg,https://cdn.example.ph/evidence-2.jpg',
        orderNo: 'PA1',
      },
    ]);
    expect(localStorage.getItem(complaintDraftKey)).toBeNull();

    // The 1.5 s count starts once the modal is on screen: its effects run first.
    await act(async () => {});
    act(() => void vi.advanceTimersByTime(1400));
    expect(replace).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(150));
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
