import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appConfig } from '../../config/appConfig.ts';
import { FeedbackView, callServiceText, customerServiceLinkText } from './FeedbackView.tsx';
import { phoneText } from '../../format/phone.ts';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  delete window.webkit;
});

describe('FeedbackView', () => {
  it('shows the picture of its kind, the title, the line and the way forward', () => {
    const { container } = render(
      <FeedbackView
        kind="empty"
        title="No complaints yet"
        text="Complaints you send appear here."
        actions={<button type="button">File a complaint</button>}
      />,
    );
    expect(container.querySelector('svg[data-icon="empty"]')).not.toBeNull();
    screen.getByRole('heading', { name: 'No complaints yet' });
    screen.getByText('Complaints you send appear here.');
    screen.getByRole('button', { name: 'File a complaint' });
    // An empty list is no news: nothing is announced.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces a failure once as an alert: its line, which says the whole of it', () => {
    render(<FeedbackView kind="failure" title="No connection" text="Network error." />);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe('Network error.');
    screen.getByRole('heading', { name: 'No connection' });
  });

  it('announces a failure without a line by its title', () => {
    render(<FeedbackView kind="failure" title="Could not load." />);
    expect(screen.getByRole('alert').textContent).toBe('Could not load.');
  });

  it.each([
    ['empty', undefined, 'empty'],
    ['success', undefined, 'success'],
    ['failure', undefined, 'failure'],
    ['failure', 'no-connection', 'no-connection'],
    ['failure', 'server-trouble', 'server-trouble'],
  ] as const)('%s with picture %s draws %s from the icon set', (kind, picture, drawn) => {
    const { container } = render(<FeedbackView kind={kind} picture={picture} title="Title" />);
    const svgs = container.querySelectorAll('svg');
    expect(svgs).toHaveLength(1);
    expect(svgs[0]?.getAttribute('data-icon')).toBe(drawn);
  });

  it('announces a success as a status', () => {
    const { container } = render(<FeedbackView kind="success" title="Saved" />);
    expect(screen.getByRole('status').textContent).toBe('Saved');
    expect(container.querySelector('svg[data-icon="success"]')).not.toBeNull();
  });

  it('links to the Customer Service page with the session by default', () => {
    window.history.replaceState(null, '', '/complaintList.html?sessionId=s-9');
    render(<FeedbackView kind="empty" title="Nothing here" />);
    const link = screen.getByRole('link', { name: customerServiceLinkText });
    expect(link.getAttribute('href')).toBe(
      'http://localhost:3000/customerService.html?sessionId=s-9',
    );
  });

  it('offers the configured phone on a public page, dialled through the shell', () => {
    const messages: unknown[] = [];
    window.webkit = {
      messageHandlers: { callPhone: { postMessage: (message) => messages.push(message) } },
    };
    render(<FeedbackView kind="failure" title="Could not load." service="phone" />);
    const link = screen.getByRole('link', { name: callServiceText() });
    expect(link.getAttribute('href')).toBe(`tel:${appConfig.defaultServicePhone}`);
    // The number keeps its groups on one line: no-break spaces join them.
    expect(link.textContent).toBe(
      `Call Customer Service ${phoneText(appConfig.defaultServicePhone)}`,
    );
    expect(phoneText(appConfig.defaultServicePhone)).toMatch(/^\d+(\u00a0\d+)+$/);
    expect(fireEvent.click(link)).toBe(false);
    expect(messages).toEqual([{ phone: appConfig.defaultServicePhone }]);
  });

  it('has no way to a person where it would lead to itself', () => {
    render(<FeedbackView kind="failure" title="Could not load." service="none" />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
