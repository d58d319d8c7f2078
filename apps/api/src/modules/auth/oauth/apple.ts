import { importPKCS8, SignJWT } from 'jose';
import type { OAuthConfig } from '../../../config';
import { createOidcProvider } from './oidc';
import type { OAuthProvider } from './provider';

type AppleConfig = NonNullable<OAuthConfig['apple']>;

/**
 * Apple has no fixed client secret: each token request carries a JWT signed (ES256) with the team's
 * private key, naming the team as issuer and the service id as subject, valid a few minutes.
 */
export async function createAppleClientSecret(config: AppleConfig): Promise<string> {
  const key = await importPKCS8(config.privateKey, 'ES256');
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: config.keyId })
    .setIssuer(config.teamId)
    .setSubject(config.clientId)
    .setAudience(config.issuer)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);
}

/** Apple posts the person's name once, on the first sign-in, as the JSON form field `user`. */
function readAppleName(extra: Record<string, string>): string | undefined {
  try {
    const user = JSON.parse(extra.user ?? '{}') as { name?: { firstName?: unknown; lastName?: unknown } };
    const parts = [user.name?.firstName, user.name?.lastName].filter((part) => typeof part === 'string');
    return parts.join(' ').trim().slice(0, 100) || undefined;
  } catch {
    return undefined;
  }
}

export function createAppleProvider(config: AppleConfig): OAuthProvider {
  return createOidcProvider({
    id: 'apple',
    issuer: config.issuer,
    clientId: config.clientId,
    getClientSecret: () => createAppleClientSecret(config),
    scope: 'openid name email',
    // Apple requires form_post whenever name or e-mail is asked for.
    isFormPost: true,
    readName: (_claims, extra) => readAppleName(extra),
  });
}
