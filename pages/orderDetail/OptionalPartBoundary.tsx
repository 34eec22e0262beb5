// Keeps Order Details usable when an optional part of it cannot appear, say because its module
// could not be fetched (offline): the dialogs, or the recommended list. The part is left out and
// the order, its buttons and 'Click to view more products' stay, instead of the whole page giving
// way to an error state. React logs what it catches.
import { Component, type ReactNode } from 'react';

interface OptionalPartBoundaryProps {
  children?: ReactNode;
  /** Called once when the part fails, so the page stops relying on it. */
  onFailed?: () => void;
}

export class OptionalPartBoundary extends Component<
  OptionalPartBoundaryProps,
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    this.props.onFailed?.();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
