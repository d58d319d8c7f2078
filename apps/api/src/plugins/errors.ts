import { type ErrorCode, errorCatalogue } from '@app/core/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { translateError, translateMessageKey } from '../i18n/messages';

type FieldIssue = { path: string; message: string };

const fastifyCodeToErrorCode: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
};

const statusToErrorCode: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * Every failure leaves the API as `{ success: false, error: { code, message } }` with the message in
 * the request's language. Unexpected errors are logged and answered with a generic 500: no stack
 * trace, no internal message ever reaches the client.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const code = classify(error);
      const status = errorCatalogue[code].status;
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      const issues = hasZodFastifySchemaValidationErrors(error)
        ? error.validation.map((issue) => toFieldIssue(issue, request))
        : undefined;
      const messageKey = error instanceof AppError ? error.messageKey : undefined;
      return sendError(reply, request, code, issues, messageKey);
    });
  },
  { name: 'errors', dependencies: ['language'] },
);

export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  code: ErrorCode,
  issues?: FieldIssue[],
  messageKey: string = errorCatalogue[code].messageKey,
): FastifyReply {
  const { status } = errorCatalogue[code];
  const message = translateError(request.language, messageKey);
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ success: false, error: issues ? { code, message, issues } : { code, message } });
}

function classify(error: FastifyError): ErrorCode {
  if (error instanceof AppError) return error.code;
  if (hasZodFastifySchemaValidationErrors(error)) return 'VALIDATION_FAILED';
  const byFastifyCode = error.code ? fastifyCodeToErrorCode[error.code] : undefined;
  if (byFastifyCode) return byFastifyCode;
  if (error instanceof SyntaxError) return 'BAD_JSON';
  const status = error.statusCode ?? 500;
  return statusToErrorCode[status] ?? (status < 500 ? 'VALIDATION_FAILED' : 'INTERNAL');
}

function toFieldIssue(
  issue: { instancePath: string; message?: string; params: Record<string, unknown> },
  request: FastifyRequest,
): FieldIssue {
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return { path, message: translateMessageKey(request.language, issue.message, issue.params) };
}
