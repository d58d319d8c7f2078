import type { Language } from '@app/core/errors';
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
      const lang = new URL(request.url, 'http://local').searchParams.get('lang');
      request.language = pickLanguage(lang, request.headers['accept-language']);
    });
  },
  { name: 'language' },
);
