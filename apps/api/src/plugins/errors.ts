import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { defaultLanguage, type ErrorCode, errorCatalogue, type Language } from '@app/core/errors';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { translate, translateError, translateMessageKey } from '../i18n/messages';
import { readRequestLanguage } from './language';
import { listSecurityHeaders } from './security-headers';

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
  405: 'METHOD_NOT_ALLOWED',
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
    app.setErrorHandler(answerError);
  },
  { name: 'errors', dependencies: ['language'] },
);

function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const code = classify(error);
  const status = errorCatalogue[code].status;
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  const issues = hasZodFastifySchemaValidationErrors(error)
    ? error.validation.map((issue) => toFieldIssue(issue, request))
    : undefined;
  const messageKey = error instanceof AppError ? error.messageKey : undefined;
  if (error instanceof AppError && error.retryAfterSeconds !== undefined)
    reply.header('retry-after', error.retryAfterSeconds);
  return sendError(reply, request, code, issues, messageKey);
}

type FrameworkErrorOptions = Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>;

/**
 * Server options for the failures Fastify answers before routing, hooks and the error handler: a URL
 * it cannot decode (`/%c0%ae`), a path parameter over the router's limit, and (`clientErrorHandler`)
 * an HTTP request Node cannot parse. They get the same shape and language as every other error, and
 * the security headers, which no hook is there to add. (Body errors, a wrong content type, malformed
 * JSON, a body too large, are raised inside a route and reach the error handler already.)
 */
export function createFrameworkErrorHandlers({ isHttps }: { isHttps: boolean }): FrameworkErrorOptions {
  const securityHeaders = listSecurityHeaders({ isHttps });
  return {
    frameworkErrors: (error, request, reply) => {
      request.language = readRequestLanguage(request);
      reply.headers(securityHeaders);
      answerError(error, request, reply);
    },
    clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      this.log.trace({ err: error }, 'client error');
      const isTimeout = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
      const status = isTimeout ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
      // Nothing of the request was read, so neither its language: the default one.
      const code: ErrorCode = status === 431 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_FAILED';
      const message = translateError(defaultLanguage, errorCatalogue[code].messageKey);
      // A timeout has no one waiting for a body; every other refusal says what went wrong.
      const body = isTimeout ? '' : JSON.stringify({ success: false, error: { code, message } });
      const headers = {
        ...securityHeaders,
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        connection: 'close',
      };
      const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
      if (!socket.writable) return socket.destroy();
      socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`, () =>
        socket.destroy(),
      );
    },
  };
}

export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  code: ErrorCode,
  issues?: FieldIssue[],
  messageKey: string = errorCatalogue[code].messageKey,
): FastifyReply {
  const { status } = errorCatalogue[code];
  const message =
    (messageKey === 'rateLimited' && describeLongWait(reply, request.language)) ||
    translateError(request.language, messageKey);
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ success: false, error: issues ? { code, message, issues } : { code, message } });
}

/**
 * "Wait a moment" is true of the API's per-minute limit, not of an hour's block on sign-ups: a refusal
 * whose Retry-After (set by whichever limit refused) is over a minute names the wait in whole minutes.
 */
function describeLongWait(reply: FastifyReply, language: Language): string | undefined {
  const seconds = Number(reply.getHeader('retry-after'));
  if (!Number.isFinite(seconds) || seconds <= 60) return undefined;
  return translate(language, 'api-errors.rateLimitedMinutes', { count: Math.ceil(seconds / 60) });
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
