import type { Role } from '@app/core/plans/permissions';
import type { PlanId } from '@app/core/plans/plans';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export type AccessTokenClaims = { userId: string; sessionId: string; role: Role; plan: PlanId };

export type AccessTokens = {
  sign(claims: AccessTokenClaims): Promise<string>;
  /** The claims of a valid token, or null for any token that is expired, forged or not ours. */
  verify(token: string): Promise<{ userId: string; sessionId: string } | null>;
};

/**
 * Short-lived JWTs (HS256) naming the user and the session. Only HS256 is accepted, so `alg: none`
 * and algorithm-confusion tokens fail; issuer and audience tie a token to this deployment's API, so
 * every process of one deployment needs the same PUBLIC_URL (docs/operations.md, "Several processes").
 */
export function createAccessTokens(options: { secret: Uint8Array; publicUrl: string }): AccessTokens {
  const issuer = options.publicUrl;
  const audience = `${options.publicUrl}/api`;
  return {
    sign: ({ userId, sessionId, role, plan }) =>
      new SignJWT({ sid: sessionId, role, plan })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(options.secret),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, options.secret, {
          algorithms: ['HS256'],
          issuer,
          audience,
          requiredClaims: ['sub', 'sid', 'iat', 'exp'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
