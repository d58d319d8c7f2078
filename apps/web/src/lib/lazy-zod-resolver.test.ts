import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver';

const schema = z.object({ email: z.email() });
type Values = z.input<typeof schema>;
const options = { fields: {}, names: ['email' as const], shouldUseNativeValidation: false };

describe('lazyZodResolver', () => {
  it('checks with the schema once it has loaded', async () => {
    const { resolver } = lazyZodResolver<Values>(async () => schema);
    const result = await resolver({ email: 'not an address' }, undefined, options);
    expect(result.errors.email).toBeDefined();
  });

  it('lets the form be sent when the checks cannot be fetched, and fetches them again next time', async () => {
    let attempts = 0;
    const { resolver } = lazyZodResolver<Values>(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return schema;
    });
    const first = await resolver({ email: 'not an address' }, undefined, options);
    expect(first).toEqual({ values: { email: 'not an address' }, errors: {} });
    const second = await resolver({ email: 'not an address' }, undefined, options);
    expect(second.errors.email).toBeDefined();
  });
});
