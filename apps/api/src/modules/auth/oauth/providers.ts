import type { OAuthProviderId } from '@app/core/auth/oauth';
import type { OAuthConfig } from '../../../config';
import { createAppleProvider } from './apple';
import { createFacebookProvider } from './facebook';
import { createOidcProvider } from './oidc';
import type { OAuthProvider } from './provider';

/** The providers this deployment is configured for; the others are neither offered nor accepted. */
export function createProviders(config: OAuthConfig): Map<OAuthProviderId, OAuthProvider> {
  const providers = new Map<OAuthProviderId, OAuthProvider>();
  const { google, facebook, apple } = config;
  if (google) {
    providers.set(
      'google',
      createOidcProvider({
        id: 'google',
        issuer: google.issuer,
        clientId: google.clientId,
        getClientSecret: async () => google.clientSecret,
        scope: 'openid email profile',
      }),
    );
  }
  if (facebook) providers.set('facebook', createFacebookProvider(facebook));
  if (apple) providers.set('apple', createAppleProvider(apple));
  return providers;
}
