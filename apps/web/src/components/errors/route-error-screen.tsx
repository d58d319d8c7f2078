import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { hasNamespaces, startupNamespaces } from '../../lib/i18n';
import { usePageMeta } from '../../lib/page-meta';
import { ErrorScreen } from './error-screen';
import { useErrorScreenTexts } from './error-screen-texts';

/*
 * What RouteErrorBoundary shows. Recovery reloads the document: a fresh start is what fixes a stale
 * deployment (a chunk that is no longer on the server) too.
 */
export function RouteErrorScreen({
  error,
  isStandalone = false,
}: {
  error: unknown;
  isStandalone?: boolean;
}) {
  const { t } = useTranslation();
  const texts = useErrorScreenTexts();
  usePageMeta({ title: texts.routeMetaTitle, description: t('meta.description') });

  useEffect(() => {
    console.warn('Route failed', error);
  }, [error]);

  // Without the app's own texts (the header, the footer, every screen's) there is no page to show this
  // in: the app's error screen takes the whole page instead (app-error-boundary.tsx).
  if (!hasNamespaces(startupNamespaces)) throw error;

  const screen = (
    <ErrorScreen
      title={texts.routeTitle}
      text={texts.routeText}
      onTryAgain={() => window.location.reload()}
      onGoHome={() => window.location.assign(paths.home.getHref())}
    />
  );
  return isStandalone ? (
    <main id="main-content" tabIndex={-1} className="focus:outline-none">
      {screen}
    </main>
  ) : (
    screen
  );
}
