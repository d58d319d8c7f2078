import type { Permission } from '@app/core/plans/permissions';
import type { RouteName } from '@app/core/routes';

/** The header's navigation; labels live under common:nav.<label>. */
export const mainNavItems = [
  { route: 'home', label: 'home' },
  { route: 'features', label: 'features' },
  { route: 'pricing', label: 'pricing' },
  { route: 'industries', label: 'solutions' },
  { route: 'about', label: 'about' },
] as const satisfies ReadonlyArray<{ route: RouteName; label: string }>;

/**
 * The header's "More" menu (docs/product-decisions.md, Navigation): the guides and tools anyone may open,
 * then an account's screens (core's private routes), each shown only to a signed-in user who holds the
 * permission it names (more-nav-access.ts). Labels live under common:nav.moreLinks.<route>.
 */
export const moreNavItems = [
  { route: 'whatIsGdpr' },
  { route: 'complianceTips' },
  { route: 'complianceForm' },
  { route: 'apiDocs' },
  { route: 'dashboard' },
  { route: 'analysis', permission: 'reports:read' },
  { route: 'analytics', permission: 'analytics:read' },
  { route: 'advancedAi', permission: 'recommendations:read' },
] as const satisfies ReadonlyArray<{ route: RouteName; permission?: Permission }>;

/** The footer's links, grouped; labels live under common:footer.links.<route>. */
export const footerLinkGroups = [
  { group: 'product', routes: ['complianceForm', 'analysis', 'dashboard', 'apiDocs'] },
  { group: 'resources', routes: ['gdprGuide', 'complianceTips'] },
  { group: 'company', routes: ['about', 'contact', 'security'] },
  { group: 'legal', routes: ['privacy', 'terms', 'cookies'] },
] as const satisfies ReadonlyArray<{ group: string; routes: readonly RouteName[] }>;
