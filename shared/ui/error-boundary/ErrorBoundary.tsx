// Catches render errors so a failing part leaves the borrower a message and a Retry button instead
// of a blank web view.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from '../error-state/ErrorState.tsx';

export interface ErrorBoundaryProps {
  children?: ReactNode;
  /** Called on Retry before the children render again (reset what made them fail). */
  onReset?: () => void;
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
    console.error('Page failed to render', error, info.componentStack);
  }

  private readonly retry = (): void => {
    this.props.onReset?.();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    if (this.state.failed) return <ErrorState onRetry={this.retry} />;
    return this.props.children;
  }
}
