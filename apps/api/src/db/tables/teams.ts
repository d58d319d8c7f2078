import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { oneOf, timestamptz } from './columns';

export const workspaceRoles = ['owner', 'member'] as const;
export type WorkspaceRole = (typeof workspaceRoles)[number];

/**
 * A company's shared workspace. Its plan is its owner's: members work under it, their audits count
 * against the owner's monthly limit, and every member reads the reports of every other member.
 */
export const workspaces = pgTable('workspaces', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});

/** Who is in a workspace: exactly one owner; a person is in at most one workspace. */
export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<WorkspaceRole>().notNull(),
    joinedAt: timestamptz('joined_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.userId] }),
    uniqueIndex('workspace_members_user_unique').on(table.userId),
    uniqueIndex('workspace_members_one_owner').on(table.workspaceId).where(sql`role = 'owner'`),
    check('workspace_members_role_check', oneOf('role', workspaceRoles)),
  ],
);

/**
 * An invitation by e-mail: the link's token is stored by SHA-256 only, valid for 7 days, used once.
 * One open invitation per address and workspace.
 */
export const workspaceInvites = pgTable(
  'workspace_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [
    uniqueIndex('workspace_invites_token_unique').on(table.tokenHash),
    uniqueIndex('workspace_invites_email_unique').on(table.workspaceId, sql`lower(${table.email})`),
    index('workspace_invites_expires_idx').on(table.expiresAt),
  ],
);
