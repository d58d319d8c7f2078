// The baseline for assessment-load.ts: a Fastify instance with no plugins and one route that does the one
// INSERT statement that stores a visitor's assessment (the same analysis, a new id; the report row with
// its event) into the same database, through the same driver, in a process of its own as the real
// server is. What the real route costs beyond it is validation, analysis, limits and the response.
import { randomUUID } from 'node:crypto';
import { analyseAssessment } from '@app/core/analysis/analyse-assessment';
import { assessmentInputSchema } from '@app/core/assessment/schema';
import { webShopAssessment } from '@app/test-support/web-shop-assessment';
import Fastify from 'fastify';
import { openDatabase } from '../../apps/api/src/db/client';
import { internAnalysisTexts } from '../../apps/api/src/modules/reports/analysis-texts';
import { insertCompletedReport } from '../../apps/api/src/modules/reports/repository';

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: String(process.env.DATA_DIR),
});
await database.migrate();
const input = assessmentInputSchema.parse(webShopAssessment);
const analysis = analyseAssessment(input, { analysisId: randomUUID(), now: new Date(), history: [] });
const { answers, followUps, ...company } = input;

const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
app.post('/bench-bare', async (_request, reply) => {
  await insertCompletedReport(database.db, {
    ...company,
    id: randomUUID(),
    userId: null,
    claimTokenHash: null,
    idempotencyKey: null,
    language: 'bg',
    specifyIndustry: null,
    email: company.email ?? null,
    input: { answers, ...(followUps ? { followUps } : {}) },
    // The row as the product stores it: texts as references, each text stored once (after the first).
    analysis: await internAnalysisTexts(database.db, analysis),
    createdAt: new Date(),
  });
  return reply.code(201).send({ success: true });
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
