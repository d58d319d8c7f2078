import { z } from 'zod';

/**
 * The language-model provider's settings, part of the one configuration schema (config.ts). Any
 * OpenAI-compatible chat API: OpenAI, Azure OpenAI, Mistral, or a vLLM, Ollama or llama.cpp server
 * (docs/decisions/010-language-model-client.md). Optional as a group: without them no AI feature is
 * offered and nothing says "AI". Half of them is a mistake, so start-up stops and names what is missing.
 */
export const llmEnvShape = {
  LLM_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().trim().min(1).optional(),
  /** Who the privacy policy names as the processor; defaults to the address's host. */
  LLM_PROVIDER_NAME: z.string().trim().min(1).max(200).optional(),
  /** The most tokens one answer may take: the cost of a request is bounded. */
  LLM_MAX_TOKENS: z.coerce.number().int().min(64).max(8192).default(800),
  /** How long one request may take, streaming included, before the product gives up on it. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(20_000),
};

const requiredSettings = ['LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL'] as const;

export type LlmConfig = {
  baseUrl: string;
  apiKey: string;
  model: string;
  providerName: string;
  maxTokens: number;
  timeoutMs: number;
};

export function checkLlmSettings(env: Partial<Record<string, unknown>>, ctx: z.RefinementCtx) {
  const given = requiredSettings.filter((name) => env[name] !== undefined);
  if (given.length === 0 || given.length === requiredSettings.length) return;
  for (const name of requiredSettings) {
    if (env[name] === undefined) {
      ctx.addIssue({ code: 'custom', path: [name], message: `required together with ${given[0]}` });
    }
  }
}

type LlmEnv = {
  LLM_BASE_URL?: string | undefined;
  LLM_API_KEY?: string | undefined;
  LLM_MODEL?: string | undefined;
  LLM_PROVIDER_NAME?: string | undefined;
  LLM_MAX_TOKENS: number;
  LLM_TIMEOUT_MS: number;
};

export function readLlmConfig(env: LlmEnv): LlmConfig | undefined {
  const { LLM_BASE_URL, LLM_API_KEY, LLM_MODEL } = env;
  if (!LLM_BASE_URL || !LLM_API_KEY || !LLM_MODEL) return undefined;
  return {
    baseUrl: LLM_BASE_URL.replace(/\/+$/, ''),
    apiKey: LLM_API_KEY,
    model: LLM_MODEL,
    providerName: env.LLM_PROVIDER_NAME ?? new URL(LLM_BASE_URL).host,
    maxTokens: env.LLM_MAX_TOKENS,
    timeoutMs: env.LLM_TIMEOUT_MS,
  };
}
