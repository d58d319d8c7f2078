import { type LlmBehaviour, type LlmRequest, startLlmPeer } from '@app/test-support/llm-peer';

/** Three above the test server's port (OpenID provider, SMTP, then this), as playwright.config.ts says. */
export const llmStandInPort = Number(process.env.E2E_PORT ?? 4310) + 3;

type QuestionInput = { guideSections?: Array<{ id: string }> };
type SummaryInput = { issues?: Array<{ id: string; title: string; articles: string[] }> };
type WordingInput = { recommendations: Array<{ id: string; title: string }> };

/**
 * An OpenAI-compatible chat API on loopback for the browser tests' second server (the one with LLM_*
 * set): a summary cites the analysis's first two issues, as a grounded model would, plus one sentence
 * citing an article the analysis does not hold, which the server must drop before the page shows it.
 * A question is answered word by word (streamed), citing the first guide section it was given.
 */
export async function startLlmStandIn(): Promise<() => Promise<void>> {
  const peer = await startLlmPeer({ port: llmStandInPort });
  peer.behave(answerAsTheBrowserTestsExpect);
  return () => peer.close();
}

function answerAsTheBrowserTestsExpect({ body }: LlmRequest): LlmBehaviour {
  const system = body.messages[0]?.content ?? '';
  const input = JSON.parse(body.messages[1]?.content ?? '{}');
  const isBulgarian = /(Write|Answer) in Bulgarian/.test(system);
  if (body.stream) {
    const cited = (input as QuestionInput).guideSections?.[0]?.id ?? 'none';
    const words = (
      isBulgarian
        ? 'До 72 часа след като сте узнали за нарушението. '
        : 'Within 72 hours of becoming aware of the breach. '
    ).split(' ');
    return {
      kind: 'stream',
      pieces: [...words.map((word) => `${word} `), `Sources: [${cited}]`],
      delayMs: 60,
    };
  }
  if (system.includes('You reword')) {
    const recommendations = (input as WordingInput).recommendations.map((item) => ({
      id: item.id,
      title: `${item.title} – ${isBulgarian ? 'за онлайн магазин' : 'for an online shop'}`,
      description: isBulgarian ? 'Формулирано за вашия отрасъл.' : 'Worded for your industry.',
    }));
    return { kind: 'answer', content: JSON.stringify({ recommendations }) };
  }
  const sentences = ((input as SummaryInput).issues ?? []).slice(0, 2).map((issue) => ({
    text: isBulgarian ? `Най-сериозният пропуск е „${issue.title}“.` : `A serious gap is “${issue.title}”.`,
    issueIds: [issue.id],
    articleIds: issue.articles.slice(0, 1),
  }));
  sentences.push({ text: 'INVENTED: a fine of EUR 5 million.', issueIds: [], articleIds: ['999'] });
  return { kind: 'answer', content: JSON.stringify({ sentences }) };
}
