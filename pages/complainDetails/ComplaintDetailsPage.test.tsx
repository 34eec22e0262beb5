import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, record } from '../../tests/setup/apiHarness.ts';
import { toastStore } from '../../shared/notify/toastStore.ts';
import { ComplaintDetailsPage, missingProblemMessage } from './ComplaintDetailsPage.tsx';
import { supportAgentLabel } from './detailsRules.ts';

const toast = () => toastStore.getState().current?.text;

function openDetails(query = 'problemId=103') {
  window.history.replaceState(null, '', `/complainDetails.html?sessionId=sess-1&${query}`);
}

const detail = {
  problemId: 103,
  type: 'Collection',
  sonType: 'Too many calls or messages',
  content: 'More than ten SMS a day.',
  images: ['https://cdn.example.ph/sms-1.jpg', 'https://cdn.example.ph/sms-2.jpg'],
  disposeDetail: 'We limited reminders to one SMS a day.',
  disposeImages: ['https://cdn.example.ph/record.jpg'],
  isNeedScore: 1,
  score: 0,
};

/** The details on screen and their effects run (the 3 s wait starts there). */
async function loaded() {
  await screen.findByRole('heading', { name: 'Process Result' });
  await act(async () => undefined);
}

const ratingDialog = () => screen.queryByRole('dialog', { name: 'Please rate this service' });

beforeEach(() => openDetails());
afterEach(() => {
  vi.useRealTimers();
});

describe('Complaint details', () => {
  it('posts problem-detail with problemId and shows the complaint read-only, x/200', async () => {
    const calls = record('complaintDetail');
    answer('complaintDetail', { data: { ...detail, isNeedScore: 0 } });

    render(<ComplaintDetailsPage />);

    await screen.findByRole('heading', { name: 'Problem description' });
    expect(calls[0]?.body).toEqual({ problemId: '103' });
    expect(screen.getByText('More than ten SMS a day.').tagName).toBe('P');
    expect(screen.queryByRole('textbox')).toBeNull();
    screen.getByText('24/200');
    screen.getByText('Collection');
    screen.getByText('Too many calls or messages');
  });

  it("shows 'Process Result' with the support-agent label only when there is a reply", async () => {
    answer('complaintDetail', { data: { ...detail, isNeedScore: 0 } });
    const first = render(<ComplaintDetailsPage />);
    await screen.findByRole('heading', { name: 'Process Result' });
    screen.getByText(supportAgentLabel);
    screen.getByText('We limited reminders to one SMS a day.');
    first.unmount();

    answer('complaintDetail', {
      data: { ...detail, isNeedScore: 0, disposeDetail: '', disposeImages: [] },
    });
    render(<ComplaintDetailsPage />);
    await screen.findByText('More than ten SMS a day.');
    expect(screen.queryByRole('heading', { name: 'Process Result' })).toBeNull();
    expect(screen.queryByText(supportAgentLabel)).toBeNull();
  });

  it('enlarges a picture on a tap and closes it on a tap', async () => {
    answer('complaintDetail', { data: { ...detail, isNeedScore: 0 } });
    render(<ComplaintDetailsPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Enlarge picture 2 of 2' }));

    const viewer = await screen.findByRole('dialog', { name: 'Picture 2 of 2' });
    expect(viewer.querySelector('img')?.getAttribute('src')).toBe(
      'https://cdn.example.ph/sms-2.jpg',
    );
    fireEvent.click(viewer.querySelector('[aria-hidden="true"]') as Element);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows only the pictures on hosts it trusts, counted among themselves', async () => {
    answer('complaintDetail', {
      data: {
        ...detail,
        isNeedScore: 0,
        images: ['https://evil.example/sms-1.jpg', 'https://cdn.example.ph/sms-2.jpg'],
        disposeImages: ['data:image/png;base64,AAAA'],
      },
    });
    render(<ComplaintDetailsPage />);

    await screen.findByRole('button', { name: 'Enlarge picture 1 of 1' });
    expect([...document.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      'https://cdn.example.ph/sms-2.jpg',
    ]);
    expect(screen.queryByRole('button', { name: /reply picture/ })).toBeNull();
  });

  it('opens the rating modal 3 s after loading when isNeedScore is nonzero', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer('complaintDetail', { data: detail });
    render(<ComplaintDetailsPage />);
    await loaded();

    act(() => void vi.advanceTimersByTime(2900));
    expect(ratingDialog()).toBeNull();
    act(() => void vi.advanceTimersByTime(100));
    await screen.findByRole('dialog', { name: 'Please rate this service' });
    expect(screen.getAllByRole('button', { name: /^\d stars?$/ })).toHaveLength(5);
  });

  it('never asks when isNeedScore is 0', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer('complaintDetail', { data: { ...detail, isNeedScore: 0 } });
    render(<ComplaintDetailsPage />);
    await loaded();
    act(() => void vi.advanceTimersByTime(10_000));
    expect(ratingDialog()).toBeNull();
  });

  it("Send posts score and problemId; on '00' thanks, closes and resets the stars", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = record('complaintScore');
    answer('complaintDetail', { data: detail });
    render(<ComplaintDetailsPage />);
    await loaded();
    act(() => void vi.advanceTimersByTime(3000));
    await screen.findByRole('dialog', { name: 'Please rate this service' });

    fireEvent.click(screen.getByRole('button', { name: '4 stars' }));
    expect(screen.getByRole('button', { name: '4 stars' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: '5 stars' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    const send = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(send);
    fireEvent.click(send);

    await waitFor(() => expect(ratingDialog()).toBeNull());
    expect(toast()).toBe('Successful demonstration！');
    expect(calls.map((call) => call.body)).toEqual([{ score: '4', problemId: '103' }]);
  });

  it('Cancel closes the modal; a failed Send keeps it with the server message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer('complaintDetail', { data: detail });
    answer('complaintScore', { code: '01', message: 'Rating is closed.' });
    render(<ComplaintDetailsPage />);
    await loaded();
    act(() => void vi.advanceTimersByTime(3000));
    await screen.findByRole('dialog', { name: 'Please rate this service' });

    fireEvent.click(screen.getByRole('button', { name: '2 stars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toast()).toBe('Rating is closed.'));
    expect(ratingDialog()).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(ratingDialog()).toBeNull();
  });

  it('Send with no star asks for one and calls nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = record('complaintScore');
    answer('complaintDetail', { data: detail });
    render(<ComplaintDetailsPage />);
    await loaded();
    act(() => void vi.advanceTimersByTime(3000));
    await screen.findByRole('dialog', { name: 'Please rate this service' });

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(toast()).toMatch(/star/));
    expect(calls).toEqual([]);
  });

  it('without a problemId says the link is incomplete', async () => {
    openDetails('x=1');
    render(<ComplaintDetailsPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(missingProblemMessage);
  });
});
