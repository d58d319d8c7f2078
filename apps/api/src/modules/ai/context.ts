import type { Config } from '../../config';
import type { AppDatabase } from '../../db/client';
import { createLlmClient, type LlmClient } from './llm-client';

/** What the AI code needs, built once per app. Without a provider, `llm` is undefined and nothing is offered. */
export type AiContext = {
  db: AppDatabase;
  llm: LlmClient | undefined;
  providerName: string | undefined;
  now(): Date;
};

export function createAiContext(options: { config: Pick<Config, 'llm'>; db: AppDatabase }): AiContext {
  const { config, db } = options;
  return {
    db,
    llm: config.llm ? createLlmClient(config.llm) : undefined,
    providerName: config.llm?.providerName,
    now: () => new Date(),
  };
}
