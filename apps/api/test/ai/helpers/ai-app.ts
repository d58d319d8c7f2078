import { type LlmPeer, startLlmPeer } from '@app/test-support/llm-peer';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { TestApp } from '../../helpers/app';
import { createReportsTestApp } from '../../reports/helpers/reports-app';

/**
 * For one test file: the application with a language-model provider, the stand-in on loopback, whose
 * request log is emptied before every test. `env` adds to or overrides the provider's settings.
 */
export function useAppWithProvider(env: Record<string, string> = {}) {
  const context = {} as { testApp: TestApp; peer: LlmPeer };
  beforeAll(async () => {
    context.peer = await startLlmPeer();
    context.testApp = await createReportsTestApp({
      LLM_BASE_URL: context.peer.url,
      LLM_API_KEY: 'sk-test-llm',
      LLM_MODEL: 'test-model',
      ...env,
    });
  });
  afterAll(async () => {
    await context.testApp.close();
    await context.peer.close();
  });
  beforeEach(() => {
    context.peer.requests.length = 0;
  });
  return context;
}
