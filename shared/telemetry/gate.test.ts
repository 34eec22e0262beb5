import { describe, expect, it, vi } from 'vitest';
import type { Heard } from './gate.ts';

const reporter = vi.hoisted(() => ({ kept: [] as Heard[], heard: [] as Heard[] }));

vi.mock('./reporter.ts', () => ({
  startReporting: (kept: Heard[]) => {
    reporter.kept = [...kept];
    return (what: Heard) => reporter.heard.push(what);
  },
}));

describe('installTelemetry', () => {
  it('keeps what it hears until the reporter has loaded, then hands everything to it', async () => {
    const { installTelemetry, noteFailure } = await import('./gate.ts');
    let loadReporter = () => {};
    installTelemetry((task) => (loadReporter = task));

    const early = new ErrorEvent('error', { message: 'while hydrating' });
    window.dispatchEvent(early);
    noteFailure('http');
    const chunk = new Event('vite:preloadError');
    window.dispatchEvent(chunk);
    window.dispatchEvent(new Event('click'));
    expect(reporter.kept).toEqual([]);

    loadReporter();
    await vi.waitFor(() => expect(reporter.kept).toHaveLength(3));
    expect(reporter.kept).toEqual([early, { failure: 'http', error: undefined }, chunk]);

    const later = new Event('securitypolicyviolation');
    window.dispatchEvent(later);
    const rejection = new Event('unhandledrejection');
    window.dispatchEvent(rejection);
    const error = new Error('render');
    noteFailure('render', error);
    expect(reporter.heard).toEqual([later, rejection, { failure: 'render', error }]);
  });
});
