import type { AiSummary, AiSummarySentence } from '@app/core/ai/schemas';
import type { Language } from '@app/core/errors';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { AppDatabase, AppTransaction } from '../../db/client';
import { aiSettings, aiSummaries, aiUsage } from '../../db/schema';

type Db = AppDatabase | AppTransaction;

export async function findSummary(
  db: Db,
  key: { reportId: string; methodologyVersion: string; language: Language },
): Promise<AiSummary | undefined> {
  const [row] = await db
    .select()
    .from(aiSummaries)
    .where(
      and(
        eq(aiSummaries.reportId, key.reportId),
        eq(aiSummaries.methodologyVersion, key.methodologyVersion),
        eq(aiSummaries.language, key.language),
      ),
    );
  if (!row) return undefined;
  return {
    language: key.language,
    methodologyVersion: row.methodologyVersion,
    promptVersion: row.promptVersion,
    sentences: row.sentences as AiSummarySentence[],
    createdAt: row.createdAt.toISOString(),
  };
}

/** Keeps the first summary written for the key; a second one written at the same time is dropped. */
export async function insertSummary(
  db: Db,
  row: { reportId: string; summary: AiSummary; droppedCount: number },
): Promise<void> {
  await db
    .insert(aiSummaries)
    .values({
      reportId: row.reportId,
      methodologyVersion: row.summary.methodologyVersion,
      language: row.summary.language,
      promptVersion: row.summary.promptVersion,
      sentences: row.summary.sentences,
      droppedCount: row.droppedCount,
      createdAt: new Date(row.summary.createdAt),
    })
    .onConflictDoNothing();
}

export async function countAiRequests(db: Db, accountId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ used: count() })
    .from(aiUsage)
    .where(and(eq(aiUsage.accountId, accountId), gte(aiUsage.createdAt, since)));
  return row?.used ?? 0;
}

/**
 * Counts one request to the model on the account, unless `limit` are already counted since the month
 * began (null: no limit). An advisory lock on the account makes two requests at once take turns, so
 * they cannot both take the last one. The id, to give the request back if the model fails; undefined
 * when the month is used up.
 */
export async function takeAiRequest(
  db: AppDatabase,
  request: { accountId: string; kind: string; now: Date; periodStart: Date; limit: number | null },
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`ai:${request.accountId}`}, 0))`);
    if (request.limit !== null) {
      const used = await countAiRequests(tx, request.accountId, request.periodStart);
      if (used >= request.limit) return undefined;
    }
    const [row] = await tx
      .insert(aiUsage)
      .values({ accountId: request.accountId, kind: request.kind, createdAt: request.now })
      .returning({ id: aiUsage.id });
    return row?.id;
  });
}

/** A request the model did not answer does not count. */
export async function giveBackAiRequest(db: Db, id: string): Promise<void> {
  await db.delete(aiUsage).where(eq(aiUsage.id, id));
}

export async function findAiEnabled(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: aiSettings.enabled })
    .from(aiSettings)
    .where(eq(aiSettings.userId, userId));
  return row?.enabled ?? true;
}

export async function saveAiEnabled(db: Db, userId: string, enabled: boolean, now: Date): Promise<void> {
  await db
    .insert(aiSettings)
    .values({ userId, enabled, updatedAt: now })
    .onConflictDoUpdate({ target: aiSettings.userId, set: { enabled, updatedAt: now } });
}
