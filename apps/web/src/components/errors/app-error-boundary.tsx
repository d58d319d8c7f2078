import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { ErrorScreen } from './error-screen';

type AppErrorBoundaryProps = { children: ReactNode };
type AppErrorBoundaryState = { hasError: boolean };

/** The last line: anything the router's error elements do not catch (providers, the router itself). */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): AppErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('Application error', error, info.componentStack);
  }

  reset = (): void => this.setState({ hasError: false });

  goHome = (): void => {
    this.reset();
    window.location.assign(paths.home.getHref());
  };

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    return <AppErrorScreen onTryAgain={this.reset} onGoHome={this.goHome} />;
  }
}

function AppErrorScreen({ onTryAgain, onGoHome }: { onTryAgain: () => void; onGoHome: () => void }) {
  const { t } = useTranslation();
  return (
    <main id="main-content" tabIndex={-1} className="focus:outline-none">
      <ErrorScreen
        title={t('errorScreen.appTitle')}
        text={t('errorScreen.appText')}
        onTryAgain={onTryAgain}
        onGoHome={onGoHome}
      />
    </main>
  );
}
