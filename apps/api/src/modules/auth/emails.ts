import type { OAuthProviderId } from '@app/core/auth/oauth';
import { routePaths } from '@app/core/routes';
import type { AppDatabase } from '../../db/client';
import { enqueueEmail } from '../mail/outbox';
import type { UserRow } from './users-repository';

/**
 * The accounts e-mails, put in the outbox inside the caller's transaction: the link exists exactly
 * when its token does, and the outbox worker delivers it (with retries) after the commit.
 */
export async function queuePasswordResetEmail(
  tx: AppDatabase,
  user: UserRow,
  token: string,
  publicUrl: string,
): Promise<void> {
  const resetUrl = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await enqueueEmail(tx, {
    template: 'password-reset',
    to: user.email,
    language: user.language,
    // The name was typed beside an address the account may not have proven yet.
    data: { ...(user.emailVerifiedAt ? { name: user.name } : {}), resetUrl },
  });
}

export async function queueVerificationEmail(
  tx: AppDatabase,
  user: UserRow,
  token: string,
  publicUrl: string,
): Promise<void> {
  const verifyUrl = `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await enqueueEmail(tx, {
    template: 'email-verification',
    to: user.email,
    language: user.language,
    data: { verifyUrl },
  });
}

/** Tells the owner which social sign-ins were unlinked when the address was proven (address-proof.ts). */
export async function queueSignInMethodsRemovedEmail(
  tx: AppDatabase,
  user: UserRow,
  providers: OAuthProviderId[],
  publicUrl: string,
): Promise<void> {
  await enqueueEmail(tx, {
    template: 'sign-in-methods-removed',
    to: user.email,
    language: user.language,
    data: {
      name: user.name,
      providers: [...new Set(providers)].sort().join(','),
      signInUrl: `${publicUrl}${routePaths.login}`,
    },
  });
}
