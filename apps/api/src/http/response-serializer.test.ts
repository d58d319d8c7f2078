import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer';

const serialize = responseSerializerCompiler({
  schema: z.object({ id: z.string(), items: z.array(z.object({ name: z.string() })) }),
  method: 'GET',
  url: '/api/example',
  httpStatus: '200',
});

describe('responseSerializerCompiler', () => {
  it('sends only what the schema names, at any depth', () => {
    const row = { id: 'a', passwordHash: 'x', items: [{ name: 'b', secret: 'y' }] };
    expect(JSON.parse(serialize(row))).toEqual({ id: 'a', items: [{ name: 'b' }] });
  });

  it('refuses an answer that does not fit the schema', () => {
    let thrown: unknown;
    try {
      serialize({ id: 1, items: [] });
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });
});
