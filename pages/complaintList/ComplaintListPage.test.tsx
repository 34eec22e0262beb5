import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, record } from '../../tests/setup/apiHarness.ts';
import { customerServiceLinkText } from '../../shared/ui/feedback/FeedbackView.tsx';
import {
  ComplaintListPage,
  emptyListHelp,
  emptyTabMessage,
  makeComplaintText,
  noComplaintsMessage,
} from './ComplaintListPage.tsx';

beforeEach(() => {
  window.history.replaceState(null, '', '/complaintList.html?sessionId=sess-1');
});

afterEach(() => {
  vi.restoreAllMocks();
});

// 2025-06-10 09:42:00 in Manila.
const tenth = Date.UTC(2025, 5, 10, 1, 42);

const tabs = [
  {
    title: 'Processing',
    list: [{ id: 104, time: tenth, type: 'Collection', content: 'Please stop calling my sister.' }],
  },
  { title: 'Resolved', list: [] },
];

describe('Complaint list', () => {
  it('posts problem-list and shows the server tabs, the first selected', async () => {
    const calls = record('complaintList');
    answer('complaintList', { data: { tabs } });

    render(<ComplaintListPage />);

    const tablist = await screen.findByRole('tablist');
    const names = within(tablist)
      .getAllByRole('tab')
      .map((tab) => [tab.textContent, tab.getAttribute('aria-selected')]);
    expect(names).toEqual([
      ['Processing', 'true'],
      ['Resolved', 'false'],
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query.sessionId).toBe('sess-1');
  });

  it('each complaint shows time, type and content, and links to its details by problemId', async () => {
    answer('complaintList', { data: { tabs } });
    render(<ComplaintListPage />);

    const link = await screen.findByRole('link', { name: /Collection/ });
    expect(link.textContent).toBe(
      'Collection2025-06-10 09:42:00ProcessingPlease stop calling my sister.',
    );
    // Where it stands, in the tone of its tab.
    expect(within(link).getByText('Processing').getAttribute('data-tone')).toBe('processing');
    const target = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(target.pathname).toBe('/complainDetails.html');
    expect(target.searchParams.get('problemId')).toBe('104');
    expect(target.searchParams.get('sessionId')).toBe('sess-1');
  });

  it('lists 200 of 1,000 complaints of a tab and says how many there are', async () => {
    const list = Array.from({ length: 1000 }, (_, index) => ({
      id: index + 1,
      time: tenth,
      type: 'Collection',
      content: `Complaint ${index + 1}`,
    }));
    answer('complaintList', { data: { tabs: [{ title: 'Processing', list }] } });
    render(<ComplaintListPage />);

    const panel = await screen.findByRole('tabpanel', {}, { timeout: 10_000 });
    expect(within(panel).getAllByRole('link')).toHaveLength(200);
    within(panel).getByText('Showing the first 200 of 1,000 rows.');
  }, 20_000);

  it('an empty tab says so', async () => {
    answer('complaintList', { data: { tabs } });
    render(<ComplaintListPage />);

    fireEvent.click(await screen.findByRole('tab', { name: 'Resolved' }));

    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading').textContent).toBe(emptyTabMessage('Resolved'));
    within(panel).getByText(emptyListHelp);
    // No complaint to open; the ways on are a new complaint and a person.
    within(panel).getByRole('button', { name: makeComplaintText });
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([customerServiceLinkText]);
  });

  it('arrow keys move between the tabs', async () => {
    answer('complaintList', { data: { tabs } });
    render(<ComplaintListPage />);

    fireEvent.keyDown(await screen.findByRole('tab', { name: 'Processing' }), {
      key: 'ArrowRight',
    });

    expect(screen.getByRole('tab', { name: 'Resolved' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Resolved' }));
  });

  it('no tabs at all: says there are no complaints yet, in a line of help, with a picture', async () => {
    answer('complaintList', { data: { tabs: [] } });
    render(<ComplaintListPage />);
    const title = await screen.findByRole('heading', { name: noComplaintsMessage });
    expect(
      title.closest('[data-feedback="empty"]')?.querySelector('svg')?.getAttribute('data-icon'),
    ).toBe('empty');
    screen.getByText(emptyListHelp);
    screen.getByRole('link', { name: customerServiceLinkText });
  });

  it('an empty list offers to make a complaint about the order it was opened for', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    window.history.replaceState(null, '', '/complaintList.html?sessionId=sess-1&orderId=9001');
    answer('complaintList', { data: { tabs: [] } });
    render(<ComplaintListPage />);
    fireEvent.click(await screen.findByRole('button', { name: makeComplaintText }));
    const target = new URL(String(assign.mock.calls[0]?.[0]));
    expect(target.pathname).toBe('/complaint.html');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      orderId: '9001',
      sessionId: 'sess-1',
    });
  });

  it('a network failure shows the failure view with Retry', async () => {
    answer('complaintList', 'network-error');
    render(<ComplaintListPage />);
    await screen.findByRole('alert');
    screen.getByRole('button', { name: 'Retry' });
  });
});
