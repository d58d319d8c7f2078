import OpenAI from 'openai';
import { AppError } from '../../errors';
import type { LlmConfig } from './llm-config';

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/** The one way the product talks to the language model (docs/decisions/010-language-model-client.md). */
export type LlmClient = {
  /** The whole answer; `json` asks for a JSON object (OpenAI's `response_format`). */
  complete(messages: ChatMessage[], options?: { json?: boolean }): Promise<string>;
  /** The answer as it is written, piece by piece. */
  stream(messages: ChatMessage[], signal?: AbortSignal): AsyncIterable<string>;
};

/**
 * A client of any OpenAI-compatible chat API through the `openai` library: `baseURL` points it at
 * OpenAI, Azure OpenAI, Mistral, vLLM, Ollama or llama.cpp. Every request is capped (LLM_MAX_TOKENS) and
 * bounded in time (LLM_TIMEOUT_MS, streaming included), with no retry: a user waits at most that long.
 * Any failure becomes AI_UNAVAILABLE, whose message says the report is complete without it.
 */
export function createLlmClient(config: LlmConfig): LlmClient {
  const openai = new OpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    timeout: config.timeoutMs,
    maxRetries: 0,
  });
  const request = { model: config.model, max_tokens: config.maxTokens, temperature: 0.2 };

  return {
    async complete(messages, options = {}) {
      const signal = AbortSignal.timeout(config.timeoutMs);
      try {
        const completion = await openai.chat.completions.create(
          {
            ...request,
            messages,
            ...(options.json ? { response_format: { type: 'json_object' as const } } : {}),
          },
          { signal },
        );
        const content = completion.choices[0]?.message?.content;
        if (typeof content !== 'string' || content.trim() === '') throw new Error('empty answer');
        return content;
      } catch (error) {
        throw new AppError('AI_UNAVAILABLE', { cause: error });
      }
    },

    async *stream(messages, outerSignal) {
      const signal = AbortSignal.any([
        AbortSignal.timeout(config.timeoutMs),
        ...(outerSignal ? [outerSignal] : []),
      ]);
      let chunks: AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>;
      try {
        chunks = await openai.chat.completions.create({ ...request, messages, stream: true }, { signal });
      } catch (error) {
        throw new AppError('AI_UNAVAILABLE', { cause: error });
      }
      // The library stops waiting for the answer's start at the signal; the answer's end is bounded here.
      const iterator = chunks[Symbol.asyncIterator]();
      const aborted = new Promise<never>((_resolve, reject) => {
        const fail = () => reject(signal.reason ?? new Error('aborted'));
        if (signal.aborted) fail();
        else signal.addEventListener('abort', fail, { once: true });
      });
      aborted.catch(() => {});
      try {
        while (true) {
          const next = await Promise.race([iterator.next(), aborted]);
          if (next.done) break;
          const piece = next.value.choices[0]?.delta?.content;
          if (piece) yield piece;
        }
      } catch (error) {
        void iterator.return?.();
        throw new AppError('AI_UNAVAILABLE', { cause: error });
      }
    },
  };
}
