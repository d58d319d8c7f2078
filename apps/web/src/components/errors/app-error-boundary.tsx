import { Component, type ErrorInfo, type ReactNode } from 'react';
import { paths } from '../../config/paths';
import { ErrorScreen } from './error-screen';
import { useErrorScreenTexts } from './error-screen-texts';

type AppErrorBoundaryProps = { children: ReactNode };
type AppErrorBoundaryState = { hasError: boolean };

/**
 * The last line: anything the router's error elements do not catch (providers, the router itself), and
 * a failure of the app's own texts, which the route's error screen needs (route-error-screen.tsx).
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): AppErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('Application error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    return <AppErrorScreen />;
  }
}

/*
 * Recovery starts the app afresh, as the route's error screen does: what failed to load (a chunk, the
 * texts) is loaded again, and a stale deployment is replaced.
 */
function AppErrorScreen() {
  const texts = useErrorScreenTexts();
  return (
    <main id="main-content" tabIndex={-1} className="focus:outline-none">
      <ErrorScreen
        title={texts.appTitle}
        text={texts.appText}
        onTryAgain={() => window.location.reload()}
        onGoHome={() => window.location.assign(paths.home.getHref())}
      />
    </main>
  );
}
