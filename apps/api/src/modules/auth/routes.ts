import { authSuccessKeys } from '@app/core/auth/message-keys';
import {
  authResponseSchema,
  messageResponseSchema,
  okResponseSchema,
  refreshResponseSchema,
  userResponseSchema,
} from '@app/core/auth/responses';
import {
  loginSchema,
  logoutSchema,
  profileSchema,
  refreshSchema,
  registerSchema,
} from '@app/core/auth/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../http/error-responses';
import { message } from '../../http/messages';
import { getUser } from '../../plugins/auth';
import type { AuthContext } from './context';
import { logIn, registerUser, updateProfile } from './credentials-service';
import { oauthRoutes } from './oauth/routes';
import { passwordRoutes } from './password-routes';
import { describeSignedInUser } from './public-user';
import { readClient } from './route-helpers';
import { sessionRoutes } from './session-routes';
import { endSessionOfRefreshToken, rotateRefreshToken, signOutEverywhere } from './sessions';
import { deleteSession } from './sessions-repository';

/** Sign-up, sign-in, tokens and profile, then the rest of /api/auth. */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthContext }> = async (app, { auth }) => {
  await app.register(passwordRoutes, { auth });
  await app.register(sessionRoutes, { auth });
  await app.register(oauthRoutes, { auth });

  app.post(
    '/api/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        body: registerSchema,
        response: { 201: authResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await registerUser(auth, request.body, readClient(request))),
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: loginSchema,
        response: { 200: authResponseSchema, ...errorResponses },
      },
    },
    async (request) => logIn(auth, request.body, readClient(request)),
  );

  app.post(
    '/api/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new token pair (the old one stops working)',
        body: refreshSchema,
        response: { 200: refreshResponseSchema, ...errorResponses },
      },
    },
    async (request) => rotateRefreshToken(auth, request.body.refreshToken),
  );

  app.get(
    '/api/auth/verify',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, if the access token is valid',
        security: bearerSecurity,
        response: { 200: userResponseSchema, ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({ success: true as const, user: describeSignedInUser(getUser(request)) }),
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out this device (the refresh token’s session, or the access token’s)',
        body: logoutSchema,
        response: { 200: okResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      if (request.body?.refreshToken) await endSessionOfRefreshToken(auth, request.body.refreshToken);
      // Signing out never fails: an expired or missing access token just means nothing more to end.
      await app.identify(request).catch(() => undefined);
      if (request.user) await deleteSession(auth.db, request.user.sessionId);
      return { success: true as const };
    },
  );

  app.post(
    '/api/auth/logout-all',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out on every device, and revoke every API key of the account',
        security: bearerSecurity,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      await signOutEverywhere(auth, getUser(request).id);
      return { success: true as const, message: message(request, authSuccessKeys.signedOutEverywhere) };
    },
  );

  app.put(
    '/api/auth/profile',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change name and language',
        security: bearerSecurity,
        body: profileSchema,
        response: { 200: userResponseSchema, ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      user: await updateProfile(auth, getUser(request).id, request.body),
    }),
  );
};
