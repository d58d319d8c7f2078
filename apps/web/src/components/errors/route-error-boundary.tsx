import { Component, type ReactNode } from 'react';
import { RouteErrorScreen } from './route-error-screen';

type RouteErrorBoundaryProps = { children: ReactNode; isStandalone?: boolean };
type RouteErrorBoundaryState = { error: unknown; hasError: boolean };

/**
 * Catches a screen that failed to load or to render (or, standalone, the layout itself), so the rest of
 * the page stays usable. The router gives each screen its own, so leaving the screen clears the error.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): RouteErrorBoundaryState {
    return { error, hasError: true };
  }

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    return <RouteErrorScreen error={this.state.error} isStandalone={this.props.isStandalone} />;
  }
}
