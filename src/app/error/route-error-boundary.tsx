import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteErrorView } from './route-error-view';

interface Props {
  /** the current path: the boundary resets when it changes (spec §4) */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Catches render failures below the shell so the header and footer stay usable. Retry clears
 * the error and renders the route again; navigating elsewhere clears it too.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Reported with severity 2 (spec §8); the console is this build's error reporter.
    console.error('Render failure (severity 2)', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (previous.resetKey !== this.props.resetKey && this.state.error) {
      this.setState({ error: null });
    }
  }

  private readonly retry = () => this.setState({ error: null });

  override render(): ReactNode {
    if (this.state.error) return <RouteErrorView error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}
