import { apiKeyDisplayLength, apiKeyPrefix, maxActiveApiKeys } from '@app/core/api-keys/limits';
import type { ApiKeyView } from '@app/core/api-keys/responses';
import { AppError } from '../../errors';
import { assertPlanFeature } from '../../http/plan-gate';
import { type AuthenticatedUser, toAuthenticatedUser } from '../auth/authenticate';
import type { AuthContext } from '../auth/context';
import { generateToken, hashToken } from '../auth/secrets';
import { findPlanHolderState } from '../teams/repository';
import {
  type ApiKeyRow,
  countActiveApiKeys,
  findApiKeyByHash,
  insertApiKey,
  listUserApiKeys,
  revokeUserApiKey,
  touchApiKey,
} from './repository';

// Writing "last used" on every call would double the writes of a busy integration; a minute is precise enough.
const lastUsedPrecisionMs = 60_000;

export function toApiKeyView(row: ApiKeyRow): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/**
 * Makes a key for a user whose plan includes the API (the route's plan gate checks that); the key
 * itself is returned here and never again.
 */
export async function createApiKey(
  auth: AuthContext,
  user: AuthenticatedUser,
  name: string,
): Promise<{ key: string; apiKey: ApiKeyView }> {
  if ((await countActiveApiKeys(auth.db, user.id)) >= maxActiveApiKeys)
    throw new AppError('FORBIDDEN', { messageKey: 'apiKeyLimitReached' });
  const key = `${apiKeyPrefix}${generateToken()}`;
  const row = await insertApiKey(auth.db, {
    userId: user.id,
    name,
    prefix: key.slice(0, apiKeyDisplayLength),
    keyHash: hashToken(key),
    createdAt: auth.now(),
  });
  return { key, apiKey: toApiKeyView(row) };
}

/** Every key of the user, revoked ones too (so the list explains why an integration stopped). */
export async function listApiKeys(auth: AuthContext, userId: string): Promise<ApiKeyView[]> {
  return (await listUserApiKeys(auth.db, userId)).map(toApiKeyView);
}

/** Revocation works whatever the plan: a user who downgraded can still switch a leaked key off. */
export async function revokeApiKey(auth: AuthContext, userId: string, id: string): Promise<ApiKeyView> {
  const row = await revokeUserApiKey(auth.db, userId, id, auth.now());
  if (!row) throw new AppError('NOT_FOUND');
  return toApiKeyView(row);
}

/**
 * The caller of a /api/v1 request: the key's owner, built like a signed-in user so the reports'
 * services and permission checks apply unchanged. The owner's plan is read on every call, so a
 * downgrade stops the key at once.
 */
export async function resolveApiKey(
  auth: AuthContext,
  key: string,
): Promise<{ keyId: string; user: AuthenticatedUser }> {
  const found = key.startsWith(apiKeyPrefix) ? await findApiKeyByHash(auth.db, hashToken(key)) : undefined;
  if (!found || found.key.revokedAt) throw new AppError('API_KEY_INVALID');
  // A team member's key works under the workspace owner's plan, as the member does when signed in.
  const planHolder = await findPlanHolderState(auth.db, found.user.id);
  const user = toAuthenticatedUser(
    auth,
    found.user,
    { id: found.key.id, createdAt: found.key.createdAt },
    planHolder,
  );
  // Checked here, not by a route's plan gate: the plan is the key owner's, known only once the key is
  // resolved, and a key refused for its plan must not be marked as used.
  assertPlanFeature(user, 'api:access');
  const now = auth.now();
  await touchApiKey(auth.db, found.key.id, now, new Date(now.getTime() - lastUsedPrecisionMs));
  return { keyId: found.key.id, user };
}
