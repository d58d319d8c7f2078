import type { AiStatus, AiSummary } from '@app/core/ai/schemas';
import type { AnalysisResult } from '@app/core/analysis/result-schema';
import type { Language } from '@app/core/errors';
import { planDefinitions } from '@app/core/plans/plans';
import { getMonthPeriod } from '@app/core/plans/usage';
import { AppError } from '../../errors';
import { assertPlanFeature } from '../../http/plan-gate';
import type { AuthenticatedUser } from '../auth/authenticate';
import { findPlanHolderId } from '../teams/plan-holder';
import type { AiContext } from './context';
import { groundSummary } from './grounding';
import type { LlmClient } from './llm-client';
import { fillPrompt, promptVersions } from './prompts';
import {
  countAiRequests,
  findAiEnabled,
  findSummary,
  giveBackAiRequest,
  insertSummary,
  saveAiEnabled,
  takeAiRequest,
} from './repository';
import { buildSummaryInput, listCitableIds } from './summary-input';

export type AiUser = Pick<AuthenticatedUser, 'id' | 'role' | 'plan' | 'permissions'>;

const languageNames: Record<Language, string> = { bg: 'Bulgarian', en: 'English' };

/** The AI features for this user: offered by the installation, turned on, and this month's usage. */
export async function readAiStatus(ctx: AiContext, user: AiUser): Promise<AiStatus> {
  const { start, end } = getMonthPeriod(ctx.now());
  const accountId = await findPlanHolderId(ctx.db, user.id);
  return {
    offered: ctx.llm !== undefined,
    enabled: await findAiEnabled(ctx.db, user.id),
    providerName: ctx.providerName ?? null,
    usage: {
      used: await countAiRequests(ctx.db, accountId, start),
      limit: planDefinitions[user.plan].aiRequestLimit,
      periodStart: start.toISOString(),
      periodEnd: end.toISOString(),
    },
  };
}

export async function setAiEnabled(ctx: AiContext, user: AiUser, enabled: boolean): Promise<AiStatus> {
  await saveAiEnabled(ctx.db, user.id, enabled, ctx.now());
  return readAiStatus(ctx, user);
}

/**
 * Whether this user may send this request to the model, in the order a person would want to hear it:
 * no provider, AI turned off, a plan without AI. The quota is taken separately, just before the call.
 */
export async function checkAiAllowed(ctx: AiContext, user: AiUser): Promise<LlmClient> {
  if (!ctx.llm) throw new AppError('AI_NOT_OFFERED');
  if (!(await findAiEnabled(ctx.db, user.id))) throw new AppError('AI_DISABLED');
  assertPlanFeature(user, 'recommendations:read');
  return ctx.llm;
}

/**
 * Runs `call` as one request of the account's monthly AI quota: counted before it starts, so requests
 * at once cannot overrun the limit, and given back when the model fails, so an outage costs nothing.
 * Administrators are counted but never refused.
 */
export async function withAiRequest<T>(
  ctx: AiContext,
  user: AiUser,
  kind: 'summary' | 'answer' | 'wording',
  call: () => Promise<T>,
): Promise<T> {
  const requestId = await takeAiRequestOrRefuse(ctx, user, kind);
  try {
    return await call();
  } catch (error) {
    await giveBackAiRequest(ctx.db, requestId);
    throw error;
  }
}

/** Counts one request on the paying account, or refuses with AI_QUOTA_EXCEEDED; its id, to give it back. */
export async function takeAiRequestOrRefuse(
  ctx: AiContext,
  user: AiUser,
  kind: 'summary' | 'answer' | 'wording',
): Promise<string> {
  const now = ctx.now();
  const accountId = await findPlanHolderId(ctx.db, user.id);
  const limit = user.role === 'admin' ? null : planDefinitions[user.plan].aiRequestLimit;
  const requestId = await takeAiRequest(ctx.db, {
    accountId,
    kind,
    now,
    periodStart: getMonthPeriod(now).start,
    limit,
  });
  if (!requestId) throw new AppError('AI_QUOTA_EXCEEDED');
  return requestId;
}

/**
 * The management summary of a completed report in `language`: read back when it was written before for
 * the same methodology version, else written by the model from the analysis alone and kept. Sentences
 * citing anything the analysis does not hold are dropped; a summary left with none is a failure.
 */
export async function summariseReport(
  ctx: AiContext,
  user: AiUser,
  report: { id: string; analysis: AnalysisResult },
  language: Language,
): Promise<AiSummary> {
  const llm = await checkAiAllowed(ctx, user);
  const { analysis } = report;
  const key = { reportId: report.id, methodologyVersion: analysis.methodologyVersion, language };
  const cached = await findSummary(ctx.db, key);
  if (cached) return cached;

  const { sentences, dropped } = await withAiRequest(ctx, user, 'summary', async () => {
    const answer = await llm.complete(
      [
        { role: 'system', content: fillPrompt('summary', { language: languageNames[language] }) },
        { role: 'user', content: JSON.stringify(buildSummaryInput(analysis, language)) },
      ],
      { json: true },
    );
    try {
      const grounded = groundSummary(answer, listCitableIds(analysis));
      if (grounded.sentences.length === 0) throw new Error('no grounded sentence');
      return grounded;
    } catch (error) {
      throw new AppError('AI_UNAVAILABLE', { cause: error });
    }
  });
  const summary: AiSummary = {
    language,
    methodologyVersion: analysis.methodologyVersion,
    promptVersion: promptVersions.summary,
    sentences,
    createdAt: ctx.now().toISOString(),
  };
  await insertSummary(ctx.db, { reportId: report.id, summary, droppedCount: dropped });
  return (await findSummary(ctx.db, key)) ?? summary;
}
