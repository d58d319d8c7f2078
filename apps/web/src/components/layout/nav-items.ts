import type { RouteName } from '@app/core/routes';

/** The header's navigation; labels live under common:nav.<label>. */
export const mainNavItems = [
  { route: 'home', label: 'home' },
  { route: 'features', label: 'features' },
  { route: 'pricing', label: 'pricing' },
  { route: 'industries', label: 'solutions' },
  { route: 'about', label: 'about' },
] as const satisfies ReadonlyArray<{ route: RouteName; label: string }>;

/** The footer's links, grouped; labels live under common:footer.links.<route>. */
export const footerLinkGroups = [
  { group: 'product', routes: ['complianceForm', 'analysis', 'dashboard', 'apiDocs'] },
  { group: 'resources', routes: ['gdprGuide', 'complianceTips'] },
  { group: 'company', routes: ['about', 'contact', 'security'] },
  { group: 'legal', routes: ['privacy', 'terms', 'cookies'] },
] as const satisfies ReadonlyArray<{ group: string; routes: readonly RouteName[] }>;
