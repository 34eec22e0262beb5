// What every page's main.tsx exports by default. The build renders `element` to HTML
// (scripts/build/prerender.ts) and puts it in #root, so the first paint needs no JavaScript. The kind
// must be the one the page table gives the page (shared/config/pages.ts, `render`):
// - 'static' (staticPage): the page ships no JavaScript at all; its script tag is dropped.
// - 'islands' (islandPage): only the parts wrapped in <Island> hydrate in the browser.
// - 'hydrated' (hydratedPage): the whole page hydrates, then loads its data.
import type { ReactElement } from 'react';
import type { PageRender } from '../config/pages.ts';

export interface PrerenderedPage {
  kind: PageRender;
  /** The page as the build renders it; an island page's is null in the browser bundle. */
  element: ReactElement | null;
}

const kinds: readonly unknown[] = ['static', 'islands', 'hydrated'] satisfies PageRender[];

export function isPrerenderedPage(value: unknown): value is PrerenderedPage {
  if (typeof value !== 'object' || value === null) return false;
  return kinds.includes((value as { kind?: unknown }).kind);
}
