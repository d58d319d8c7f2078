import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { responseSerializerCompiler } from './http/response-serializer';
import { accountRoutes } from './modules/account/routes';
import { createAdminContext } from './modules/admin/context';
import { adminRoutes } from './modules/admin/routes';
import { createAiContext } from './modules/ai/context';
import { aiRoutes } from './modules/ai/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { apiKeyRoutes } from './modules/api-keys/routes';
import { apiV1Routes } from './modules/api-v1/routes';
import { createAuthContext } from './modules/auth/context';
import { authRoutes } from './modules/auth/routes';
import { createBillingContext } from './modules/billing/context';
import { billingRoutes } from './modules/billing/routes';
import { createContactContext } from './modules/contact/context';
import { contactRoutes } from './modules/contact/routes';
import { draftRoutes } from './modules/drafts/routes';
import { createEarlyAccessContext } from './modules/early-access/context';
import { earlyAccessRoutes } from './modules/early-access/routes';
import { healthRoutes } from './modules/health/routes';
import { kitRoutes } from './modules/kit/routes';
import { mailPlugin } from './modules/mail/plugin';
import { publicFiguresRoutes } from './modules/public-figures/routes';
import { ratingRoutes } from './modules/ratings/routes';
import { createReportsContext } from './modules/reports/context';
import { reportsRoutes } from './modules/reports/routes';
import { createTeamsContext } from './modules/teams/context';
import { teamsRoutes } from './modules/teams/routes';
import { authPlugin } from './plugins/auth';
import { createFrameworkErrorHandlers, errorsPlugin, sendError } from './plugins/errors';
import { scheduleHousekeeping } from './plugins/housekeeping';
import { languagePlugin } from './plugins/language';
import { listAllowedMethods, sendMethodNotAllowed } from './plugins/method-not-allowed';
import { noStorePlugin } from './plugins/no-store';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeadersPlugin } from './plugins/security-headers';
import { seoPlugin } from './plugins/seo';
import { isPageRequest, registerWebApp } from './plugins/web-app';

export type AppOptions = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['loggerInstance'];
};

/** Builds the whole application; the server and the tests use this same function. */
export async function buildApp({ config, database, logger }: AppOptions) {
  const isHttps = config.publicUrl.startsWith('https:');
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    ...createFrameworkErrorHandlers({ isHttps }),
    bodyLimit: 100 * 1024,
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    genReqId: () => randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { isHttps });
  await app.register(noStorePlugin);
  await app.register(rateLimitPlugin, {
    maxPerMinute: config.apiRateLimitPerMinute,
    redisUrl: config.redisUrl,
  });
  await app.register(openapiPlugin, { publicUrl: config.publicUrl });

  await app.register(healthRoutes, { database });
  const auth = await createAuthContext({ config, db: database.db });
  await app.register(authPlugin, { auth });
  await app.register(authRoutes, { auth });
  await app.register(accountRoutes, { auth });
  const admin = createAdminContext(auth);
  await app.register(adminRoutes, { ctx: admin });
  await app.register(billingRoutes, { auth, billing: createBillingContext({ config, db: database.db }) });
  await app.register(mailPlugin, { config, database });
  const reports = createReportsContext({ config, db: database.db });
  app.addHook('onClose', () => reports.documents.close());
  await app.register(reportsRoutes, { ctx: reports });
  await app.register(kitRoutes, { ctx: reports });
  await app.register(ratingRoutes, { ctx: reports });
  await app.register(aiRoutes, { ai: createAiContext({ config, db: database.db }), reports });
  await app.register(publicFiguresRoutes, { db: database.db });
  await app.register(apiKeyRoutes, { auth });
  await app.register(apiV1Routes, { auth, ctx: reports });
  await app.register(draftRoutes, { db: database.db, now: auth.now });
  await app.register(analyticsRoutes, { ctx: { db: database.db, now: auth.now } });
  const contact = createContactContext({ config, db: database.db });
  await app.register(contactRoutes, { ctx: contact });
  const earlyAccess = createEarlyAccessContext({ config, db: database.db });
  await app.register(earlyAccessRoutes, { ctx: earlyAccess });
  await app.register(teamsRoutes, { ctx: createTeamsContext({ config, db: database.db }) });
  await scheduleHousekeeping(app, [
    { name: 'accounts housekeeping', run: auth.tidyUp },
    { name: 'reports housekeeping', run: reports.tidyUp },
    { name: 'contact housekeeping', run: contact.tidyUp },
    { name: 'early-access housekeeping', run: earlyAccess.tidyUp },
    { name: 'admin audit housekeeping', run: admin.tidyUp },
  ]);

  await app.register(seoPlugin, { publicUrl: config.publicUrl, webDistDir: config.webDistDir });
  const web = await registerWebApp(app, {
    distDir: config.webDistDir,
    publicUrl: config.publicUrl,
    controller: config.controller,
    aiProvider: config.llm ? { name: config.llm.providerName } : undefined,
  });
  // A path that exists, asked with a method it does not take, is a 405 naming the ones it does.
  app.setNotFoundHandler((request, reply) => {
    const allowed = listAllowedMethods(app, request);
    if (allowed.length > 0) return sendMethodNotAllowed(reply, request, allowed);
    return web && isPageRequest(request)
      ? web.sendNotFoundPage(reply)
      : sendError(reply, request, 'NOT_FOUND');
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
