import { type RouteName, routePaths } from '@app/core/routes';

export type AppPath = { path: string; getHref: () => string };

/* Every client URL, built once from the shared route list, so links and the router cannot disagree. */
function buildPaths(): Record<RouteName, AppPath> {
  const entries = Object.entries(routePaths).map(([name, path]) => [name, { path, getHref: () => path }]);
  return Object.fromEntries(entries) as Record<RouteName, AppPath>;
}

export const paths = buildPaths();
