// The start of every happy-dom test file (tests/setup/freshFile.ts): what a former file of the
// same worker left on the window is gone before the next file's first line runs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it, vi } from 'vitest';
import { markPageStarted } from '../../shared/page/pageStart.ts';

/** What a worker does between two files: the setup file runs again. */
async function startNextFile() {
  vi.resetModules();
  await import('./freshFile.ts');
}

it('takes off the listeners, hooks, address, storage and markup a former file left', async () => {
  const heard = vi.fn();
  window.addEventListener('vite:preloadError', heard);
  document.addEventListener('visibilitychange', heard);
  window.onNativeBack = () => undefined;
  window.history.replaceState(null, '', '/orderDetail.html?sessionId=sess-1');
  window.sessionStorage.setItem('complaintDraft', 'left');
  window.localStorage.setItem('bankTip', 'left');
  document.body.innerHTML = '<p>left</p>';
  document.title = 'Order details';
  vi.useFakeTimers();

  await startNextFile();

  window.dispatchEvent(new Event('vite:preloadError'));
  document.dispatchEvent(new Event('visibilitychange'));
  expect(heard).not.toHaveBeenCalled();
  expect(window.onNativeBack).toBeUndefined();
  expect(`${window.location.pathname}${window.location.search}`).toBe('/');
  expect(window.sessionStorage.length + window.localStorage.length).toBe(0);
  expect(document.body.innerHTML).toBe('');
  expect(document.title).toBe('');
  expect(vi.isFakeTimers()).toBe(false);
});

it('takes off every global the shell and the page share, and the page-started flag', async () => {
  // The one declaration of what the shell provides or calls on the window.
  const declared = readFileSync(
    path.resolve(import.meta.dirname, '../../shared/bridge/globals.d.ts'),
    'utf8',
  );
  const windowBlock = /interface Window \{([\s\S]*?)\n {2}\}/.exec(declared)?.[1] ?? '';
  const names = [...windowBlock.matchAll(/^ {4}(\w+)\??:/gm)].map((match) => match[1] ?? '');
  expect(names.length).toBeGreaterThan(0);
  const { windowGlobals } = await import('./freshFile.ts');
  expect(windowGlobals).toEqual(expect.arrayContaining(names));

  markPageStarted(window);
  for (const name of names) Reflect.set(window, name, {});
  await startNextFile();
  for (const name of [...names, '__pageStarted']) expect(Reflect.has(window, name)).toBe(false);
});
