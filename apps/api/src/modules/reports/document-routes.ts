import { messageResponseSchema } from '@app/core/auth/responses';
import {
  type ReportFormat,
  reportDocumentQuerySchema,
  reportIdParamsSchema,
  sendReportEmailSchema,
} from '@app/core/reports/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createCallerLimit } from '../../http/caller-limit';
import { bearerSecurity, errorResponses } from '../../http/error-responses';
import { requirePlanFeature } from '../../http/plan-gate';
import { translate } from '../../i18n/messages';
import { getUser } from '../../plugins/auth';
import { createAttachmentHeader } from './content-disposition';
import type { ReportsContext } from './context';
import { documentContentTypes, downloadReport, emailReport } from './documents-service';
import { reportDocumentsLimit } from './rate-limits';

const binaryFile = z.string().meta({ format: 'binary' });

/** PDF and Word downloads and "Send to Email", for plans with exports. */
export const documentRoutes: FastifyPluginAsyncZod<{ ctx: ReportsContext }> = async (app, { ctx }) => {
  // Rendering takes 50-300 ms of CPU a document; PDF and Word share one budget.
  const renderLimit = createCallerLimit(app, reportDocumentsLimit);
  const emailLimit = createCallerLimit(app, {
    name: 'report-emails',
    timeWindowMs: 60 * 60_000,
    perUser: 10,
  });

  for (const format of ['pdf', 'docx'] as const satisfies ReportFormat[]) {
    app.get(
      `/api/reports/:id/${format}`,
      {
        schema: {
          tags: ['reports'],
          summary: `Download the report as ${format === 'pdf' ? 'PDF' : 'Word (DOCX)'} (?lang=bg|en, default: the report’s language)`,
          security: bearerSecurity,
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
        onRequest: [app.authenticate, requirePlanFeature('reports:export')],
        preHandler: renderLimit,
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

  app.post(
    '/api/reports/:id/email',
    {
      schema: {
        tags: ['reports'],
        summary: 'Send the report as a PDF attachment to an e-mail address (queued, then delivered)',
        security: bearerSecurity,
        params: reportIdParamsSchema,
        body: sendReportEmailSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
      onRequest: [app.authenticate, requirePlanFeature('reports:export')],
      preHandler: emailLimit,
    },
    async (request) => {
      const { email, language } = request.body;
      await emailReport(ctx, getUser(request), { id: request.params.id, email, language });
      const message = translate(request.language, 'reports.emailQueued', { email }) ?? 'reports.emailQueued';
      return { success: true as const, message };
    },
  );
};
