import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDatabase, AppTransaction } from '../../db/client';
import { workspaceMembers } from '../../db/schema';

const owners = alias(workspaceMembers, 'owners');

/**
 * The account whose plan a user works under and whose monthly audits they use: the owner of their
 * workspace, or themselves when they are in none (or own it).
 */
export async function findPlanHolderId(db: AppDatabase | AppTransaction, userId: string): Promise<string> {
  const [row] = await db
    .select({ ownerId: owners.userId })
    .from(workspaceMembers)
    .innerJoin(owners, and(eq(owners.workspaceId, workspaceMembers.workspaceId), eq(owners.role, 'owner')))
    .where(eq(workspaceMembers.userId, userId));
  return row?.ownerId ?? userId;
}
