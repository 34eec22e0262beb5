// What a prerendered page's main.tsx exports by default. The build renders `element` to HTML
// (scripts/prerender.ts) and puts it in #root, so the first paint needs no JavaScript.
// - 'static': the page ships no JavaScript at all; its script tag is dropped from the HTML.
// - 'islands': only the parts wrapped in <Island> hydrate in the browser.
import type { ReactElement } from 'react';

export type PrerenderKind = 'static' | 'islands';

export interface PrerenderedPage {
  kind: PrerenderKind;
  /** The whole page as the build renders it; null in the browser bundle, which never needs it. */
  element: ReactElement | null;
}

export function isPrerenderedPage(value: unknown): value is PrerenderedPage {
  if (typeof value !== 'object' || value === null) return false;
  const kind = (value as { kind?: unknown }).kind;
  return kind === 'static' || kind === 'islands';
}
