import type { ComponentType } from 'react';
import { createBrowserRouter, type LazyRouteFunction, type RouteObject } from 'react-router';
import { RouteErrorScreen } from '../components/errors/route-error-screen';
import { paths } from '../config/paths';
import { ensureNamespaces, type Namespace } from '../lib/i18n';
import { AppLoading } from './app-loading';
import type { screenRoutes } from './screen-routes';

type ScreenRoute = (typeof screenRoutes)[number];

/*
 * One router; every screen is a lazy chunk whose translation namespaces load with it, so a screen never
 * renders before its texts. To add a screen: a route module in ./routes exporting `Component`, its
 * namespace file in src/locales/{bg,en}/ (typed in lib/i18n-resources.d.ts), its name in ./screen-routes.ts
 * and one screenRoute() entry below; the URL comes from config/paths.ts.
 * Screens that later issues build are not declared until they exist; their URLs show the not-found page.
 */
function screenRoute(
  name: ScreenRoute,
  load: () => Promise<{ Component: ComponentType }>,
  namespaces: readonly Namespace[] = [],
): RouteObject {
  return { path: paths[name].path, lazy: lazyScreen(load, namespaces), handle: { screen: name } };
}

function lazyScreen(
  load: () => Promise<{ Component: ComponentType }>,
  namespaces: readonly Namespace[] = [],
): LazyRouteFunction<RouteObject> {
  return async () => {
    const [module] = await Promise.all([load(), ensureNamespaces(namespaces)]);
    return { Component: module.Component };
  };
}

export function createAppRoutes(): RouteObject[] {
  return [
    {
      path: paths.home.path,
      lazy: lazyScreen(() => import('./routes/root-layout')),
      hydrateFallbackElement: <AppLoading />,
      // Only when the layout itself fails; screens' errors render inside the layout (below).
      errorElement: <RouteErrorScreen isStandalone />,
      children: [
        {
          errorElement: <RouteErrorScreen />,
          children: [
            screenRoute('home', () => import('./routes/home'), ['home']),
            screenRoute('features', () => import('./routes/features'), ['features']),
            screenRoute('industries', () => import('./routes/industries'), ['industries']),
            screenRoute('about', () => import('./routes/about'), ['about']),
            screenRoute('security', () => import('./routes/security'), ['security']),
            screenRoute('whatIsGdpr', () => import('./routes/what-is-gdpr'), ['what-is-gdpr']),
            screenRoute('gdprGuide', () => import('./routes/gdpr-guide'), ['gdpr-guide']),
            screenRoute('complianceTips', () => import('./routes/compliance-tips'), ['compliance-tips']),
            screenRoute('login', () => import('./routes/login'), ['login', 'auth']),
            screenRoute('signup', () => import('./routes/signup'), ['signup', 'auth']),
            screenRoute('forgotPassword', () => import('./routes/forgot-password'), [
              'password-reset',
              'auth',
            ]),
            screenRoute('resetPassword', () => import('./routes/reset-password'), ['password-reset', 'auth']),
            screenRoute('verifyEmail', () => import('./routes/verify-email'), ['email-verification']),
            screenRoute('authCallback', () => import('./routes/auth-callback'), ['auth-callback', 'login']),
            screenRoute('dashboard', () => import('./routes/dashboard'), ['account', 'auth', 'reports']),
            screenRoute('userDashboard', () => import('./routes/user-dashboard'), [
              'account',
              'auth',
              'reports',
            ]),
            screenRoute('complianceForm', () => import('./routes/compliance-form'), [
              'assessment',
              'reports',
            ]),
            screenRoute('analysis', () => import('./routes/analysis'), ['reports']),
            screenRoute('advancedAi', () => import('./routes/advanced-ai'), ['reports']),
            screenRoute('report', () => import('./routes/report'), ['reports']),
            screenRoute('privacy', () => import('./routes/privacy'), ['privacy']),
            screenRoute('terms', () => import('./routes/terms'), ['terms']),
            screenRoute('cookies', () => import('./routes/cookies'), ['cookies']),
            screenRoute('pricing', () => import('./routes/pricing'), ['pricing']),
            { path: '*', lazy: lazyScreen(() => import('./routes/not-found')) },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes());
}

export type AppRouter = ReturnType<typeof createAppRouter>;
