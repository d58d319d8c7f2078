import { authSuccessKeys } from '@app/core/auth/message-keys';
import { messageResponseSchema, okResponseSchema } from '@app/core/auth/responses';
import {
  changePasswordSchema,
  checkResetTokenSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '@app/core/auth/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../http/error-responses';
import { message } from '../../http/messages';
import { getUser } from '../../plugins/auth';
import type { AuthContext } from './context';
import {
  changePassword,
  checkPasswordResetToken,
  requestPasswordReset,
  resetPassword,
} from './password-service';
import { readClient } from './route-helpers';
import { resendVerification, verifyEmail } from './verification-service';

const response = { 200: messageResponseSchema, ...errorResponses };

/** Passwords and e-mail verification. */
export const passwordRoutes: FastifyPluginAsyncZod<{ auth: AuthContext }> = async (app, { auth }) => {
  app.put(
    '/api/auth/change-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change the password (signs out every other device, revokes the API keys)',
        security: bearerSecurity,
        body: changePasswordSchema,
        response,
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const user = getUser(request);
      await changePassword(auth, { userId: user.id, sessionId: user.sessionId }, request.body);
      return { success: true as const, message: message(request, authSuccessKeys.passwordChanged) };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link (same answer whether or not the e-mail is registered)',
        body: forgotPasswordSchema,
        response,
      },
    },
    async (request) => {
      const { done } = await requestPasswordReset(auth, request.body.email, readClient(request));
      done.catch((error: unknown) => request.log.error({ err: error }, 'password reset e-mail not queued'));
      return { success: true as const, message: message(request, authSuccessKeys.resetEmailSent) };
    },
  );

  app.post(
    '/api/auth/reset-password/check',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether an e-mailed reset token can still be used (it stays unused)',
        description:
          'A used, expired or unknown token answers TOKEN_INVALID (400). Each check counts against the ' +
          'address like a reset with a bad token; a valid one does not.',
        body: checkResetTokenSchema,
        response: { 200: okResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await checkPasswordResetToken(auth, request.body.resetToken, readClient(request));
      return { success: true as const };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the e-mailed token (signs out every device, revokes the API keys)',
        body: resetPasswordSchema,
        response,
      },
    },
    async (request) => {
      await resetPassword(auth, request.body, readClient(request));
      return { success: true as const, message: message(request, authSuccessKeys.passwordReset) };
    },
  );

  app.post(
    '/api/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm the e-mail address with the e-mailed token',
        body: verifyEmailSchema,
        response,
      },
    },
    async (request) => {
      await verifyEmail(auth, request.body.token, readClient(request));
      return { success: true as const, message: message(request, authSuccessKeys.emailVerified) };
    },
  );

  app.post(
    '/api/auth/resend-verification',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send the e-mail verification link again',
        security: bearerSecurity,
        response,
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const key = await resendVerification(auth, getUser(request).id);
      return { success: true as const, message: message(request, key) };
    },
  );
};
