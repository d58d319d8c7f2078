import { desc, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { users } from '../../db/schema';

/** `%` and `_` typed in a search are letters, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Accounts whose address contains the text (any case), newest first. */
export function findUsersByEmail(db: AppDatabase, filter: { email?: string | undefined; limit: number }) {
  const text = filter.email?.toLowerCase();
  return db
    .select()
    .from(users)
    .where(text ? sql`lower(${users.email}) like ${`%${escapeLike(text)}%`}` : undefined)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(filter.limit);
}
