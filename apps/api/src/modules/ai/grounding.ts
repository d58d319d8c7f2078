import type { AiSummarySentence } from '@app/core/ai/schemas';
import { z } from 'zod';
import type { listCitableIds } from './summary-input';

const ids = z.array(z.string().max(64)).max(20).catch([]);
const modelSentenceSchema = z.object({
  text: z.string().trim().min(1).max(600),
  issueIds: ids.default([]),
  articleIds: ids.default([]),
  recommendationIds: ids.default([]),
});
const modelAnswerSchema = z.object({ sentences: z.array(z.unknown()).max(20) });

export type GroundedSummary = { sentences: AiSummarySentence[]; dropped: number };

/**
 * Keeps the sentences of the model's summary that are grounded in the analysis: each must cite at least
 * one id, and every id it cites must be one the analysis holds (an issue, an article, a recommendation).
 * A sentence citing anything else, or nothing, is dropped; so is anything that is not a sentence of the
 * agreed shape. Throws when the answer is not that JSON object at all.
 */
export function groundSummary(answer: string, citable: ReturnType<typeof listCitableIds>): GroundedSummary {
  const parsed = modelAnswerSchema.parse(JSON.parse(stripCodeFence(answer)));
  const sentences: AiSummarySentence[] = [];
  let dropped = 0;
  for (const candidate of parsed.sentences) {
    const sentence = modelSentenceSchema.safeParse(candidate);
    if (!sentence.success || !isGrounded(sentence.data, citable)) {
      dropped += 1;
      continue;
    }
    sentences.push(sentence.data);
  }
  return { sentences, dropped };
}

function isGrounded(sentence: AiSummarySentence, citable: ReturnType<typeof listCitableIds>): boolean {
  const cited = sentence.issueIds.length + sentence.articleIds.length + sentence.recommendationIds.length;
  return (
    cited > 0 &&
    sentence.issueIds.every((id) => citable.issueIds.has(id)) &&
    sentence.articleIds.every((id) => citable.articleIds.has(id)) &&
    sentence.recommendationIds.every((id) => citable.recommendationIds.has(id))
  );
}

// Some models wrap JSON in a Markdown code fence even when asked not to.
function stripCodeFence(text: string): string {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/.exec(text);
  return fenced?.[1] ?? text;
}
