import type { Language } from '@app/core/errors';
import { z } from 'zod';
import type { AppDatabase, AppTransaction } from '../../db/client';
import { insertOutboxMessage } from './repository';
import { parseTemplateData } from './templates/template-data';

export type EmailTemplate =
  | 'password-reset'
  | 'email-verification'
  | 'report'
  | 'contact-acknowledgement'
  | 'contact-forward'
  | 'early-access-confirmation'
  | 'team-invite'
  | 'sign-in-methods-removed';

export type EmailAttachment = { filename: string; contentType: string; content: Buffer };

export type EmailMessage = {
  template: EmailTemplate;
  to: string;
  language: Language;
  data: Record<string, string>;
  attachments?: EmailAttachment[];
};

// Mail servers commonly refuse messages over 25 MB, and base64 makes attachments a third larger.
const MAX_ATTACHMENT_BYTES = 15 * 1024 * 1024;

/**
 * Stores an e-mail in the outbox. Pass the transaction of the action that causes the e-mail, so the
 * message exists exactly when that action commits; the outbox worker delivers it afterwards. Throws
 * when the data does not fit the template: that is a programming error, not a user's.
 */
export async function enqueueEmail(
  db: AppDatabase | AppTransaction,
  message: EmailMessage,
): Promise<{ id: string }> {
  const data = parseTemplateData(message.template, message.data);
  const attachments = message.attachments ?? [];
  checkAttachments(message.template, attachments);
  return insertOutboxMessage(db, {
    template: message.template,
    recipient: parseRecipient(message.to),
    language: message.language,
    data: Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined)),
    attachments,
  });
}

const recipientSchema = z.email().max(254);

function parseRecipient(address: string): string {
  // One plain address, checked as the forms check it: no display name, no list of recipients.
  const result = recipientSchema.safeParse(address.trim());
  if (!result.success) throw new Error('enqueueEmail: the recipient is not a single e-mail address');
  return result.data;
}

function checkAttachments(template: EmailTemplate, attachments: EmailAttachment[]): void {
  if (template === 'report' && attachments.length === 0) {
    throw new Error('enqueueEmail: a report e-mail carries the report as an attachment');
  }
  let total = 0;
  for (const attachment of attachments) {
    if (
      !/^[^/\\\r\n]{1,200}$/.test(attachment.filename) ||
      !/^[\w.+-]+\/[\w.+-]+$/.test(attachment.contentType)
    ) {
      throw new Error('enqueueEmail: an attachment needs a plain file name and a MIME type');
    }
    total += attachment.content.byteLength;
  }
  if (total > MAX_ATTACHMENT_BYTES) throw new Error('enqueueEmail: attachments exceed 15 MB');
}
