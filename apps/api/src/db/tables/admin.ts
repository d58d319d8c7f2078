import type { AdminAuditAction, AuditValues } from '@app/core/admin/schemas';
import { adminAuditActions } from '@app/core/admin/schemas';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { oneOf, timestamptz } from './columns';

/**
 * Every change an administrator makes (docs/operations.md, Administration), written in the transaction of
 * the change itself, so a change without its entry (or an entry without its change) cannot exist.
 * The administrator's address is copied, so who acted stays known after their account is gone; the
 * target is kept by id only, without a foreign key: an entry outlives a deleted account or e-mail, and
 * then names nobody. `before` and `after` hold the changed field only.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').$type<AdminAuditAction>().notNull(),
    targetId: uuid('target_id').notNull(),
    before: jsonb('before').$type<AuditValues>(),
    after: jsonb('after').$type<AuditValues>(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('admin_audit_log_created_idx').on(table.createdAt),
    index('admin_audit_log_target_idx').on(table.targetId, table.createdAt),
    check('admin_audit_log_action_check', oneOf('action', adminAuditActions)),
  ],
);
