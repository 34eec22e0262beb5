import { describe, expect, it, vi } from 'vitest';
import { installChunkReload } from './chunkReload.ts';

/** What the preload helper dispatches when a chunk fails to load (scripts/build/preload-helper.ts). */
function chunkFailed(): Event {
  const event = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe('reloading on a chunk of an older deploy', () => {
  it('reloads once and holds the failure back; within the window the failure goes on', () => {
    let reloads = 0;
    // The guard (reloadOnce.ts): a first reload is allowed, a second within its window is not.
    const reload = vi.fn(() => ++reloads === 1);
    installChunkReload(window, reload);
    expect(chunkFailed().defaultPrevented).toBe(true);
    expect(chunkFailed().defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
