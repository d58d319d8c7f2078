/**
 * The Google stand-in of e2e/auth-social.spec.ts: a real OpenID Connect provider on the port after the
 * test server's, and the client the test server is registered as (playwright.config.ts gives the server
 * the same values).
 */
export const socialClient = {
  id: 'gdpr-navigator-e2e',
  secret: 'a-client-secret-for-the-loopback-provider',
} as const;

export function socialIssuerFor(serverUrl: string): string {
  return `http://127.0.0.1:${Number(new URL(serverUrl).port) + 1}`;
}
