import type { AccountExport } from '@app/core/auth/account-export';
import { AppError } from '../../errors';
import type { AuthenticatedUser } from '../auth/authenticate';
import type { AuthContext } from '../auth/context';
import { confirmPassword } from '../auth/password-service';
import { deleteUser } from '../auth/users-repository';
import { readDraft } from '../drafts/service';
import { exportUserReports } from '../reports/export';
import { deleteOwnedWorkspace } from '../teams/members-service';
import { findAccountRows, findAreaRows } from './repository';

/** Deleting an account without a password needs a sign-in this recent (Art. 17 with care). */
export const FRESH_SIGN_IN_MS = 10 * 60_000;

/**
 * Everything the account holds about the user, without secrets (no password or token hashes), for
 * the rights of access and to data portability (Art. 15 and 20): what the user gave, and the reports'
 * analyses as the plan that counts now (`viewer.plan`: a trial's or the workspace owner's included)
 * shows them. Every area that keeps data about the user has its section here (API keys, workspaces,
 * billing, the AI features); an area added later adds its own.
 */
export async function exportAccount(auth: AuthContext, viewer: AuthenticatedUser): Promise<AccountExport> {
  const rows = await findAccountRows(auth.db, viewer.id);
  if (!rows) throw new AppError('UNAUTHORIZED');
  const { user, sessions, identities } = rows;
  const reports = await exportUserReports(auth.db, viewer.id, viewer.plan);
  const assessmentDraft = await readDraft(auth.db, viewer.id);
  const areas = await findAreaRows(auth.db, viewer.id);
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    format: 'gdpr-navigator-account-export/1',
    exportedAt: auth.now().toISOString(),
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      plan: user.plan,
      language: user.language,
      hasPassword: user.passwordHash !== null,
      trialPlan: user.trialPlan,
      trialEndsAt: user.trialEndsAt?.toISOString() ?? null,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    },
    consents: {
      termsAcceptedAt: user.termsAcceptedAt?.toISOString() ?? null,
      emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
    },
    sessions: sessions.map((session) => ({
      id: session.id,
      userAgent: session.userAgent,
      createdAt: session.createdAt.toISOString(),
      lastUsedAt: session.lastUsedAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
    })),
    linkedAccounts: identities.map((identity) => ({
      provider: identity.provider,
      email: identity.email,
      createdAt: identity.createdAt.toISOString(),
      lastUsedAt: identity.lastUsedAt.toISOString(),
    })),
    reports,
    assessmentDraft,
    apiKeys: areas.keys.map((key) => ({
      name: key.name,
      prefix: key.prefix,
      createdAt: key.createdAt.toISOString(),
      lastUsedAt: iso(key.lastUsedAt),
      revokedAt: iso(key.revokedAt),
    })),
    workspaces: areas.memberships.map((membership) => ({
      ...membership,
      joinedAt: membership.joinedAt.toISOString(),
    })),
    billing: {
      subscription: areas.subscription
        ? {
            plan: areas.subscription.plan,
            billingCycle: areas.subscription.billingCycle,
            status: areas.subscription.status,
            currentPeriodEnd: iso(areas.subscription.currentPeriodEnd),
            cancelAtPeriodEnd: areas.subscription.cancelAtPeriodEnd,
            updatedAt: areas.subscription.updatedAt.toISOString(),
          }
        : null,
      singleReports: areas.purchases.map((purchase) => ({
        source: purchase.source,
        createdAt: purchase.createdAt.toISOString(),
        usedAt: iso(purchase.usedAt),
      })),
    },
    ai: {
      enabled: areas.aiSetting?.enabled ?? true,
      changedAt: iso(areas.aiSetting?.updatedAt ?? null),
      requests: areas.aiRequests.map((request) => ({
        kind: request.kind,
        createdAt: request.createdAt.toISOString(),
      })),
    },
  };
}

/**
 * Erases the account and, through the database's cascades, everything tied to it (Art. 17). The
 * password confirms it is really the user; an account without one must have signed in just now.
 */
export async function deleteAccount(
  auth: AuthContext,
  user: AuthenticatedUser,
  password: string | undefined,
) {
  if (user.hasPassword) {
    await confirmPassword(auth, user.id, password ?? '');
  } else if (auth.now().getTime() - user.signedInAt.getTime() > FRESH_SIGN_IN_MS) {
    throw new AppError('REAUTH_REQUIRED');
  }
  // An owner's workspace goes with the account, in one transaction (see deleteOwnedWorkspace).
  await auth.db.transaction(async (tx) => {
    await deleteOwnedWorkspace(tx, user.id);
    await deleteUser(tx, user.id);
  });
}
