/**
 * Keeps a failing optional region (a lazily loaded footer or panel) from taking the page down:
 * its failure, such as a chunk that no longer exists after a deploy, is reported and the region
 * renders `fallback` (nothing by default) while the rest of the page goes on working. A later
 * render of the region (`resetKey` changes, e.g. the panel opens again) tries once more.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** what the region is, for the report */
  name: string;
  /** a change renders the region again after a failure */
  resetKey?: unknown;
  fallback?: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

export class RegionBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Reported with severity 2 (spec §8); the console is this build's error reporter.
    console.error(`${this.props.name} failed (severity 2)`, error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) {
      this.setState({ failed: false });
    }
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
