// Why not React.lazy: docs/architecture.md, "A part fetched ahead shows at once".
import { type ComponentType, type JSX, lazy, type LazyExoticComponent } from 'react';

/**
 * A part of a page whose module is fetched apart from the page's: a popup, a code generator, a
 * section only some orders show. Render it inside Suspense (for a first fetch) and an
 * ErrorBoundary (for a failed one). It works as React.lazy, with one difference: once the module
 * is in (fetched ahead with `load()`, or by an earlier mount), the part renders in the same
 * commit. React.lazy suspends on its first render even then, and after an update that cannot wait
 * (a timer, an answer) React keeps the fallback it showed for 300 ms: docs/architecture.md.
 * A fetch that failed is not repeated by itself (offline, that would go on and on): the first
 * render after a failed `load()` asks once more, and after that only `load()` does, an
 * ErrorBoundary's Retry, say (`onReset={Part.load}`), for the mounts that follow.
 */
export interface LazyPart<P extends object> {
  (props: P): JSX.Element;
  /** Fetches the module, or again after a failure; a failure shows where the part renders. */
  load(): Promise<void>;
}

export function lazyPart<P extends object>(
  importPart: () => Promise<ComponentType<P>>,
): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  let failed = false;
  const fetchPart = () =>
    (loading ??= importPart().then(
      (component) => {
        failed = false;
        return (loaded = component);
      },
      (error: unknown) => {
        loading = undefined;
        failed = true;
        throw error;
      },
    ));
  const suspendingPart = () =>
    lazy(() => fetchPart().then((component) => ({ default: component })));
  let suspending: LazyExoticComponent<ComponentType<P>> = suspendingPart();

  const load = async () => {
    // React.lazy keeps a failure for good: the mounts after this one get a part of their own.
    if (failed) {
      failed = false;
      suspending = suspendingPart();
    }
    await fetchPart().catch(() => undefined);
  };

  function Part(props: P): JSX.Element {
    // A mount that suspended is thrown away, and `loaded` is set before React hears of the
    // module: a committed part never switches from the lazy to the component.
    const Shown = loaded ?? suspending;
    return <Shown {...props} />;
  }
  return Object.assign(Part, { load });
}
