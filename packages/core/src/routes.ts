/**
 * Every client-side route of the product. The web app builds its router and links from this list.
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
  earlyAccessConfirm: '/early-access/confirm',
  earlyAccessUnsubscribe: '/early-access/unsubscribe',
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
  verifyEmail: '/verify-email',
  authCallback: '/auth/callback',
  teamInvite: '/team/invite',
  admin: '/admin',
} as const;

export type RouteName = keyof typeof routePaths;
export type RoutePath = (typeof routePaths)[RouteName];

/**
 * Pages that belong to one visitor (account screens, personal results, links sent by e-mail): search
 * engines have nothing to index there, so robots.txt keeps them out and the sitemap does not list them,
 * and the web build does not pre-render them (docs/decisions/003-prerendering.md). Every other page with
 * a screen is public.
 */
export const privateRouteNames = [
  'dashboard',
  'userDashboard',
  'login',
  'signup',
  'resetPassword',
  'forgotPassword',
  'verifyEmail',
  'analysis',
  'report',
  'advancedAi',
  'analytics',
  'authCallback',
  'teamInvite',
  'earlyAccessConfirm',
  'earlyAccessUnsubscribe',
  'admin',
] as const satisfies readonly RouteName[];
