import {
  type ReportFormat,
  reportDocumentQuerySchema,
  reportIdParamsSchema,
} from '@app/core/reports/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createCallerLimit } from '../../http/caller-limit';
import { errorResponses } from '../../http/error-responses';
import { requirePlanFeature } from '../../http/plan-gate';
import { getUser } from '../../plugins/auth';
import { createAttachmentHeader } from '../reports/content-disposition';
import type { ReportsContext } from '../reports/context';
import { documentContentTypes, downloadReport } from '../reports/documents-service';
import { reportDocumentsLimit } from '../reports/rate-limits';
import { apiKeySecurity, type createApiKeyGuard } from './key-auth';

const binaryFile = z.string().meta({ format: 'binary' });

/** GET /api/v1/reports/:id/pdf and /docx: the same files as the dashboard's downloads. */
export function registerV1DocumentRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  options: { ctx: ReportsContext; guard: ReturnType<typeof createApiKeyGuard> },
): void {
  const { ctx, guard } = options;
  // Rendering costs CPU: one per-user budget with the dashboard's downloads.
  const renderLimit = createCallerLimit(app, reportDocumentsLimit);

  for (const format of ['pdf', 'docx'] as const satisfies ReportFormat[]) {
    app.get(
      `/api/v1/reports/:id/${format}`,
      {
        schema: {
          tags: ['api-v1'],
          summary: `Download the report as ${format === 'pdf' ? 'PDF' : 'Word (DOCX)'} (?lang=bg|en, default: the report’s language)`,
          security: apiKeySecurity,
          params: reportIdParamsSchema,
          querystring: reportDocumentQuerySchema,
          response: {
            200: {
              description: 'The file, as an attachment',
              content: { [documentContentTypes[format]]: { schema: binaryFile } },
            },
            ...errorResponses,
          },
        },
        onRequest: [guard.authenticate, requirePlanFeature('reports:export')],
        preHandler: [guard.limit, renderLimit],
      },
      async (request, reply) => {
        const document = await downloadReport(ctx, getUser(request), {
          id: request.params.id,
          format,
          language: request.query.lang,
        });
        return (
          reply
            .header('content-type', document.contentType)
            .header(
              'content-disposition',
              createAttachmentHeader(document.fileName, document.company, document.generatedAt, format),
            )
            .header('cache-control', 'no-store')
            // A Buffer goes out as is, never through the serializer; the schema above only documents it.
            .send(document.content as unknown as string)
        );
      },
    );
  }
}
