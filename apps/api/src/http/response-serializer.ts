import type { FastifySchemaCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * Every answer is checked against its route's response schema and stripped of anything the schema does
 * not name, as the zod type provider's own serializer does, but with zod's parse instead of its encode.
 * Parse compiles each object schema once; encode walks it generically, and on the 16 kB answer to a
 * submitted assessment it took twice as long (docs/operations.md, "Load"). The two differ only for
 * codecs, which no response schema holds: one added later would be parsed the wrong way round and fail
 * its route's tests, not pass unnoticed.
 */
export const responseSerializerCompiler = ({
  schema,
  method,
  url,
}: Parameters<FastifySchemaCompiler<ZodType>>[0]) => {
  return (data: unknown): string => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
