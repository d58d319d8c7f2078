import { okResponseSchema } from '@app/core/auth/responses';
import { usageResponseSchema } from '@app/core/plans/usage';
import {
  claimReportsResponseSchema,
  claimReportsSchema,
  reportIdParamsSchema,
  reportListResponseSchema,
  reportProgressSchema,
  reportResponseSchema,
} from '@app/core/reports/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../http/error-responses';
import { message } from '../../http/messages';
import { getUser } from '../../plugins/auth';
import { readAuditUsage } from '../quota/service';
import { retryReport } from './assessment-service';
import type { ReportsContext } from './context';
import { claimReports, deleteReport, getReadableReport, listReports, updateProgress } from './report-service';
import { toReportView } from './views';

const reportResponse = { 200: reportResponseSchema, ...errorResponses };

/** The signed-in user's reports: history, one report, deletion, retry, roadmap progress, claiming. */
export const reportRoutes: FastifyPluginAsyncZod<{ ctx: ReportsContext }> = async (app, { ctx }) => {
  app.get(
    '/api/reports',
    {
      schema: {
        tags: ['reports'],
        summary: 'The user’s reports and, in a workspace, every member’s; newest first',
        security: bearerSecurity,
        response: { 200: reportListResponseSchema, ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({ success: true as const, reports: await listReports(ctx, getUser(request).id) }),
  );

  app.get(
    '/api/reports/usage',
    {
      schema: {
        tags: ['reports'],
        summary: 'Assessments this calendar month (Sofia time) against the plan’s limit',
        security: bearerSecurity,
        response: { 200: usageResponseSchema, ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const user = getUser(request);
      return { success: true as const, usage: await readAuditUsage(ctx.db, user, ctx.now()) };
    },
  );

  app.get(
    '/api/reports/:id',
    {
      schema: {
        tags: ['reports'],
        summary:
          'One report (the user’s own or a workspace member’s), its analysis reduced to the user’s plan',
        security: bearerSecurity,
        params: reportIdParamsSchema,
        response: reportResponse,
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const user = getUser(request);
      const report = await getReadableReport(ctx, user.id, request.params.id);
      return { success: true as const, report: toReportView(report, user) };
    },
  );

  app.delete(
    '/api/reports/:id',
    {
      schema: {
        tags: ['reports'],
        summary: 'Delete a report (only its author may)',
        security: bearerSecurity,
        params: reportIdParamsSchema,
        response: { 200: okResponseSchema, ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      await deleteReport(ctx, getUser(request).id, request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/reports/:id/retry',
    {
      schema: {
        tags: ['reports'],
        summary: 'Run the analysis of a pending or failed report again',
        security: bearerSecurity,
        params: reportIdParamsSchema,
        response: reportResponse,
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const user = getUser(request);
      const report = await retryReport(ctx, user.id, request.params.id);
      return { success: true as const, report: toReportView(report, user) };
    },
  );

  app.put(
    '/api/reports/:id/progress',
    {
      schema: {
        tags: ['reports'],
        summary: 'Mark a recommendation of the report done or not done',
        security: bearerSecurity,
        params: reportIdParamsSchema,
        body: reportProgressSchema,
        response: reportResponse,
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const user = getUser(request);
      const report = await updateProgress(ctx, user.id, request.params.id, request.body);
      return { success: true as const, report: toReportView(report, user) };
    },
  );

  app.post(
    '/api/reports/claim',
    {
      schema: {
        tags: ['reports'],
        summary: 'Move reports made while signed out into the account (each with its claim token)',
        description:
          'Each report moved takes an audit of the account’s plan this month, as one made in the account ' +
          'does, in the order given. Those the plan has no audit left for stay unclaimed and are listed in ' +
          '`quotaExceeded`; when not even the first fits, the answer is QUOTA_EXCEEDED (403) and nothing ' +
          'is moved. Unknown ids, wrong tokens and reports already in an account are left out silently.',
        security: bearerSecurity,
        body: claimReportsSchema,
        response: { 200: claimReportsResponseSchema, ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { claimed, overQuota } = await claimReports(ctx, getUser(request), request.body.reports);
      return {
        success: true as const,
        claimed,
        ...(overQuota.length > 0
          ? {
              quotaExceeded: {
                reportIds: overQuota,
                message: message(request, 'api-errors.quotaExceededImport'),
              },
            }
          : {}),
      };
    },
  );
};
