// Keeps Order Details usable when the dialogs cannot appear, say because their module could not be
// fetched (offline): the dialogs are left out and the order, its buttons and its list stay, instead
// of the whole page giving way to an error state. React logs what it catches.
import { Component, type ReactNode } from 'react';

interface DialogsBoundaryProps {
  children?: ReactNode;
  /** Called once when the dialogs fail, so the page stops relying on them. */
  onFailed: () => void;
}

export class DialogsBoundary extends Component<DialogsBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    this.props.onFailed();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
