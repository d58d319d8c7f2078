import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { usePageMeta } from '../../lib/page-meta';
import { ErrorScreen } from './error-screen';

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
  usePageMeta({ title: t('errorScreen.routeMetaTitle'), description: t('meta.description') });

  useEffect(() => {
    console.warn('Route failed', error);
  }, [error]);

  const screen = (
    <ErrorScreen
      title={t('errorScreen.routeTitle')}
      text={t('errorScreen.routeText')}
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
