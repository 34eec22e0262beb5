// A prerendered page where only small parts run in the browser (the landing page's nav and form).
// The page wraps each interactive part in <Island>; its main.tsx is
//   export default islandPage(import.meta.env.SSR ? <LandingPage /> : null, { sectionNav: SectionNav });
// The build renders the whole page; the browser bundle leaves the static markup out (the SSR
// branch is dropped) and hydrates each island in place, with one toast host for all of them.
// Each island hydrates as its own root while the build rendered the whole page as one tree, so
// React's useId differs between the two: give ids inside an island fixed values.
import '../../styles/global.scss';
import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installNativeBack } from '../bridge/nativeBack.ts';
import { installDelivery } from './delivery.ts';
import { ErrorBoundary } from '../ui/error-boundary/ErrorBoundary.tsx';
import { ToastHost } from '../ui/toast/Toast.tsx';
import { installErrorToasts } from './errorToasts.ts';
import { hydrateInTransition } from './hydrateInTransition.ts';
import type { PrerenderedPage } from './prerenderedPage.ts';

const islandAttribute = 'data-island';

export interface IslandProps {
  /** The key of this island in the page's islandPage registry. */
  name: string;
  component: ComponentType;
  className?: string;
}

/** Marks an interactive part of a prerendered page; the browser hydrates it by name. */
export function Island({ name, component: Component, className }: IslandProps) {
  return (
    <div data-island={name} className={className}>
      <Component />
    </div>
  );
}

function islandTree(Component: ComponentType) {
  return (
    <StrictMode>
      <ErrorBoundary>
        <Component />
      </ErrorBoundary>
    </StrictMode>
  );
}

/** Hydrates every island found in the document; returns the names hydrated. */
export function hydrateIslands(
  islands: Readonly<Record<string, ComponentType>>,
  doc: Document = document,
): string[] {
  installNativeBack();
  installErrorToasts();
  installDelivery();
  const hydrated: string[] = [];
  for (const container of doc.querySelectorAll<HTMLElement>(`[${islandAttribute}]`)) {
    const name = container.getAttribute(islandAttribute) ?? '';
    const Component = islands[name];
    if (!Component) continue;
    hydrateInTransition(container, islandTree(Component));
    hydrated.push(name);
  }
  const toastContainer = doc.createElement('div');
  doc.body.append(toastContainer);
  createRoot(toastContainer).render(<ToastHost />);
  return hydrated;
}

export function islandPage(
  element: PrerenderedPage['element'],
  islands: Readonly<Record<string, ComponentType>>,
): PrerenderedPage {
  if (!import.meta.env.SSR && typeof document !== 'undefined') hydrateIslands(islands);
  return { kind: 'islands', element };
}
