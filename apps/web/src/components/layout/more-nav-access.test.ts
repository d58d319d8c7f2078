import { listPermissions } from '@app/core/plans/permissions';
import { describe, expect, it } from 'vitest';
import { listMoreNavGroups } from './more-nav-access';

function routesFor(user: Parameters<typeof listMoreNavGroups>[0]) {
  return Object.fromEntries(
    listMoreNavGroups(user).map(({ group, items }) => [group, items.map(({ route }) => route)]),
  );
}

const guides = ['whatIsGdpr', 'complianceTips', 'complianceForm', 'apiDocs'];

describe('the header’s "More" links', () => {
  it('show a visitor the guides and tools only', () => {
    expect(routesFor(null)).toEqual({ guides });
  });

  it('add the account’s screens a free user may use, without the advanced analysis', () => {
    expect(routesFor({ permissions: listPermissions('user', 'free') })).toEqual({
      guides,
      account: ['dashboard', 'analysis', 'analytics'],
    });
  });

  it('add the advanced analysis for a plan with the full analysis, and everything for an admin', () => {
    const all = { guides, account: ['dashboard', 'analysis', 'analytics', 'advancedAi'] };
    expect(routesFor({ permissions: listPermissions('user', 'starter') })).toEqual(all);
    expect(routesFor({ permissions: listPermissions('user', 'payPerReport') })).toEqual(all);
    expect(routesFor({ permissions: listPermissions('admin', 'free') })).toEqual(all);
  });

  it('leave out a screen whose permission the user lacks', () => {
    expect(routesFor({ permissions: ['reports:read'] }).account).toEqual(['dashboard', 'analysis']);
  });
});
