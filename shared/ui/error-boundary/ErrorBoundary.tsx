// Catches render errors so a failing part leaves the borrower a message and a Retry button instead
// of a blank web view. An optional part of a page (a module that may fail to load offline, say)
// passes `optional`: it is then left out, and the rest of the page stays usable.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { noteFailure } from '../../telemetry/gate.ts';
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
    if (__TELEMETRY__) noteFailure('render', error);
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
