import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from './Toast.tsx';
import { showLoading, showToast } from '../../notify/toastStore.ts';

describe('ToastHost', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function advance(ms: number) {
    act(() => {
      vi.advanceTimersByTime(ms);
    });
  }

  it.each(['info', 'success'] as const)('shows a %s toast for 2 s', (kind) => {
    render(<ToastHost />);
    act(() => showToast('Copied', { kind }));
    screen.getByText('Copied');
    advance(1999);
    screen.getByText('Copied');
    advance(1);
    expect(screen.queryByText('Copied')).toBeNull();
  });

  it.each(['text', 'error'] as const)('shows a %s toast for 3 s', (kind) => {
    render(<ToastHost />);
    act(() => showToast('Network error', { kind }));
    advance(2999);
    screen.getByText('Network error');
    advance(1);
    expect(screen.queryByText('Network error')).toBeNull();
  });

  it('announces ordinary toasts politely and errors as an alert', () => {
    render(<ToastHost />);
    act(() => showToast('Saved', { kind: 'success' }));
    expect(screen.getByText('Saved').closest('[role="status"]')?.getAttribute('aria-live')).toBe(
      'polite',
    );
    act(() => showToast('Request failed', { kind: 'error' }));
    expect(screen.getByRole('alert').textContent).toBe('Request failed');
    // The newer toast replaces the older one.
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('shows the newest loading text while loading is open', () => {
    render(<ToastHost />);
    let closeFirst = () => {};
    let closeSecond = () => {};
    act(() => {
      closeFirst = showLoading('Loading...');
    });
    const loading = screen.getByText('Loading...');
    expect(loading.closest('[aria-busy="true"]')).toBeTruthy();

    act(() => {
      closeSecond = showLoading('Submitting...');
    });
    screen.getByText('Submitting...');
    expect(screen.queryByText('Loading...')).toBeNull();

    // Loading has no timer: it stays until the work is done.
    advance(60_000);
    screen.getByText('Submitting...');

    act(() => closeSecond());
    screen.getByText('Loading...');
    act(() => closeFirst());
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('keeps the polite live regions in place when nothing shows, so later toasts are announced', () => {
    render(<ToastHost />);
    expect(screen.getAllByRole('status')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
