import type { Language } from '@app/core/errors';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pickLanguage } from '../i18n/messages';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
  }
}

/** Decides each request's language once, before validation, so every error can be translated. */
export const languagePlugin = fp(
  async (app) => {
    app.decorateRequest('language', 'bg');
    app.addHook('onRequest', async (request) => {
      request.language = readRequestLanguage(request);
    });
  },
  { name: 'language' },
);

/** `?lang=`, then Accept-Language, then Bulgarian; also for errors raised before any hook runs. */
export function readRequestLanguage(request: Pick<FastifyRequest, 'url' | 'headers'>): Language {
  let lang: string | null = null;
  try {
    lang = new URL(request.url, 'http://local').searchParams.get('lang');
  } catch {
    // A URL that cannot be parsed still gets an answer in the language of its headers.
  }
  return pickLanguage(lang, request.headers['accept-language']);
}
