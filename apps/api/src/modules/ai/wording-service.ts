import type { AiWordings } from '@app/core/ai/schemas';
import type { AnalysisResult } from '@app/core/analysis/result-schema';
import type { Language } from '@app/core/errors';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { aiWordings } from '../../db/schema';
import { AppError } from '../../errors';
import type { AiContext } from './context';
import { fillPrompt, promptVersions } from './prompts';
import { type AiUser, checkAiAllowed, withAiRequest } from './service';

const languageNames: Record<Language, string> = { bg: 'Bulgarian', en: 'English' };

/** The most urgent recommendations are reworded: one answer within LLM_MAX_TOKENS holds about this many. */
export const wordedRecommendationCount = 6;

const modelAnswerSchema = z.object({ recommendations: z.array(z.unknown()).max(20) });
const modelWordingSchema = z.object({
  id: z.string(),
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().min(1).max(1200),
});

/**
 * The recommendations' titles and descriptions worded for the company's industry and size (the codes the
 * analysis holds: nothing a person typed), on plans with the full analysis. Only wording: the answer has
 * no field for priority, effort, cost, timeline or articles, so the screens take those from the catalogue
 * whatever the model writes. Kept per report, methodology version and language, as the summary is.
 */
export async function wordRecommendations(
  ctx: AiContext,
  user: AiUser,
  report: { id: string; analysis: AnalysisResult },
  language: Language,
): Promise<AiWordings> {
  const llm = await checkAiAllowed(ctx, user);
  const { analysis } = report;
  const key = and(
    eq(aiWordings.reportId, report.id),
    eq(aiWordings.methodologyVersion, analysis.methodologyVersion),
    eq(aiWordings.language, language),
  );
  const [cached] = await ctx.db.select().from(aiWordings).where(key);
  if (cached) return toView(cached);

  const chosen = analysis.recommendations.slice(0, wordedRecommendationCount);
  const wordings = await withAiRequest(ctx, user, 'wording', async () => {
    const answer = await llm.complete(
      [
        { role: 'system', content: fillPrompt('recommendations', { language: languageNames[language] }) },
        {
          role: 'user',
          content: JSON.stringify({
            industry: analysis.industry,
            employees: analysis.employeeCount,
            recommendations: chosen.map((item) => ({
              id: item.id,
              title: item.title[language],
              description: item.description[language],
            })),
          }),
        },
      ],
      { json: true },
    );
    const ids = new Set(chosen.map((item) => item.id));
    try {
      const parsed = modelAnswerSchema.parse(JSON.parse(answer));
      const kept = parsed.recommendations
        .map((candidate) => modelWordingSchema.safeParse(candidate))
        .flatMap((result) => (result.success && ids.has(result.data.id) ? [result.data] : []));
      const unique = [...new Map(kept.map((item) => [item.id, item])).values()];
      if (unique.length === 0) throw new Error('no usable wording');
      return unique;
    } catch (error) {
      throw new AppError('AI_UNAVAILABLE', { cause: error });
    }
  });
  await ctx.db
    .insert(aiWordings)
    .values({
      reportId: report.id,
      methodologyVersion: analysis.methodologyVersion,
      language,
      promptVersion: promptVersions.recommendations,
      wordings,
      createdAt: ctx.now(),
    })
    .onConflictDoNothing();
  const [stored] = await ctx.db.select().from(aiWordings).where(key);
  if (!stored) throw new AppError('AI_UNAVAILABLE');
  return toView(stored);
}

function toView(row: typeof aiWordings.$inferSelect): AiWordings {
  return {
    language: row.language as Language,
    methodologyVersion: row.methodologyVersion,
    promptVersion: row.promptVersion,
    recommendations: row.wordings as AiWordings['recommendations'],
    createdAt: row.createdAt.toISOString(),
  };
}
