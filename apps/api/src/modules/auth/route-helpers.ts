import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { translate } from '../../i18n/messages';
import type { ClientInfo } from './credentials-service';

/** The one error shape (plugins/errors.ts), described for the OpenAPI document. */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});

export const errorResponses = { '4xx': errorResponseSchema } as const;

export const bearerSecurity = [{ bearerAuth: [] }];

export function readClient(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'], language: request.language };
}

/** A confirmation text from the `auth` namespace, in the request's language. */
export function message(request: FastifyRequest, key: string): string {
  return translate(request.language, key) ?? key;
}
