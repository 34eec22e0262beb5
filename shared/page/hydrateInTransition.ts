// Hydration started as a transition. Started outside one, React hydrates the prerendered page in
// a single task, 200-500 ms on a cheap phone, in which a tap or a paint waits; as a transition it
// works in slices of a few milliseconds and lets the browser in between. Nothing on screen
// changes: the markup is already there, and a tap before hydration ends is replayed after it.
import { type ReactNode, startTransition } from 'react';
import { hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';

export function hydrateInTransition(
  container: Element,
  tree: ReactNode,
  options?: HydrationOptions,
): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, tree, options);
  });
  if (!root) throw new Error('hydrateInTransition: React did not create the root');
  return root;
}
