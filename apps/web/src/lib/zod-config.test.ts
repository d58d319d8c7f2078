import { describe, expect, it } from 'vitest';
import { configureZodForCsp } from './zod-config';

describe('configureZodForCsp', () => {
  it('turns on zod’s jitless mode, so zod never probes for eval under the CSP', async () => {
    configureZodForCsp();
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
    const { z } = await import('zod');
    expect(z.object({ name: z.string() }).parse({ name: 'Мария' })).toEqual({ name: 'Мария' });
  });
});
