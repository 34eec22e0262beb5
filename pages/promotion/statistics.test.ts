// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setStatisticsAdapter, trackStatistic } from './statistics.ts';

afterEach(() => setStatisticsAdapter(undefined));

describe('statistics adapter', () => {
  it('sends nothing and throws nothing by default', () => {
    expect(() => trackStatistic('visit', { page_id: '7' })).not.toThrow();
  });

  it('passes each event to the adapter plugged in', () => {
    const track = vi.fn();
    setStatisticsAdapter({ track });
    trackStatistic('conversion', { trackingCode: 'px-1' });
    expect(track).toHaveBeenCalledWith('conversion', { trackingCode: 'px-1' });
  });

  it('keeps the page going when the adapter throws', () => {
    setStatisticsAdapter({
      track: () => {
        throw new Error('blocked by the browser');
      },
    });
    expect(() => trackStatistic('visit')).not.toThrow();
  });

  it('goes back to the no-op when unplugged', () => {
    const track = vi.fn();
    setStatisticsAdapter({ track });
    setStatisticsAdapter(undefined);
    trackStatistic('visit');
    expect(track).not.toHaveBeenCalled();
  });
});
