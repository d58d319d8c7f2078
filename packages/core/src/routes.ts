/**
 * Every client-side route of the product (specification section 2, plus /security and the
 * password screens). The web app builds its router and links from this list; the server uses it to
 * answer unknown paths with HTTP 404 while still serving the app's not-found screen.
 */
export const routePaths = {
  home: '/',
  features: '/features',
  industries: '/industries',
  complianceForm: '/compliance-form',
  analysis: '/analysis',
  report: '/report',
  dashboard: '/dashboard',
  analytics: '/analytics',
  advancedAi: '/advanced-ai',
  about: '/about',
  contact: '/contact',
  contactSales: '/contact-sales',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  security: '/security',
  pricing: '/pricing',
  userDashboard: '/user-dashboard',
  apiDocs: '/api-docs',
  whatIsGdpr: '/what-is-gdpr',
  gdprGuide: '/gdpr-guide',
  complianceTips: '/compliance-tips',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  authCallback: '/auth/callback',
} as const;

export type RouteName = keyof typeof routePaths;
export type RoutePath = (typeof routePaths)[RouteName];

/** Normalises a request path (trailing slash, query) before it is compared with the route list. */
export function isKnownRoute(path: string, available: ReadonlySet<string>): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '/';
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return available.has(normalised);
}
