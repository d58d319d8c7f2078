import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { rateLimitPlugin } from '../plugins/rate-limit';
import { type CallerLimit, createCallerLimit } from './caller-limit';

const shared: CallerLimit = { name: 'shared', timeWindowMs: 60_000, perUser: 2, perVisitorAddress: 2 };

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** Two plugins, each declaring a limit of its own on its own route, as the dashboard and /api/v1 do. */
async function buildTwoPlugins(first: CallerLimit, second: CallerLimit) {
  const instance = Fastify();
  app = instance;
  await instance.register(rateLimitPlugin, { maxPerMinute: 1000 });
  for (const [path, limit] of [
    ['/api/first', first],
    ['/api/second', second],
  ] as const) {
    await instance.register(async (scope) => {
      scope.get(path, { preHandler: createCallerLimit(scope, limit) }, async () => ({ ok: true }));
    });
  }
  await instance.ready();
  return instance;
}

describe('createCallerLimit', () => {
  it('gives routes that declare the same name one budget, in memory as in Redis', async () => {
    const instance = await buildTwoPlugins(shared, { ...shared });
    const remoteAddress = '203.0.113.40';
    expect((await instance.inject({ url: '/api/first', remoteAddress })).statusCode).toBe(200);
    expect((await instance.inject({ url: '/api/second', remoteAddress })).statusCode).toBe(200);
    expect((await instance.inject({ url: '/api/first', remoteAddress })).statusCode).toBe(429);
    expect((await instance.inject({ url: '/api/second', remoteAddress })).statusCode).toBe(429);
    // Another address has a budget of its own.
    const other = await instance.inject({ url: '/api/second', remoteAddress: '203.0.113.41' });
    expect(other.statusCode).toBe(200);
  });

  it('keeps different names apart', async () => {
    const instance = await buildTwoPlugins(shared, { ...shared, name: 'other' });
    const remoteAddress = '203.0.113.42';
    for (const url of ['/api/first', '/api/first', '/api/second', '/api/second']) {
      expect((await instance.inject({ url, remoteAddress })).statusCode, url).toBe(200);
    }
  });

  it('refuses one name declared with two budgets', async () => {
    await expect(buildTwoPlugins(shared, { ...shared, perUser: 3 })).rejects.toThrow(
      'the caller limit "shared" is declared twice with different budgets',
    );
  });
});
