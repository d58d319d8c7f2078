import { privateRouteNames, type RouteName } from '@app/core/routes';
import { type AuthUser, hasPermission } from '../../lib/auth';
import { moreNavItems } from './nav-items';

export type MoreNavItem = (typeof moreNavItems)[number];
export type MoreNavGroup = { group: 'guides' | 'account'; items: MoreNavItem[] };

const privateRoutes: ReadonlySet<RouteName> = new Set(privateRouteNames);

/**
 * The "More" links `user` may follow (null: a visitor), as the groups that have any: a public screen for
 * everyone, an account's screen for a signed-in user with the permission it names. The check is lib/auth's
 * `hasPermission`, the web app's side of core's (plans/permissions.ts), which would bring the plan table
 * into every page.
 */
export function listMoreNavGroups(user: Pick<AuthUser, 'permissions'> | null): MoreNavGroup[] {
  const guides = moreNavItems.filter((item) => !privateRoutes.has(item.route));
  const account = moreNavItems.filter(
    (item) =>
      privateRoutes.has(item.route) &&
      user !== null &&
      (!('permission' in item) || hasPermission(user, item.permission)),
  );
  const groups: MoreNavGroup[] = [{ group: 'guides', items: guides }];
  return account.length > 0 ? [...groups, { group: 'account', items: account }] : groups;
}
