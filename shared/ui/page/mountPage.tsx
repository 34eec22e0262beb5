// The one place a page's React root is created: every pages/<name>/main.tsx calls mountPage, so a
// later switch to hydrating prerendered HTML changes this file only.
import '../../../styles/global.scss';
import { type ReactNode, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { installNativeBack } from '../../bridge/nativeBack.ts';
import { ErrorBoundary } from '../error-boundary/ErrorBoundary.tsx';
import { ToastHost } from '../toast/Toast.tsx';
import { installErrorToasts, unexpectedErrorMessage } from './errorToasts.ts';

export { unexpectedErrorMessage };

export interface MountPageOptions {
  /** Document title; the HTML template's title stays when omitted. */
  title?: string;
}

/** Renders the page into #root under an error boundary, with the toast host beside it. */
export function mountPage(page: ReactNode, options: MountPageOptions = {}): Root | undefined {
  // The build loads every main.tsx on the server to find prerendered pages: nothing to mount there.
  if (import.meta.env.SSR) return undefined;
  const container = document.getElementById('root');
  if (!container) throw new Error('mountPage: the page has no #root element');
  if (options.title !== undefined) document.title = options.title;
  // The shell's back button reaches the page from the first moment, with the default behaviour
  // until a page registers its own handler.
  installNativeBack();
  installErrorToasts();

  const root = createRoot(container, {
    // The page's ErrorBoundary logs what it catches itself; log anything else as React would.
    onCaughtError(error, info) {
      if (!(info.errorBoundary instanceof ErrorBoundary)) console.error(error);
    },
  });
  root.render(
    <StrictMode>
      <ErrorBoundary>{page}</ErrorBoundary>
      <ToastHost />
    </StrictMode>,
  );
  return root;
}
