import type { FastifyRequest } from 'fastify';
import { translate } from '../i18n/messages';

/** A confirmation text (`namespace.key`) in the request's language; the key itself if it has none. */
export function message(request: FastifyRequest, key: string): string {
  return translate(request.language, key) ?? key;
}
