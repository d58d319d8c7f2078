import { judgeSubmission } from '@app/core/contact/bot-check';
import { type EarlyAccessSignUp, earlyAccessConfirmLifetimeMs } from '@app/core/early-access/schemas';
import type { Language } from '@app/core/errors';
import { routePaths } from '@app/core/routes';
import type { FastifyBaseLogger } from 'fastify';
import type { AppTransaction } from '../../db/client';
import { AppError } from '../../errors';
import { generateToken, hashToken } from '../auth/secrets';
import { enqueueEmail } from '../mail/outbox';
import type { EarlyAccessContext } from './context';
import {
  deleteSubscriberByUnsubscribeHash,
  findSubscriberByConfirmHash,
  findSubscriberForUpdate,
  insertPendingSubscriber,
  insertUnsubscribeToken,
  markConfirmed,
  renewPendingSubscriber,
} from './repository';

/** A repeated sign-up of an unconfirmed address resends the link at most this often. */
export const CONFIRMATION_RESEND_INTERVAL_MS = 15 * 60_000;

/**
 * Double opt-in. Whatever the address's state, the caller gives the same answer, so the form reveals
 * nobody's subscription: a new address gets a pending entry and the confirmation e-mail, a pending one
 * a fresh link (throttled), a confirmed one nothing.
 */
export async function signUpForEarlyAccess(
  ctx: EarlyAccessContext,
  input: EarlyAccessSignUp,
  log: FastifyBaseLogger,
): Promise<void> {
  const now = ctx.now();
  const verdict = judgeSubmission(input, now);
  if (verdict !== 'person') {
    log.info({ verdict, form: 'early-access' }, 'early-access sign-up dropped as automated');
    return;
  }
  const confirmToken = generateToken();
  const link = {
    language: input.language,
    consentTextVersion: input.consentVersion,
    consentedAt: now,
    confirmTokenHash: hashToken(confirmToken),
    confirmTokenExpiresAt: new Date(now.getTime() + earlyAccessConfirmLifetimeMs),
    confirmationSentAt: now,
  };
  await ctx.db.transaction(async (tx) => {
    const existing = await findSubscriberForUpdate(tx, input.email);
    let subscriberId: string | undefined;
    if (!existing) {
      subscriberId = await insertPendingSubscriber(tx, { email: input.email, createdAt: now, ...link });
    } else if (
      existing.status === 'pending' &&
      now.getTime() - existing.confirmationSentAt.getTime() >= CONFIRMATION_RESEND_INTERVAL_MS
    ) {
      await renewPendingSubscriber(tx, existing.id, link);
      subscriberId = existing.id;
    }
    // A confirmed address, a link sent moments ago, or a concurrent sign-up that stored it first.
    if (!subscriberId) return;
    await queueConfirmation(ctx, tx, {
      subscriberId,
      to: input.email,
      language: input.language,
      confirmToken,
      now,
    });
  });
}

async function queueConfirmation(
  ctx: EarlyAccessContext,
  tx: AppTransaction,
  mail: { subscriberId: string; to: string; language: Language; confirmToken: string; now: Date },
): Promise<void> {
  const unsubscribeToken = generateToken();
  await insertUnsubscribeToken(tx, {
    tokenHash: hashToken(unsubscribeToken),
    subscriberId: mail.subscriberId,
    createdAt: mail.now,
  });
  // `lang` opens the page in the subscriber's language, whatever the browser last chose.
  const linkTo = (path: string, token: string) =>
    `${ctx.publicUrl}${path}?${new URLSearchParams({ token, lang: mail.language })}`;
  await enqueueEmail(tx, {
    template: 'early-access-confirmation',
    to: mail.to,
    language: mail.language,
    data: {
      confirmUrl: linkTo(routePaths.earlyAccessConfirm, mail.confirmToken),
      unsubscribeUrl: linkTo(routePaths.earlyAccessUnsubscribe, unsubscribeToken),
    },
  });
}

/** Confirms a sign-up; a second click on the same link succeeds again. */
export async function confirmEarlyAccess(ctx: EarlyAccessContext, token: string): Promise<void> {
  const now = ctx.now();
  const subscriber = await findSubscriberByConfirmHash(ctx.db, hashToken(token));
  if (!subscriber) throw new AppError('TOKEN_INVALID');
  if (subscriber.status === 'confirmed') return;
  if (subscriber.confirmTokenExpiresAt <= now) throw new AppError('TOKEN_INVALID');
  await markConfirmed(ctx.db, subscriber.id, now);
}

/** Withdraws consent (Art. 7(3)): the subscriber is deleted, not merely flagged. */
export async function unsubscribeFromEarlyAccess(ctx: EarlyAccessContext, token: string): Promise<void> {
  if (!(await deleteSubscriberByUnsubscribeHash(ctx.db, hashToken(token)))) {
    throw new AppError('TOKEN_INVALID');
  }
}
