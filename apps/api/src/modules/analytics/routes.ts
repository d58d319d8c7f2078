import {
  analyticsExportFormats,
  analyticsExportQuerySchema,
  analyticsFiltersSchema,
  analyticsResponseSchema,
} from '@app/core/analytics/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCallerLimit } from '../../http/caller-limit';
import { bearerSecurity, errorResponses } from '../../http/error-responses';
import { requirePlanFeature } from '../../http/plan-gate';
import { getUser, requirePermission } from '../../plugins/auth';
import type { AnalyticsContext } from './context';
import { exportContentTypes, exportFileSchemas } from './export-columns';
import { exportAnalytics } from './export-service';
import { getAnalytics } from './service';

/** The analytics dashboard (issue 9) and its data export. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ ctx: AnalyticsContext }> = async (app, { ctx }) => {
  // A view runs a handful of aggregate queries; a person changing filters needs far fewer than this.
  const viewLimit = createCallerLimit(app, { name: 'analytics', timeWindowMs: 60_000, perUser: 60 });
  const exportLimit = createCallerLimit(app, { name: 'analytics-export', timeWindowMs: 60_000, perUser: 10 });

  app.get(
    '/api/analytics',
    {
      schema: {
        tags: ['analytics'],
        summary:
          'Aggregate statistics: an administrator’s view of every assessment (scope "all"), or the user’s own ' +
          'history with an anonymous benchmark (scope "own"). Dates are calendar days in Europe/Sofia, both ' +
          'included; without `from` the range starts at the first report, without `to` it ends today.',
        security: bearerSecurity,
        querystring: analyticsFiltersSchema,
        response: { 200: analyticsResponseSchema, ...errorResponses },
      },
      onRequest: [app.authenticate, requirePermission('analytics:read')],
      preHandler: viewLimit,
    },
    async (request) => getAnalytics(ctx, getUser(request), request.query),
  );

  app.get(
    '/api/analytics/export',
    {
      schema: {
        tags: ['analytics'],
        summary:
          'Export the completed assessments of the view as CSV (UTF-8 with BOM), XLSX or JSON, streamed. ' +
          'Administrators get every assessment without company names, e-mails or user ids; a user gets their ' +
          'own, with the company name. Headers and labels follow `lang` (else Accept-Language).',
        security: bearerSecurity,
        querystring: analyticsExportQuerySchema,
        response: {
          200: {
            description: 'The file, as an attachment',
            content: Object.fromEntries(
              analyticsExportFormats.map((format) => [
                exportContentTypes[format],
                { schema: exportFileSchemas[format] },
              ]),
            ),
          },
          ...errorResponses,
        },
      },
      onRequest: [app.authenticate, requirePlanFeature('analytics:export')],
      preHandler: exportLimit,
    },
    async (request, reply) => {
      const file = await exportAnalytics(ctx, getUser(request), request.query, request.language);
      return (
        reply
          .header('content-type', file.contentType)
          .header(
            'content-disposition',
            `attachment; filename="${file.fileName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
          )
          .header('cache-control', 'no-store')
          // A stream goes out as it is read, never through the serializer; the schema only documents it.
          .send(file.stream as unknown as string)
      );
    },
  );
};
