// A page driven by server data (Order Details, Customer Service ...). Its main.tsx is
//   export default hydratedPage(<OrderDetailPage />);
// The build renders the page in its initial state (header, card layout, placeholders) into the
// HTML; the browser hydrates that markup instead of rendering from scratch, then the page loads
// its data. Both sides render the one tree below, so they agree: components read the address, the
// storage or `window` only in effects or after hydration (shared/navigation/usePageSearch.ts).
import '../../styles/global.scss';
import { type ReactElement, type ReactNode, StrictMode, useState } from 'react';
import { createRoot, type Root, type RootOptions } from 'react-dom/client';
import { installNativeBack } from '../bridge/nativeBack.ts';
import type { PageName } from '../config/pages.ts';
import { afterLoadAndIdle, installDelivery } from './delivery.ts';
import { ErrorBoundary } from '../ui/error-boundary/ErrorBoundary.tsx';
import { ToastHost } from '../ui/toast/Toast.tsx';
import { installErrorToasts } from './errorToasts.ts';
import { hydrateInTransition } from './hydrateInTransition.ts';
import type { PrerenderedPage } from './prerenderedPage.ts';

/** The whole tree of a hydrated page: the page under an error boundary, and the toast host. */
export function pageTree(page: ReactNode): ReactElement {
  return (
    <StrictMode>
      <ErrorBoundary>{page}</ErrorBoundary>
      <ToastHost />
    </StrictMode>
  );
}

const rootOptions: RootOptions = {
  // The page's ErrorBoundary logs what it catches itself; log anything else as React would.
  onCaughtError(error, info) {
    if (!(info.errorBoundary instanceof ErrorBoundary)) console.error(error);
  },
};

/**
 * Hydrates the prerendered page in #root. An empty #root (HTML served without the prerendered
 * markup) is rendered from scratch instead, so the page still appears.
 */
export function hydratePage(page: ReactNode, doc: Document = document): Root {
  const container = doc.getElementById('root');
  if (!container) throw new Error('hydratePage: the page has no #root element');
  // The shell's back button reaches the page from the first moment, with the default behaviour
  // until a page registers its own handler.
  installNativeBack();
  installErrorToasts();
  installDelivery();
  if (container.hasChildNodes()) {
    return hydrateInTransition(container, pageTree(page), {
      ...rootOptions,
      // React recovers from a mismatch by rendering afresh; the page works, so no toast, but the
      // console says so (the browser tests fail on it).
      onRecoverableError(error) {
        console.error('Hydration recovered from an error:', error);
      },
    });
  }
  const root = createRoot(container, rootOptions);
  root.render(pageTree(page));
  return root;
}

/** The build's markup of each PrerenderedOnly part, by name, as the page's HTML brought it. */
const keptMarkup = new Map<string, string>();

/**
 * A part of a hydrated page that only the build renders, and the browser keeps as the build wrote
 * it: static markup (the lender's registration) whose text the page's script need not carry. Write
 * the children under the build's flag, so the browser bundle leaves them out:
 *   <PrerenderedOnly name="lender-notice" className={styles.x}>
 *     {import.meta.env.SSR && <LenderNotice />}
 *   </PrerenderedOnly>
 * Hydration leaves its inner HTML alone (React does not touch the inner HTML of an element it did
 * not write), and the part remembers it under its name: mounted again (another view of the page
 * draws it in its own place), it is drawn from that copy. Only the build's own markup is kept.
 */
export function PrerenderedOnly({
  name,
  className,
  children,
}: {
  name: string;
  className?: string;
  children: ReactNode;
}) {
  if (import.meta.env.SSR) return <div className={className}>{children}</div>;
  return <KeptMarkup name={name} className={className} />;
}

function KeptMarkup({ name, className }: { name: string; className?: string | undefined }) {
  // Read once per mount: empty while hydrating (the markup is in the page already), the copy after.
  const [markup] = useState(() => ({ __html: keptMarkup.get(name) ?? '' }));
  const keep = (element: HTMLDivElement | null) => {
    if (element?.innerHTML) keptMarkup.set(name, element.innerHTML);
  };
  return (
    <div
      ref={keep}
      className={className}
      suppressHydrationWarning
      dangerouslySetInnerHTML={markup}
    />
  );
}

export interface HydratedPageOptions {
  /** The pages a borrower likely opens from this one, fetched ahead when the phone is idle. */
  nextPages?: readonly PageName[];
}

export function hydratedPage(
  page: ReactElement,
  { nextPages = [] }: HydratedPageOptions = {},
): PrerenderedPage {
  if (!import.meta.env.SSR && typeof document !== 'undefined') {
    hydratePage(page);
    // A module of its own: only the pages that list next pages load it.
    if (nextPages.length > 0) {
      afterLoadAndIdle(() => {
        import('../actions/pagesAhead.ts').then(
          (ahead) => ahead.fetchPagesAhead(nextPages),
          () => undefined,
        );
      });
    }
  }
  return { kind: 'hydrated', element: pageTree(page) };
}
