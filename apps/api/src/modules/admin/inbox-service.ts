import type { AdminContactMessage, AdminEarlyAccessSignUp } from '@app/core/admin/schemas';
import type { AppDatabase } from '../../db/client';
import { findContactMessages } from '../contact/repository';
import { findSubscribers } from '../early-access/repository';
import { toPage } from './page';

/** What people sent through the public forms, for an administrator to read: contact messages. */
export async function listContactMessages(db: AppDatabase, limit: number) {
  const { rows, hasMore } = toPage(await findContactMessages(db, limit + 1), limit);
  const contactMessages: AdminContactMessage[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    company: row.company,
    companySize: row.companySize,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
  }));
  return { contactMessages, hasMore };
}

/** The early-access list: who signed up, whether they confirmed, and the consent text they agreed to. */
export async function listEarlyAccessSignUps(db: AppDatabase, limit: number) {
  const { rows, hasMore } = toPage(await findSubscribers(db, limit + 1), limit);
  const signUps: AdminEarlyAccessSignUp[] = rows.map((row) => ({
    id: row.id,
    email: row.email,
    language: row.language,
    status: row.status,
    consentTextVersion: row.consentTextVersion,
    consentedAt: row.consentedAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  }));
  return { signUps, hasMore };
}
