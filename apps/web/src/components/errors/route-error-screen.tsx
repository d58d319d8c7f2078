import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { paths } from '../../config/paths';
import { usePageMeta } from '../../lib/page-meta';
import { ErrorScreen } from './error-screen';

/*
 * The router's errorElement. Recovery reloads the document: a route chunk that failed to load stays failed
 * inside the router (it caches the attempt), and a fresh start is what fixes a stale deployment too.
 */
export function RouteErrorScreen({ isStandalone = false }: { isStandalone?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
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
