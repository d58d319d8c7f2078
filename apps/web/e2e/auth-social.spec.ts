/// <reference path="../../api/test/auth/helpers/oidc-provider-types.d.ts" />
import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import { preparePage, readTokens } from './auth-helpers';
import { expect, test } from './fixtures';
import { socialClient, socialIssuerFor } from './social-provider';

/*
 * Google stand-in: a real OpenID Connect provider (oidc-provider) on the port after the test server's,
 * with the client the test server is configured for (playwright.config.ts) and its development login
 * and consent pages, which accept any login name.
 */
const accounts: Record<string, { email: string; email_verified: boolean; name: string }> = {
  'kalina-at-google': { email: 'kalina.e2e@example.bg', email_verified: true, name: 'Калина Стоянова' },
};

let server: Server;
let issuer: string;

test.describe.configure({ mode: 'serial' });

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook wants from this pattern; it wants none.
test.beforeAll(async ({}, testInfo) => {
  // The test server's own address is its PUBLIC_URL (playwright.config.ts).
  const publicUrl = String(testInfo.project.use.baseURL);
  issuer = socialIssuerFor(publicUrl);
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: socialClient.id,
        client_secret: socialClient.secret,
        redirect_uris: [`${publicUrl}/api/auth/oauth/google/callback`],
        token_endpoint_auth_method: 'client_secret_post',
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    findAccount: async (_context, id) => {
      const account = accounts[id];
      return account ? { accountId: id, claims: async () => ({ sub: id, ...account }) } : undefined;
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    cookies: { keys: ['e2e-loopback-provider-cookie-key'] },
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'e2e-1', use: 'sig', alg: 'RS256' }] },
    features: { devInteractions: { enabled: true } },
  });
  server = createServer(provider.callback());
  const { port } = new URL(issuer);
  await new Promise<void>((resolve) => server.listen(Number(port), '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

test('signing in with Google: the provider’s pages, back to /auth/callback, then the dashboard', async ({
  page,
}) => {
  await preparePage(page, 'bg');
  // The provider's development pages ask for a web font; these machines have no internet.
  await page.route('https://fonts.googleapis.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
  );
  await page.goto('/login');
  await page.getByRole('link', { name: 'Вход с Google' }).click();

  // The provider's own pages: the login name decides the account, then consent.
  await expect(page).toHaveURL(new RegExp(`^${issuer}/`));
  await page.locator('input[name="login"]').fill('kalina-at-google');
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Влезли сте като Калина Стоянова')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Моят профил' })).toBeVisible();
  expect((await readTokens(page)).refreshToken).toBeTruthy();
  // The provider proved the address: nothing asks to verify it.
  await expect(page.getByRole('heading', { name: 'Потвърдете имейл адреса си' })).toHaveCount(0);
});

test('a cancelled or failed social sign-in says so in the user’s language', async ({ page }) => {
  await preparePage(page, 'en');
  await page.goto('/auth/callback?error=OAUTH_CANCELLED');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in did not complete' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Sign-in was cancelled.');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Continue with Google' })).toBeVisible();
});
