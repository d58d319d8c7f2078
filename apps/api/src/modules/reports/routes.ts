import type { FastifyPluginAsync } from 'fastify';
import { assessmentRoutes } from './assessment-routes';
import type { ReportsContext } from './context';
import { documentRoutes } from './document-routes';
import { reportRoutes } from './report-routes';

/** The assessment journey on the server: submission, the report history, documents and e-mail. */
export const reportsRoutes: FastifyPluginAsync<{ ctx: ReportsContext }> = async (app, { ctx }) => {
  await app.register(assessmentRoutes, { ctx });
  await app.register(reportRoutes, { ctx });
  await app.register(documentRoutes, { ctx });
};
