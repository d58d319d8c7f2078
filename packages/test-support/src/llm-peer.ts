import { once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type LlmRequest = {
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    max_tokens?: number;
    stream?: boolean;
    response_format?: { type: string };
    messages: Array<{ role: string; content: string }>;
  };
};

/** What the stand-in does with the next request: answer, stream, fail, or never answer. */
export type LlmBehaviour =
  | { kind: 'answer'; content: string }
  | { kind: 'stream'; pieces: string[]; delayMs?: number }
  | { kind: 'error'; status: number }
  | { kind: 'hang' };

export type LlmPeer = {
  url: string;
  requests: LlmRequest[];
  /** Sets how every following request is answered; `reply` may depend on the request. */
  behave(reply: LlmBehaviour | ((request: LlmRequest) => LlmBehaviour)): void;
  close(): Promise<void>;
};

/**
 * A small HTTP server standing in for an OpenAI-compatible chat API on loopback (POST
 * /v1/chat/completions, whole or streamed as server-sent events): it records every request, so tests can
 * assert on exactly what the product sent to the model. The API tests take any free port; the browser
 * tests' server is configured with a fixed one.
 */
export async function startLlmPeer({ port = 0 }: { port?: number } = {}): Promise<LlmPeer> {
  const requests: LlmRequest[] = [];
  let behaviour: (request: LlmRequest) => LlmBehaviour = () => ({ kind: 'answer', content: '{}' });
  const open = new Set<ServerResponse>();
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const recorded: LlmRequest = {
      path: request.url ?? '',
      authorization: request.headers.authorization,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'),
    };
    requests.push(recorded);
    if (recorded.path !== '/v1/chat/completions') {
      response.writeHead(404, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ error: { message: 'not found' } }));
    }
    const reply = behaviour(recorded);
    if (reply.kind === 'hang') {
      open.add(response);
      return;
    }
    if (reply.kind === 'error') {
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ error: { message: 'stand-in failure', type: 'server_error' } }));
    }
    if (reply.kind === 'answer') {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: 0,
          model: recorded.body.model,
          choices: [
            { index: 0, finish_reason: 'stop', message: { role: 'assistant', content: reply.content } },
          ],
        }),
      );
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const piece of reply.pieces) {
      const chunk = {
        id: 'chatcmpl-test',
        object: 'chat.completion.chunk',
        created: 0,
        model: recorded.body.model,
        choices: [{ index: 0, delta: { content: piece }, finish_reason: null }],
      };
      response.write(`data: ${JSON.stringify(chunk)}\n\n`);
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    }
    response.end('data: [DONE]\n\n');
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}/v1`,
    requests,
    behave(reply) {
      behaviour = typeof reply === 'function' ? reply : () => reply;
    },
    async close() {
      for (const response of open) response.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
