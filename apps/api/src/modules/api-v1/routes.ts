import { exampleAssessment } from '@app/core/assessment/example';
import { assessmentInputSchema } from '@app/core/assessment/schema';
import {
  idempotencyHeadersSchema,
  reportIdParamsSchema,
  reportListResponseSchema,
  reportResponseSchema,
} from '@app/core/reports/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCallerLimit } from '../../http/caller-limit';
import { errorResponses } from '../../http/error-responses';
import { getUser } from '../../plugins/auth';
import type { AuthContext } from '../auth/context';
import { registerKitRoutes } from '../kit/routes';
import { createAssessment } from '../reports/assessment-service';
import type { ReportsContext } from '../reports/context';
import { type DownloadRouteOptions, registerReportDownloadRoutes } from '../reports/document-routes';
import { assessmentLimit } from '../reports/rate-limits';
import { getOwnedReport, listReports } from '../reports/report-service';
import { toReportView } from '../reports/views';
import { apiKeySecurity, createApiKeyGuard } from './key-auth';

export type ApiV1Options = { auth: AuthContext; ctx: ReportsContext };

/**
 * The versioned API for integrations (Professional and Enterprise): thin routes over the reports'
 * services, called as the key's owner, so plan quotas, views and exports are exactly the web app's.
 */
export const apiV1Routes: FastifyPluginAsyncZod<ApiV1Options> = async (app, { auth, ctx }) => {
  const guard = createApiKeyGuard(app, auth);
  // Every call runs the analysis: one hourly budget per user with the web form, on top of the key's.
  const limitAssessments = createCallerLimit(app, assessmentLimit(ctx.visitorLimitPerHour));

  app.post(
    '/api/v1/assessments',
    {
      schema: {
        tags: ['api-v1'],
        summary: 'Run an assessment as the key’s owner (201; 200 when the Idempotency-Key repeats one)',
        description:
          'The same body as the web app’s assessment form. The report is saved in the key owner’s ' +
          'account and counts towards the plan’s monthly assessments. Send a new UUID as ' +
          '`Idempotency-Key` with each submission, so that a retried call returns the same report.',
        security: apiKeySecurity,
        headers: idempotencyHeadersSchema,
        body: assessmentInputSchema.meta({ example: exampleAssessment }),
        response: { 200: reportResponseSchema, 201: reportResponseSchema, ...errorResponses },
      },
      onRequest: guard.authenticate,
      preHandler: [guard.limit, limitAssessments],
    },
    async (request, reply) => {
      const user = getUser(request);
      const created = await createAssessment(ctx, {
        input: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        author: user,
        language: request.language,
      });
      return reply.code(created.isNew ? 201 : 200).send({ success: true as const, report: created.report });
    },
  );

  app.get(
    '/api/v1/reports',
    {
      schema: {
        tags: ['api-v1'],
        summary: 'The key owner’s reports, newest first (summaries: score, risk level, issues)',
        security: apiKeySecurity,
        response: { 200: reportListResponseSchema, ...errorResponses },
      },
      onRequest: guard.authenticate,
      preHandler: guard.limit,
    },
    async (request) => ({ success: true as const, reports: await listReports(ctx, getUser(request).id) }),
  );

  app.get(
    '/api/v1/reports/:id',
    {
      schema: {
        tags: ['api-v1'],
        summary: 'One report with its analysis, as the owner’s plan allows',
        security: apiKeySecurity,
        params: reportIdParamsSchema,
        response: { 200: reportResponseSchema, ...errorResponses },
      },
      onRequest: guard.authenticate,
      preHandler: guard.limit,
    },
    async (request) => {
      const user = getUser(request);
      const report = await getOwnedReport(ctx, user.id, request.params.id);
      return { success: true as const, report: toReportView(report, user) };
    },
  );

  // The dashboard's downloads, the same files, under /api/v1 with the key's authentication and limit.
  const keyRoutes = {
    ctx,
    prefix: '/api/v1',
    authenticate: guard.authenticate,
    limits: [guard.limit],
    tag: 'api-v1',
    security: apiKeySecurity,
  } satisfies DownloadRouteOptions;
  registerReportDownloadRoutes(app, keyRoutes);
  // The document kit, the same routes as the dashboard's.
  registerKitRoutes(app, keyRoutes);
};
