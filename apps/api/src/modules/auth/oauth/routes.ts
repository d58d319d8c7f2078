import {
  type OAuthProviderId,
  oauthExchangeSchema,
  oauthProviderParamsSchema,
  providersResponseSchema,
} from '@app/core/auth/oauth';
import { authResponseSchema } from '@app/core/auth/responses';
import { isErrorCode } from '@app/core/errors';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../errors';
import { errorResponses } from '../../../http/error-responses';
import type { AuthContext } from '../context';
import { readClient } from '../route-helpers';
import { completeOAuth, exchangeOAuthCode, startOAuth } from './oauth-service';
import type { OAuthProvider } from './provider';
import { createProviders } from './providers';

const STATE_COOKIE = 'gdpr_oauth_state';
/**
 * The one-time code also goes into this cookie at the callback, and the exchange takes the code only
 * with it: a code lifted from one browser's address bar and sent to another (to sign its user into
 * the sender's account) is refused there.
 */
const CODE_COOKIE = 'gdpr_oauth_code';
const CODE_TTL_S = 120;
/** Both cookies go only to the sign-in's own routes. */
const COOKIE_PATH = '/api/auth/oauth';
const callbackParamsSchema = z.record(z.string(), z.string());
const redirectDescription = { 302: z.null().describe('Redirect') };

/**
 * Social sign-in. Start and callback are browser navigations, so they answer with redirects; errors
 * land on `/auth/callback?error=<code>`, where the screen shows the catalogue text for that code.
 */
export const oauthRoutes: FastifyPluginAsyncZod<{ auth: AuthContext }> = async (app, { auth }) => {
  const providers = createProviders(auth.config.oauth);
  const isHttps = auth.config.publicUrl.startsWith('https:');
  await app.register(cookie);
  // Apple answers with a form POST; the parser exists in this plugin only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const findProvider = (id: OAuthProviderId): OAuthProvider => {
    const provider = providers.get(id);
    if (!provider) throw new AppError('OAUTH_FAILED');
    return provider;
  };
  const cookieOptions = (provider: OAuthProvider) => ({
    path: COOKIE_PATH,
    httpOnly: true,
    // A cross-site form POST carries only SameSite=None cookies, and those must be Secure.
    sameSite: provider.isFormPost && isHttps ? ('none' as const) : ('lax' as const),
    secure: isHttps,
  });
  const redirectToScreen = (reply: FastifyReply, query: Record<string, string>) =>
    reply.redirect(`${auth.config.publicUrl}/auth/callback?${new URLSearchParams(query)}`, 302);

  app.get(
    '/api/auth/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'The social sign-in providers this server offers',
        response: { 200: providersResponseSchema },
      },
    },
    async () => ({ success: true as const, providers: [...providers.keys()] }),
  );

  app.get(
    '/api/auth/oauth/:provider/start',
    {
      schema: {
        tags: ['auth'],
        summary: 'Begin social sign-in: redirects to the provider',
        params: oauthProviderParamsSchema,
        response: redirectDescription,
      },
    },
    async (request, reply) => {
      try {
        const provider = findProvider(request.params.provider);
        const { state, redirectUrl } = await startOAuth(auth, provider);
        reply.setCookie(STATE_COOKIE, state, { ...cookieOptions(provider), maxAge: 600 });
        return reply.redirect(redirectUrl, 302);
      } catch (error) {
        return redirectToScreen(reply, { error: toErrorCode(request, error) });
      }
    },
  );

  const callback = async (
    request: FastifyRequest<{ Params: { provider: OAuthProviderId } }>,
    reply: FastifyReply,
  ) => {
    const params = callbackParamsSchema
      .catch({})
      .parse({ ...(request.query as object), ...(request.body as object) });
    try {
      const provider = findProvider(request.params.provider);
      reply.clearCookie(STATE_COOKIE, cookieOptions(provider));
      const code = await completeOAuth(auth, provider, {
        params,
        cookieState: request.cookies[STATE_COOKIE],
        language: request.language,
      });
      // Set on a top-level navigation, so SameSite=Strict is kept; sent back by the screen's same-origin call.
      reply.setCookie(CODE_COOKIE, code, {
        path: COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: isHttps,
        maxAge: CODE_TTL_S,
      });
      return redirectToScreen(reply, { code });
    } catch (error) {
      return redirectToScreen(reply, { error: toErrorCode(request, error) });
    }
  };
  const callbackSchema = {
    tags: ['auth'],
    summary: 'The provider returns here; redirects to /auth/callback with a one-time code',
    params: oauthProviderParamsSchema,
    response: redirectDescription,
  };
  app.get('/api/auth/oauth/:provider/callback', { schema: callbackSchema }, callback);
  app.post('/api/auth/oauth/:provider/callback', { schema: { ...callbackSchema, hide: true } }, callback);

  app.post(
    '/api/auth/oauth/exchange',
    {
      schema: {
        tags: ['auth'],
        summary: 'Trade the one-time code from /auth/callback for tokens',
        body: oauthExchangeSchema,
        response: { 200: authResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const browserCode = request.cookies[CODE_COOKIE];
      reply.clearCookie(CODE_COOKIE, { path: COOKIE_PATH });
      return exchangeOAuthCode(auth, request.body.code, browserCode, readClient(request));
    },
  );
};

function toErrorCode(request: FastifyRequest, error: unknown): string {
  if (error instanceof AppError && isErrorCode(error.code)) return error.code;
  // A provider that is down or answers wrongly: worth a look, but no personal data in the log.
  request.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'social sign-in failed');
  return 'OAUTH_FAILED';
}
