import { hasPermission } from '@app/core/plans/permissions';
import {
  kitDocumentParamsSchema,
  kitDocumentQuerySchema,
  kitResponseSchema,
} from '@app/core/reports/kit-schemas';
import { reportIdParamsSchema } from '@app/core/reports/schemas';
import { kitContentTypes } from '@app/documents/kit/build-kit-document';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createCallerLimit } from '../../http/caller-limit';
import { bearerSecurity, errorResponses } from '../../http/error-responses';
import { requirePlanFeature } from '../../http/plan-gate';
import { getUser } from '../../plugins/auth';
import type { ReportsContext } from '../reports/context';
import type { DownloadRouteOptions } from '../reports/document-routes';
import { kitDocumentsLimit } from './rate-limits';
import { downloadKitDocument, listReportKit } from './service';

const binaryFile = z.string().meta({ format: 'binary' });

/**
 * GET `<prefix>/reports/:id/kit` (every plan: Free sees the list) and `<prefix>/reports/:id/kit/:document`
 * (plans with exports, the one PLAN_REQUIRED hook of the report downloads). Registered once for the
 * dashboard (`/api`, session) and once for `/api/v1` (API key), with the same code path.
 */
export function registerKitRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  options: DownloadRouteOptions,
): void {
  const { ctx, prefix, authenticate, limits = [], tag, security } = options;
  const renderLimit = createCallerLimit(app, kitDocumentsLimit);

  app.get(
    `${prefix}/reports/:id/kit`,
    {
      schema: {
        tags: [tag],
        summary: 'The document kit: the drafts that apply to the report’s company, with the gaps each closes',
        description:
          'Every plan sees the list; `canDownload` says whether the plan downloads the drafts. Roadmap items ' +
          'are named only on plans with the full analysis.',
        security,
        params: reportIdParamsSchema,
        response: { 200: kitResponseSchema, ...errorResponses },
      },
      onRequest: authenticate,
      preHandler: limits,
    },
    async (request) => {
      const user = getUser(request);
      const documents = await listReportKit(ctx, user, request.params.id);
      return { success: true as const, canDownload: hasPermission(user, 'reports:export'), documents };
    },
  );

  app.get(
    `${prefix}/reports/:id/kit/:document`,
    {
      schema: {
        tags: [tag],
        summary: 'Download one draft of the kit (?format=docx|odt|xlsx|ods&lang=bg|en)',
        description:
          'Text drafts come as docx or odt, registers and logs as xlsx or ods (the formats the list gives). ' +
          'A draft that does not apply to the company is NOT_FOUND (404); plans without exports get ' +
          'PLAN_REQUIRED (403).',
        security,
        params: kitDocumentParamsSchema,
        querystring: kitDocumentQuerySchema,
        response: {
          200: {
            description: 'The file, as an attachment',
            content: Object.fromEntries(
              Object.values(kitContentTypes).map((type) => [type, { schema: binaryFile }]),
            ),
          },
          ...errorResponses,
        },
      },
      onRequest: [authenticate, requirePlanFeature('reports:export')],
      preHandler: [...limits, renderLimit],
    },
    async (request, reply) => {
      const { id, document } = request.params;
      const file = await downloadKitDocument(ctx, getUser(request), {
        id,
        document,
        format: request.query.format,
        language: request.query.lang,
      });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.content as unknown as string);
    },
  );
}

/** The dashboard's kit routes, under /api with the session's token. */
export const kitRoutes: FastifyPluginAsyncZod<{ ctx: ReportsContext }> = async (app, { ctx }) => {
  registerKitRoutes(app, {
    ctx,
    prefix: '/api',
    authenticate: app.authenticate,
    tag: 'reports',
    security: bearerSecurity,
  });
};
