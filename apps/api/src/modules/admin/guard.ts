import type { FastifyInstance } from 'fastify';
import { type CallerLimit, createCallerLimit } from '../../http/caller-limit';
import { bearerSecurity } from '../../http/error-responses';
import { getUser, requireRole } from '../../plugins/auth';
import type { Actor } from './service';

/**
 * One budget for every administration call: a person at the admin screens makes far fewer, and a stolen
 * session cannot page through the accounts at speed.
 */
export const adminCallerLimit: CallerLimit = { name: 'admin', timeWindowMs: 60_000, perUser: 120 };

/**
 * What every /api/admin route declares: signed in (401), an administrator (403), both before the input
 * is read, then the per-administrator limit.
 */
export function adminRouteOptions(app: FastifyInstance) {
  return {
    onRequest: [app.authenticate, requireRole('admin')],
    preHandler: createCallerLimit(app, adminCallerLimit),
  };
}

export const adminSchemaBase = { tags: ['admin'], security: bearerSecurity };

export function getActor(request: Parameters<typeof getUser>[0]): Actor {
  const { id, email } = getUser(request);
  return { id, email };
}
