import type { EmployeeBand } from '@app/core/assessment/company';
import { judgeSubmission } from '@app/core/contact/bot-check';
import type { ContactKind, ContactRequest } from '@app/core/contact/schemas';
import type { Language } from '@app/core/errors';
import type { FastifyBaseLogger } from 'fastify';
import { enqueueEmail } from '../mail/outbox';
import type { ContactContext } from './context';
import { insertContactMessage } from './repository';

export type ContactSubmission = ContactRequest & {
  kind: ContactKind;
  company?: string;
  companySize?: EmployeeBand;
};

/**
 * Stores a message and, in the same transaction, queues the sender's acknowledgement and the team's
 * copy, so a message is never kept without its e-mails nor e-mailed without being kept. What looks
 * automated is dropped without a trace but a log line; the caller answers it like any other.
 */
export async function submitContactMessage(
  ctx: ContactContext,
  submission: ContactSubmission,
  language: Language,
  log: FastifyBaseLogger,
): Promise<void> {
  const now = ctx.now();
  const verdict = judgeSubmission(submission, now);
  if (verdict !== 'person') {
    // Only the verdict and the form: nothing the sender typed.
    log.info({ verdict, form: submission.kind }, 'contact submission dropped as automated');
    return;
  }
  const { kind, name, email, subject, message, company, companySize } = submission;
  await ctx.db.transaction(async (tx) => {
    await insertContactMessage(tx, {
      kind,
      name,
      email,
      subject,
      message,
      company: company ?? null,
      companySize: companySize ?? null,
      language,
      createdAt: now,
    });
    await enqueueEmail(tx, {
      template: 'contact-acknowledgement',
      to: email,
      language,
      data: {},
    });
    if (!ctx.teamEmail) return;
    await enqueueEmail(tx, {
      template: 'contact-forward',
      to: ctx.teamEmail,
      language,
      data: {
        kind,
        name,
        email,
        subject,
        message,
        ...(company ? { company } : {}),
        ...(companySize ? { size: companySize } : {}),
      },
    });
  });
}
