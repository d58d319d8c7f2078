import { assessmentInputSchema } from '@app/core/assessment/schema';
import { createAssessmentResponseSchema, idempotencyHeadersSchema } from '@app/core/reports/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCallerLimit } from '../../http/caller-limit';
import { errorResponses } from '../../http/error-responses';
import { createAssessment } from './assessment-service';
import type { ReportsContext } from './context';
import { assessmentLimit } from './rate-limits';

/** The assessment form's submission: open to visitors and signed-in users alike. */
export const assessmentRoutes: FastifyPluginAsyncZod<{ ctx: ReportsContext }> = async (app, { ctx }) => {
  // Every submission runs the analysis; visitors get the tighter budget (plan quotas are separate).
  const limit = createCallerLimit(app, assessmentLimit(ctx.visitorLimitPerHour));

  app.post(
    '/api/assessments',
    {
      schema: {
        tags: ['reports'],
        summary:
          'Submit an assessment and analyse it (201; 200 when the Idempotency-Key repeats an earlier submission)',
        description:
          'Open to visitors: a visitor’s report comes with a claimToken, given only here, that moves it into an account after sign-in (POST /api/reports/claim). The analysis is reduced to the caller’s plan.',
        security: [{}, { bearerAuth: [] }],
        headers: idempotencyHeadersSchema,
        body: assessmentInputSchema,
        response: {
          200: createAssessmentResponseSchema,
          201: createAssessmentResponseSchema,
          ...errorResponses,
        },
      },
      onRequest: app.identify,
      preHandler: limit,
    },
    async (request, reply) => {
      const viewer = request.user;
      const created = await createAssessment(ctx, {
        input: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        author: viewer,
        language: request.language,
      });
      return reply.code(created.isNew ? 201 : 200).send({
        success: true as const,
        report: created.report,
        ...(created.claimToken ? { claimToken: created.claimToken } : {}),
      });
    },
  );
};
