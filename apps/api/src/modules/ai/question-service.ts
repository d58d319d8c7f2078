import type { AiCitation } from '@app/core/ai/schemas';
import type { AnalysisResult } from '@app/core/analysis/result-schema';
import type { Language } from '@app/core/errors';
import { formatGdprArticle } from '@app/core/i18n/gdpr-article';
import { AppError } from '../../errors';
import { translate, translateError } from '../../i18n/messages';
import type { AiContext } from './context';
import { guideSectionHref, storeGuideSections } from './guide-sections';
import { fillPrompt } from './prompts';
import { giveBackAiRequest } from './repository';
import { findGuideSections } from './retrieval';
import { type AiUser, checkAiAllowed, takeAiRequestOrRefuse } from './service';
import { buildSummaryInput } from './summary-input';

const languageNames: Record<Language, string> = { bg: 'Bulgarian', en: 'English' };

/** One event of the streamed answer (server-sent events, `event: <type>`). */
export type AnswerEvent =
  | { type: 'sources'; sections: Array<{ id: string; title: string; href: string | null }> }
  | { type: 'delta'; text: string }
  | { type: 'done'; citations: AiCitation[] }
  | { type: 'declined'; message: string }
  | { type: 'error'; code: string; message: string };

/**
 * What a person typed may hold personal data the model has no need of: e-mail addresses, and numbers
 * long enough to be a phone, an ЕГН or an account, are replaced before the question is sent.
 */
export function redactQuestion(question: string): string {
  return question
    .replace(/[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu, '[e-mail]')
    .replace(/\+?\d[\d\s/-]{6,}\d/g, '[number]');
}

/**
 * Answers a question about a report from its analysis and the guide sections that match it (full-text
 * search), streamed as events. Checks, the quota and the model's first words come before the first
 * event, so a refusal or an unreachable provider is an ordinary error answer. A question that matches no
 * guide section is declined without asking the model, and does not count. Citations in the answer are
 * kept only when they name a section that was sent or an article the analysis holds.
 */
export async function answerQuestion(
  ctx: AiContext,
  user: AiUser,
  report: { analysis: AnalysisResult },
  input: { language: Language; question: string; signal: AbortSignal },
): Promise<AsyncGenerator<AnswerEvent>> {
  const llm = await checkAiAllowed(ctx, user);
  const { language } = input;
  const offTopic = translate(language, 'report-ask:offTopic') ?? '';
  await storeGuideSections(ctx.db);
  const sections = await findGuideSections(ctx.db, language, input.question);
  if (sections.length === 0) {
    return (async function* (): AsyncGenerator<AnswerEvent> {
      yield { type: 'declined', message: offTopic };
    })();
  }
  const requestId = await takeAiRequestOrRefuse(ctx, user, 'answer');
  const messages = [
    {
      role: 'system' as const,
      content: fillPrompt('answer', { language: languageNames[language], offTopic }),
    },
    {
      role: 'user' as const,
      content: JSON.stringify({
        report: buildSummaryInput(report.analysis, language),
        guideSections: sections.map((section) => ({
          id: section.id,
          title: section.title,
          text: section.body.slice(0, 2000),
        })),
        question: redactQuestion(input.question),
      }),
    },
  ];
  const pieces = llm.stream(messages, input.signal)[Symbol.asyncIterator]();
  let first: IteratorResult<string>;
  try {
    first = await pieces.next();
  } catch (error) {
    await giveBackAiRequest(ctx.db, requestId);
    throw error;
  }
  const articles = new Set([
    ...report.analysis.issues.flatMap((issue) => issue.articles),
    ...report.analysis.recommendations.flatMap((recommendation) => recommendation.articles),
  ]);
  return (async function* (): AsyncGenerator<AnswerEvent> {
    yield {
      type: 'sources',
      sections: sections.map((section) => ({
        id: section.id,
        title: section.title,
        href: guideSectionHref(section.id) ?? null,
      })),
    };
    let answer = '';
    try {
      for (let next = first; !next.done; next = await pieces.next()) {
        answer += next.value;
        yield { type: 'delta', text: next.value };
      }
    } catch (error) {
      await giveBackAiRequest(ctx.db, requestId);
      const failure = error instanceof AppError ? error : new AppError('AI_UNAVAILABLE', { cause: error });
      yield { type: 'error', code: failure.code, message: translateError(language, failure.messageKey) };
      return;
    }
    yield { type: 'done', citations: readCitations(answer, sections, articles, language) };
  })();
}

/** The `[guide:section]` and `[article:33]` markers of the answer that name what was really given. */
function readCitations(
  answer: string,
  sections: Array<{ id: string; title: string }>,
  articles: Set<string>,
  language: Language,
): AiCitation[] {
  const citations: AiCitation[] = [];
  const seen = new Set<string>();
  for (const [, marker] of answer.matchAll(/\[([\w-]+:[\w().-]+)\]/g)) {
    if (!marker || seen.has(marker)) continue;
    seen.add(marker);
    const section = sections.find((candidate) => candidate.id === marker);
    if (section) {
      citations.push({
        kind: 'guide',
        id: section.id,
        label: section.title,
        href: guideSectionHref(section.id) ?? null,
      });
      continue;
    }
    const article = marker.startsWith('article:') ? marker.slice('article:'.length) : undefined;
    if (article && articles.has(article)) {
      citations.push({
        kind: 'article',
        id: article,
        label: formatGdprArticle(article, language),
        href: null,
      });
    }
  }
  return citations;
}
