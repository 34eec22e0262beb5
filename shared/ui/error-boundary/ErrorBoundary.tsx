// Catches render errors so a failing part leaves the borrower a message and a Retry button instead
// of a blank web view. An optional part of a page (a module that may fail to load offline, say)
// passes `optional`: it is then left out, and the rest of the page stays usable.
// `lazyPart` (below) lives here because every page with a script already loads this module.
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  type JSX,
  lazy,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { ErrorState } from '../error-state/ErrorState.tsx';

export interface ErrorBoundaryProps {
  children?: ReactNode;
  /** Called on Retry before the children render again (reset what made them fail). */
  onReset?: () => void;
  /** The part may be left out: on failure render nothing and call this once (if given). */
  optional?: boolean | (() => void);
}

interface ErrorBoundaryState {
  failed: boolean;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const { optional } = this.props;
    if (typeof optional === 'function') optional();
    console.error(optional ? 'Part left out' : 'Page failed to render', error, info.componentStack);
  }

  private readonly retry = (): void => {
    this.props.onReset?.();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.optional ? null : <ErrorState onRetry={this.retry} />;
  }
}

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
