import type { RouteName } from '@app/core/routes';

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
] as const satisfies readonly RouteName[];
