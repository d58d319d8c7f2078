/**
 * Every client-side route of the product (specification section 2, plus /security and the
 * password and e-mail verification screens). The web app builds its router and links from this list.
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
  verifyEmail: '/verify-email',
  authCallback: '/auth/callback',
} as const;

export type RouteName = keyof typeof routePaths;
export type RoutePath = (typeof routePaths)[RouteName];
