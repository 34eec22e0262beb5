import { afterEach, describe, expect, it, vi } from 'vitest';
import { statisticsEvent, trackStatistic } from './statistics.ts';

const listeners: EventListener[] = [];
afterEach(() => {
  for (const listener of listeners.splice(0)) window.removeEventListener(statisticsEvent, listener);
});

function listen(listener: (event: CustomEvent) => void) {
  const added = listener as EventListener;
  listeners.push(added);
  window.addEventListener(statisticsEvent, added);
}

describe('statistics events', () => {
  it('dispatches each event on the window, its name and data in the detail', () => {
    const heard = vi.fn();
    listen((event) => heard(event.detail));
    trackStatistic('conversion', { trackingCode: 'px-1' });
    expect(heard).toHaveBeenCalledWith({ event: 'conversion', data: { trackingCode: 'px-1' } });
  });

  it('sends nothing anywhere and throws nothing when nobody listens', () => {
    expect(() => trackStatistic('visit', { page_id: '7' })).not.toThrow();
  });
});
