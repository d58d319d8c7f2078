import { hasPermission, hasRole, type Permission, type Role } from '@app/core/plans/permissions';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { type AuthenticatedUser, resolveAccessToken } from '../modules/auth/authenticate';
import type { AuthContext } from '../modules/auth/context';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate` (always) or `app.identify` (when a token was sent). */
    user: AuthenticatedUser | null;
  }
  /*
   * Both run as a route's `onRequest` hook, before the body is read and validated: a caller who may not
   * call the route gets its 401 (or 403) whatever it sent, never a 400 about the input.
   */
  interface FastifyInstance {
    /** onRequest: a valid Bearer access token of an open session, else 401. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** onRequest for routes open to everyone: no token is fine, a bad or expired one is a 401. */
    identify(request: FastifyRequest): Promise<void>;
  }
}

export type { AuthenticatedUser };

function readBearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer ([\w.~+/=-]+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** Who is calling: the Bearer access token, checked against its session on every request. */
export const authPlugin = fp<{ auth: AuthContext }>(
  async (app, { auth }) => {
    app.decorateRequest('user', null);

    async function authenticate(request: FastifyRequest): Promise<void> {
      const token = readBearerToken(request);
      const user = token ? await resolveAccessToken(auth, token) : null;
      if (!user) throw new AppError('UNAUTHORIZED');
      request.user = user;
    }

    app.decorate('authenticate', authenticate);
    app.decorate('identify', async (request: FastifyRequest) => {
      // An expired token must still get its 401, so the client refreshes instead of acting anonymously.
      if (request.headers.authorization !== undefined) await authenticate(request);
    });
  },
  { name: 'auth', dependencies: ['errors'] },
);

/** onRequest after `authenticate`: the user holds the permission (@app/core/plans/permissions). */
export function requirePermission(permission: Permission) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.user) throw new AppError('UNAUTHORIZED');
    if (!hasPermission(request.user, permission)) throw new AppError('FORBIDDEN');
  };
}

/** onRequest after `authenticate`: the user has the role, or is an admin (@app/core/plans/permissions). */
export function requireRole(role: Role) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.user) throw new AppError('UNAUTHORIZED');
    if (!hasRole(request.user, role)) throw new AppError('FORBIDDEN');
  };
}

/** The signed-in user in a handler behind `authenticate`. */
export function getUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new AppError('UNAUTHORIZED');
  return request.user;
}
