import { canPlan } from './entitlements';
import type { PlanId } from './plans';

export const roles = ['user', 'admin'] as const;
export type Role = (typeof roles)[number];

export const permissions = [
  'reports:read',
  'reports:write',
  'reports:export',
  'recommendations:read',
  'analytics:read',
  'analytics:export',
  'team:manage',
  'api:access',
  'users:manage',
  'plans:manage',
] as const;
export type Permission = (typeof permissions)[number];

/**
 * A user's permissions, derived from role and plan. Every user reads and writes their own reports and
 * sees their own analytics; the plan adds exports, recommendations, team and API; an admin has all.
 */
export function listPermissions(role: Role, plan: PlanId): Permission[] {
  if (role === 'admin') return [...permissions];
  const granted: Permission[] = ['reports:read', 'reports:write', 'analytics:read'];
  if (canPlan(plan, 'pdfExport')) granted.push('reports:export');
  if (canPlan(plan, 'aiRecommendations')) granted.push('recommendations:read');
  if (canPlan(plan, 'advancedReports')) granted.push('analytics:export');
  if (canPlan(plan, 'teamManagement')) granted.push('team:manage');
  if (canPlan(plan, 'apiAccess')) granted.push('api:access');
  return permissions.filter((permission) => granted.includes(permission));
}

export interface UserAccess {
  role: Role;
  permissions: readonly string[];
}

/** A permission check passes if the user's list contains it. */
export function hasPermission(user: Pick<UserAccess, 'permissions'>, permission: Permission): boolean {
  return user.permissions.includes(permission);
}

/** A role check passes for that role, and always for an admin. */
export function hasRole(user: Pick<UserAccess, 'role'>, role: Role): boolean {
  return user.role === role || user.role === 'admin';
}
