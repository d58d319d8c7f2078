import type { AdminAuditEntry } from '@app/core/admin/schemas';
import type { AppDatabase } from '../../db/client';
import { findAuditEntries } from './audit-repository';
import { toPage } from './page';

export async function listAuditEntries(
  db: AppDatabase,
  filter: { targetId?: string | undefined; limit: number },
) {
  const { rows, hasMore } = toPage(
    await findAuditEntries(db, { ...filter, limit: filter.limit + 1 }),
    filter.limit,
  );
  const entries: AdminAuditEntry[] = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return { entries, hasMore };
}
