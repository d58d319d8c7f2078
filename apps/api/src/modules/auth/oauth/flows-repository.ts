import { eq, lt } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client';
import { oauthFlows } from '../../../db/schema';

export async function insertFlow(db: AppDatabase, flow: typeof oauthFlows.$inferInsert) {
  await db.insert(oauthFlows).values(flow);
}

/** Takes a flow out, so a state can be used once; undefined if unknown, expired or another provider's. */
export async function takeFlow(db: AppDatabase, stateHash: string, provider: string, now: Date) {
  const [row] = await db.delete(oauthFlows).where(eq(oauthFlows.stateHash, stateHash)).returning();
  if (!row || row.provider !== provider || row.expiresAt <= now) return undefined;
  return row;
}

export async function deleteExpiredFlows(db: AppDatabase, now: Date) {
  await db.delete(oauthFlows).where(lt(oauthFlows.expiresAt, now));
}
