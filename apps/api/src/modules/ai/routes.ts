import {
  aiSettingsSchema,
  aiStatusResponseSchema,
  aiSummaryQuerySchema,
  aiSummaryResponseSchema,
  aiWordingsResponseSchema,
} from '@app/core/ai/schemas';
import { reportIdParamsSchema } from '@app/core/reports/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../http/error-responses';
import { getUser } from '../../plugins/auth';
import type { ReportsContext } from '../reports/context';
import { getReadableReport, requireCompleted } from '../reports/report-service';
import type { AiContext } from './context';
import { questionRoutes } from './question-routes';
import { readAiStatus, setAiEnabled, summariseReport } from './service';
import { wordRecommendations } from './wording-service';

/** The AI features (docs/decisions/010-language-model-client.md): status, the setting, the summary, questions. */
export const aiRoutes: FastifyPluginAsyncZod<{ ai: AiContext; reports: ReportsContext }> = async (
  app,
  { ai, reports },
) => {
  // Without a provider the API documentation names no AI feature either.
  const hide = ai.llm === undefined;
  app.get(
    '/api/ai/status',
    {
      schema: {
        tags: ['ai'],
        hide,
        summary: 'Whether the AI features are offered and on, and this month’s AI requests against the plan',
        security: bearerSecurity,
        response: { 200: aiStatusResponseSchema, ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({ success: true as const, ai: await readAiStatus(ai, getUser(request)) }),
  );

  app.put(
    '/api/ai/settings',
    {
      schema: {
        tags: ['ai'],
        hide,
        summary: 'Turns the AI features on or off for the user',
        security: bearerSecurity,
        body: aiSettingsSchema,
        response: { 200: aiStatusResponseSchema, ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      ai: await setAiEnabled(ai, getUser(request), request.body.enabled),
    }),
  );

  app.post(
    '/api/reports/:id/ai-summary',
    {
      schema: {
        tags: ['ai'],
        hide,
        summary:
          'The management summary of a report, written by the language model from the analysis alone, each ' +
          'sentence with the ids it cites; kept per report, methodology version and language',
        security: bearerSecurity,
        params: reportIdParamsSchema,
        querystring: aiSummaryQuerySchema,
        response: { 200: aiSummaryResponseSchema, ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const user = getUser(request);
      const report = requireCompleted(await getReadableReport(reports, user.id, request.params.id));
      const language = request.query.lang ?? request.language;
      const summary = await summariseReport(ai, user, report, language);
      return { success: true as const, summary };
    },
  );

  app.post(
    '/api/reports/:id/ai-recommendations',
    {
      schema: {
        tags: ['ai'],
        hide,
        summary:
          'The most urgent recommendations’ titles and descriptions worded by the language model for the ' +
          'company’s industry and size; priority, effort, cost, timeline and articles stay the catalogue’s',
        security: bearerSecurity,
        params: reportIdParamsSchema,
        querystring: aiSummaryQuerySchema,
        response: { 200: aiWordingsResponseSchema, ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const user = getUser(request);
      const report = requireCompleted(await getReadableReport(reports, user.id, request.params.id));
      const language = request.query.lang ?? request.language;
      const wordings = await wordRecommendations(ai, user, report, language);
      return { success: true as const, wordings };
    },
  );

  await app.register(questionRoutes, { ai, reports });
};
