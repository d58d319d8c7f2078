import { privateRouteNames, type RouteName } from '@app/core/routes';

/*
 * The routes that have a screen today. The build writes their URLs to dist/routes.json; the server answers
 * every other page URL with HTTP 404 (and the app's not-found screen). A test keeps this list and the
 * router in step.
 */
export const screenRoutes = [
  'home',
  'features',
  'industries',
  'about',
  'security',
  'whatIsGdpr',
  'gdprGuide',
  'complianceTips',
  'login',
  'signup',
  'forgotPassword',
  'resetPassword',
  'verifyEmail',
  'authCallback',
  'dashboard',
  'userDashboard',
  'complianceForm',
  'analysis',
  'advancedAi',
  'report',
  'privacy',
  'terms',
  'cookies',
  'pricing',
  'contact',
  'contactSales',
  'earlyAccessConfirm',
  'earlyAccessUnsubscribe',
  'apiDocs',
  'analytics',
  'teamInvite',
  'admin',
] as const satisfies readonly RouteName[];

type ScreenRoute = (typeof screenRoutes)[number];

/**
 * The screens the build pre-renders in both languages (docs/decisions/003-prerendering.md): every public
 * one, so a new public page is pre-rendered without more ado. Its first render must not read the browser
 * (storage, window, the session); such things render after mount.
 */
export const prerenderedScreens: readonly ScreenRoute[] = screenRoutes.filter(
  (name) => !(privateRouteNames as readonly string[]).includes(name),
);
