import { Readable } from 'node:stream';
import { aiQuestionSchema, aiSummaryQuerySchema } from '@app/core/ai/schemas';
import { reportIdParamsSchema } from '@app/core/reports/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, errorResponses } from '../../http/error-responses';
import { getUser } from '../../plugins/auth';
import type { ReportsContext } from '../reports/context';
import { getReadableReport, requireCompleted } from '../reports/report-service';
import type { AiContext } from './context';
import { type AnswerEvent, answerQuestion } from './question-service';

/** "Ask about your report": the answer streams as server-sent events while the model writes it. */
export const questionRoutes: FastifyPluginAsyncZod<{ ai: AiContext; reports: ReportsContext }> = async (
  app,
  { ai, reports },
) => {
  app.post(
    '/api/reports/:id/ai-questions',
    {
      schema: {
        tags: ['ai'],
        hide: ai.llm === undefined,
        summary: 'Answers a question about a report, streamed as server-sent events',
        description:
          'Events: `sources` (the guide sections found by full-text search), `delta` (the next words), ' +
          '`done` (the sections and articles the answer cites), `declined` (not about data protection: ' +
          'nothing is sent to the model and nothing counted) and `error`. Refusals (plan, quota, AI turned ' +
          'off) and a provider that cannot be reached are ordinary error answers.',
        security: bearerSecurity,
        params: reportIdParamsSchema,
        querystring: aiSummaryQuerySchema,
        body: aiQuestionSchema,
        response: {
          200: z.string().describe('The answer as server-sent events (text/event-stream)'),
          ...errorResponses,
        },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const user = getUser(request);
      const report = requireCompleted(await getReadableReport(reports, user.id, request.params.id));
      // A reader who leaves stops the model too.
      const stop = new AbortController();
      request.raw.on('close', () => stop.abort());
      const events = await answerQuestion(
        ai,
        user,
        { analysis: report.analysis },
        {
          language: request.query.lang ?? request.language,
          question: request.body.question,
          signal: stop.signal,
        },
      );
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('x-accel-buffering', 'no')
          // A stream, not the JSON the error schemas describe: Fastify sends it as it comes.
          .send(Readable.from(formatEvents(events)) as unknown as string)
      );
    },
  );
};

async function* formatEvents(events: AsyncGenerator<AnswerEvent>): AsyncGenerator<string> {
  for await (const { type, ...data } of events) yield `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}
