import { isLanguage } from '@app/core/errors';
import type { SendMailOptions } from 'nodemailer';
import type { emailOutboxAttachments } from '../../db/schema';
import type { OutboxRow } from './repository';
import { InvalidEmailDataError, isEmailTemplate, renderEmail } from './templates/render';

export type ComposeContext = { mailFrom: string; publicUrl: string };

/** The Message-ID's domain: the sender's, so receivers see one origin for the message and its id. */
function readSenderDomain(mailFrom: string): string {
  return /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'localhost';
}

/**
 * Turns an outbox row into the MIME message. The Message-ID comes from the row's id, so a retry after
 * an ambiguous failure (sent, but the answer was lost) carries the same id and receivers can drop it.
 */
export function composeMessage(
  row: OutboxRow,
  attachments: Array<typeof emailOutboxAttachments.$inferSelect>,
  context: ComposeContext,
): SendMailOptions {
  if (!isEmailTemplate(row.template) || !isLanguage(row.language)) {
    throw new InvalidEmailDataError('unknown template or language');
  }
  const rendered = renderEmail(row.template, row.language, row.data, { publicUrl: context.publicUrl });
  return {
    from: context.mailFrom,
    to: row.recipient,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    messageId: `<${row.id}@${readSenderDomain(context.mailFrom)}>`,
    // RFC 3834: out-of-office and other robots must not answer an automatic message.
    headers: { 'Auto-Submitted': 'auto-generated', 'Content-Language': row.language },
    ...(rendered.replyTo ? { replyTo: rendered.replyTo } : {}),
    ...(rendered.unsubscribeUrl ? { list: { unsubscribe: rendered.unsubscribeUrl } } : {}),
    attachments: attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: attachment.content,
    })),
  };
}
