import { Suspense } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary';
import { paths } from '../config/paths';
import type { Namespace } from '../lib/i18n';
import { useTakeOverPage } from '../prerender';
import { AppLoading } from './app-loading';
import { type LazyScreen, lazyScreen, type ScreenModule, ScreenOf } from './lazy-screen';
import type { screenRoutes } from './screen-routes';

type ScreenRoute = (typeof screenRoutes)[number];

/** What each route carries besides its element: its screen's name and how to load it ahead. */
export type RouteHandle = Pick<LazyScreen, 'preload'> & { screen?: ScreenRoute };

/*
 * One route table; every screen is a lazy chunk whose translation namespaces load with it, so a screen
 * never renders before its texts. To add a screen: a route module in ./routes exporting `Component`, its
 * namespace file in src/locales/{bg,en}/ (typed in lib/i18n-resources.d.ts), its name in ./screen-routes.ts
 * and one screenRoute() entry below; the URL comes from config/paths.ts.
 * Screens that later issues build are not declared until they exist; their URLs show the not-found page.
 * The table is rendered by useRoutes under a BrowserRouter (main.tsx) or a StaticRouter (the build's
 * pre-render): the declarative router weighs about 18 kB gzip less than the data router
 * (docs/decisions/003-prerendering.md).
 */
function screenRoute(
  name: ScreenRoute,
  load: () => Promise<ScreenModule>,
  namespaces: readonly Namespace[] = [],
): RouteObject {
  return lazyRoute(paths[name].path, lazyScreen(load, namespaces), name);
}

// Each screen has its own error boundary, keyed by its path, so leaving a failed screen clears the error.
function lazyRoute(path: string, lazy: LazyScreen, screen?: ScreenRoute): RouteObject {
  const handle: RouteHandle = { preload: lazy.preload, ...(screen ? { screen } : {}) };
  return {
    path,
    handle,
    element: (
      <RouteErrorBoundary key={path}>
        <ScreenOf screen={lazy} />
      </RouteErrorBoundary>
    ),
  };
}

export function createAppRoutes(): RouteObject[] {
  const layout = lazyScreen(() => import('./routes/root-layout'));
  const layoutHandle: RouteHandle = { preload: layout.preload };
  return [
    {
      path: paths.home.path,
      element: <ScreenOf screen={layout} />,
      handle: layoutHandle,
      children: [
        {
          children: [
            screenRoute('home', () => import('./routes/home'), ['home', 'early-access', 'validation']),
            screenRoute('features', () => import('./routes/features'), ['features']),
            screenRoute('industries', () => import('./routes/industries'), ['industries']),
            screenRoute('about', () => import('./routes/about'), ['about']),
            screenRoute('security', () => import('./routes/security'), ['security']),
            screenRoute('whatIsGdpr', () => import('./routes/what-is-gdpr'), ['what-is-gdpr']),
            screenRoute('gdprGuide', () => import('./routes/gdpr-guide'), ['gdpr-guide']),
            screenRoute('complianceTips', () => import('./routes/compliance-tips'), ['compliance-tips']),
            screenRoute('login', () => import('./routes/login'), ['login', 'auth']),
            screenRoute('signup', () => import('./routes/signup'), ['signup', 'auth', 'validation']),
            screenRoute('forgotPassword', () => import('./routes/forgot-password'), [
              'password-reset',
              'auth',
            ]),
            screenRoute('resetPassword', () => import('./routes/reset-password'), ['password-reset', 'auth']),
            screenRoute('verifyEmail', () => import('./routes/verify-email'), ['email-verification']),
            screenRoute('authCallback', () => import('./routes/auth-callback'), [
              'auth-callback',
              'login',
              'api-errors',
            ]),
            screenRoute('dashboard', () => import('./routes/dashboard'), [
              'account',
              'auth',
              'reports',
              'report-import',
              'teams',
              'validation',
            ]),
            screenRoute('userDashboard', () => import('./routes/user-dashboard'), [
              'account',
              'auth',
              'reports',
              'report-import',
              'validation',
            ]),
            screenRoute('complianceForm', () => import('./routes/compliance-form'), ['assessment']),
            screenRoute('analysis', () => import('./routes/analysis'), ['reports']),
            screenRoute('advancedAi', () => import('./routes/advanced-ai'), ['reports']),
            screenRoute('report', () => import('./routes/report'), ['reports']),
            screenRoute('privacy', () => import('./routes/privacy'), ['privacy']),
            screenRoute('terms', () => import('./routes/terms'), ['terms']),
            screenRoute('cookies', () => import('./routes/cookies'), ['cookies']),
            screenRoute('pricing', () => import('./routes/pricing'), ['pricing']),
            screenRoute('contact', () => import('./routes/contact'), ['contact', 'validation']),
            screenRoute('contactSales', () => import('./routes/contact-sales'), ['contact', 'validation']),
            screenRoute('earlyAccessConfirm', () => import('./routes/early-access-confirm'), [
              'early-access',
            ]),
            screenRoute('earlyAccessUnsubscribe', () => import('./routes/early-access-unsubscribe'), [
              'early-access',
            ]),
            screenRoute('apiDocs', () => import('./routes/api-docs'), ['api-docs', 'api-errors']),
            screenRoute('analytics', () => import('./routes/analytics'), [
              'analytics',
              'assessment',
              'reports',
              'validation',
            ]),
            screenRoute('teamInvite', () => import('./routes/team-invite'), ['teams']),
            screenRoute('admin', () => import('./routes/admin'), [
              'admin',
              'account',
              'contact',
              'validation',
            ]),
            lazyRoute(
              '*',
              lazyScreen(() => import('./routes/not-found')),
            ),
          ],
        },
      ],
    },
  ];
}

/**
 * The screens for the current URL, under whichever router the caller gives (BrowserRouter or StaticRouter).
 * The spinner shows only while the first screen loads; later navigations are transitions, which keep the
 * current screen until the next one is ready. A layout that fails shows the error screen on its own.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return (
    <RouteErrorBoundary isStandalone>
      <Suspense fallback={<AppLoading />}>
        <MatchedRoutes routes={routes} />
      </Suspense>
    </RouteErrorBoundary>
  );
}

function MatchedRoutes({ routes }: { routes: RouteObject[] }) {
  useTakeOverPage();
  return useRoutes(routes);
}

/** Loads the code and texts of every screen a path shows (layout and page), so they render at once. */
export async function preloadRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as RouteHandle | undefined)?.preload()));
}
