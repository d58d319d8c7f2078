import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis server the tests may use (.ci/run sets it); unset, the tests that need one are skipped. */
export const testRedisUrl = process.env.TEST_REDIS_URL || undefined;

export const noRedisReason = 'TEST_REDIS_URL is not set: no Redis server to share the limits through';

/**
 * TEST_REDIS_URL with a key prefix of its own (ioredis reads `keyPrefix` from the query string), so a
 * test's counters start from nothing and never meet another test's or another run's.
 */
export function isolatedRedisUrl(): string {
  if (!testRedisUrl) throw new Error(noRedisReason);
  const url = new URL(testRedisUrl);
  url.searchParams.set('keyPrefix', `gdpr-test-${randomBytes(6).toString('hex')}:`);
  return url.toString();
}

/** The keys written under that URL's prefix, read with a client of the test's own; `remove` deletes them. */
export async function readKeys(isolatedUrl: string, options: { remove?: boolean } = {}): Promise<string[]> {
  const prefix = new URL(isolatedUrl).searchParams.get('keyPrefix') ?? '';
  const url = new URL(isolatedUrl);
  url.search = '';
  const redis = new Redis(url.toString(), { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      keys.push(...batch);
    } while (cursor !== '0');
    if (options.remove && keys.length > 0) await redis.del(...keys);
    return keys;
  } finally {
    redis.disconnect();
  }
}
