import { messageResponseSchema } from '@app/core/auth/responses';
import {
  type ReportFormat,
  reportDocumentQuerySchema,
  reportIdParamsSchema,
  sendReportEmailSchema,
} from '@app/core/reports/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
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

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** What differs between the dashboard's downloads and /api/v1's; everything else is one code path. */
export type DownloadRouteOptions = {
  ctx: ReportsContext;
  /** The path before `/reports/:id/<format>`: `/api` or `/api/v1`. */
  prefix: '/api' | '/api/v1';
  /** The onRequest hook that sets `request.user`: a session's access token or an API key. */
  authenticate: Hook;
  /** preHandlers before the render budget, such as an API key's own calls a minute. */
  limits?: Hook[];
  /** The OpenAPI tag and `security` of the routes. */
  tag: string;
  security: { [scheme: string]: string[] }[];
};

/**
 * GET `<prefix>/reports/:id/pdf` and `/docx`, for plans with exports. The report is the caller's own
 * (or their workspace's), found by `downloadReport` whichever way the caller signed in, and the
 * download is recorded there too.
 */
export function registerReportDownloadRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  options: DownloadRouteOptions,
): void {
  const { ctx, prefix, authenticate, limits = [], tag, security } = options;
  // Rendering takes 50-300 ms of CPU a document: PDF and Word, from the dashboard or /api/v1, share
  // one budget per user.
  const renderLimit = createCallerLimit(app, reportDocumentsLimit);

  for (const format of ['pdf', 'docx'] as const satisfies ReportFormat[]) {
    app.get(
      `${prefix}/reports/:id/${format}`,
      {
        schema: {
          tags: [tag],
          summary: `Download the report as ${format === 'pdf' ? 'PDF' : 'Word (DOCX)'} (?lang=bg|en, default: the report’s language)`,
          security,
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
        onRequest: [authenticate, requirePlanFeature('reports:export')],
        preHandler: [...limits, renderLimit],
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

/** The dashboard's PDF and Word downloads and "Send to Email", for plans with exports. */
export const documentRoutes: FastifyPluginAsyncZod<{ ctx: ReportsContext }> = async (app, { ctx }) => {
  registerReportDownloadRoutes(app, {
    ctx,
    prefix: '/api',
    authenticate: app.authenticate,
    tag: 'reports',
    security: bearerSecurity,
  });

  const emailLimit = createCallerLimit(app, {
    name: 'report-emails',
    timeWindowMs: 60 * 60_000,
    perUser: 10,
  });
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
