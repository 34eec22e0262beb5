// happy-dom loads no frames, and logs an error for every <iframe> it meets on the
// console it was started with (Node's own, not the test's). Tests of the landing page, which embeds
// the privacy policy, keep that one notice out and collect every other console error from both
// consoles (React logs on the test's), so a test can assert there was none.
import nodeConsole from 'node:console';
import { vi } from 'vitest';

function isFrameLoadingNotice(first: unknown): boolean {
  return first instanceof Error && first.message.includes('Iframe page loading is disabled');
}

/** Spies on console.error; returns the errors logged other than happy-dom's frame notice. */
export function collectConsoleErrors(): unknown[][] {
  const errors: unknown[][] = [];
  const collect = (...args: unknown[]) => {
    if (!isFrameLoadingNotice(args[0])) errors.push(args);
  };
  vi.spyOn(console, 'error').mockImplementation(collect);
  if (nodeConsole !== console) vi.spyOn(nodeConsole, 'error').mockImplementation(collect);
  return errors;
}
