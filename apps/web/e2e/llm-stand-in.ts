import { once } from 'node:events';
import { createServer, type Server } from 'node:http';

/** Three above the test server's port (OpenID provider, SMTP, then this), as playwright.config.ts says. */
export const llmStandInPort = Number(process.env.E2E_PORT ?? 4310) + 3;

type ChatBody = { stream?: boolean; messages?: Array<{ role: string; content: string }> };
type QuestionInput = { guideSections?: Array<{ id: string }> };
type SummaryInput = { issues?: Array<{ id: string; title: string; articles: string[] }> };

/**
 * An OpenAI-compatible chat API on loopback for the browser tests' second server (the one with LLM_*
 * set): a summary cites the analysis's first two issues, as a grounded model would, plus one sentence
 * citing an article the analysis does not hold, which the server must drop before the page shows it.
 * A question is answered word by word (streamed), citing the first guide section it was given.
 */
export async function startLlmStandIn(): Promise<() => Promise<void>> {
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as ChatBody;
    const system = body.messages?.[0]?.content ?? '';
    const isBulgarian = /(Write|Answer) in Bulgarian/.test(system);
    if (body.stream) {
      const question = JSON.parse(body.messages?.[1]?.content ?? '{}') as QuestionInput;
      const cited = question.guideSections?.[0]?.id ?? 'none';
      const words = (
        isBulgarian
          ? 'До 72 часа след като сте узнали за нарушението. '
          : 'Within 72 hours of becoming aware of the breach. '
      ).split(' ');
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const word of [...words.map((w) => `${w} `), `Sources: [${cited}]`]) {
        const chunk = {
          id: 'e2e',
          object: 'chat.completion.chunk',
          created: 0,
          model: 'e2e-model',
          choices: [{ index: 0, delta: { content: word }, finish_reason: null }],
        };
        response.write(`data: ${JSON.stringify(chunk)}\n\n`);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      response.end('data: [DONE]\n\n');
      return;
    }
    if (system.includes('You reword')) {
      const wording = JSON.parse(body.messages?.[1]?.content ?? '{}') as {
        industry: string;
        recommendations: Array<{ id: string; title: string }>;
      };
      const recommendations = wording.recommendations.map((item) => ({
        id: item.id,
        title: `${item.title} – ${isBulgarian ? 'за онлайн магазин' : 'for an online shop'}`,
        description: isBulgarian ? 'Формулирано за вашия отрасъл.' : 'Worded for your industry.',
      }));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'e2e',
          object: 'chat.completion',
          created: 0,
          model: 'e2e-model',
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: { role: 'assistant', content: JSON.stringify({ recommendations }) },
            },
          ],
        }),
      );
      return;
    }
    const input = JSON.parse(body.messages?.[1]?.content ?? '{}') as SummaryInput;
    const sentences = (input.issues ?? []).slice(0, 2).map((issue) => ({
      text: isBulgarian ? `Най-сериозният пропуск е „${issue.title}“.` : `A serious gap is “${issue.title}”.`,
      issueIds: [issue.id],
      articleIds: issue.articles.slice(0, 1),
    }));
    sentences.push({ text: 'INVENTED: a fine of EUR 5 million.', issueIds: [], articleIds: ['999'] });
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: 'chatcmpl-e2e',
        object: 'chat.completion',
        created: 0,
        model: 'e2e-model',
        choices: [
          {
            index: 0,
            finish_reason: 'stop',
            message: { role: 'assistant', content: JSON.stringify({ sentences }) },
          },
        ],
      }),
    );
  });
  server.listen(llmStandInPort, '127.0.0.1');
  await once(server, 'listening');
  return async () => {
    server.closeAllConnections();
    server.close();
  };
}
