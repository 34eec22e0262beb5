// A stub iOS shell for unit tests: every `window.webkit.messageHandlers[command].postMessage` the
// page makes is recorded, in order, as `[command, payload]`.
import { onTestFinished } from 'vitest';

export type ShellMessage = [command: string, payload: unknown];

/**
 * Installs a fresh stub shell and returns the messages it receives. Call it in a test or in
 * beforeEach; the shell is taken away again once that test has finished.
 */
export function installShellStub(): ShellMessage[] {
  const messages: ShellMessage[] = [];
  window.webkit = {
    messageHandlers: new Proxy(
      {},
      {
        get: (_target, command) => ({
          postMessage: (payload: unknown) => messages.push([String(command), payload]),
        }),
      },
    ),
  };
  onTestFinished(() => {
    delete window.webkit;
  });
  return messages;
}
