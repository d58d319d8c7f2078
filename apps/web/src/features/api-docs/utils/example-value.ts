import { isJsonObject, type JsonObject, resolveObject } from './resolve-ref';

/** Fixed placeholders: the examples never depend on the clock or on chance, so they read the same each time. */
const stringsByFormat: Readonly<Record<string, string>> = {
  email: 'name@example.com',
  uuid: '00000000-0000-4000-8000-000000000000',
  'date-time': '2026-01-31T09:00:00Z',
  date: '2026-01-31',
  time: '09:00:00Z',
  uri: 'https://example.com',
  url: 'https://example.com',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
};

const maxDepth = 12;

/**
 * The smallest value a schema accepts, as far as a reader can tell: only required properties, the first
 * allowed value of an enum, the first option of a choice, the lower bound of a range. Used for the body
 * of the curl example, so it shows what a call must send and nothing more.
 */
export function buildExampleValue(document: JsonObject, schema: unknown): unknown {
  return exampleOf(document, schema, new Set(), 0);
}

function exampleOf(document: JsonObject, schema: unknown, seen: ReadonlySet<string>, depth: number): unknown {
  const { value, refs, isCycle } = resolveObject(document, schema, seen);
  if (!value || isCycle || depth > maxDepth) return null;
  const below = new Set([...seen, ...refs]);
  const next = (inner: unknown) => exampleOf(document, inner, below, depth + 1);

  if (value.const !== undefined) return value.const;
  if (Array.isArray(value.examples) && value.examples.length > 0) return value.examples[0];
  if (value.example !== undefined) return value.example;
  if (Array.isArray(value.enum) && value.enum.length > 0)
    return value.enum.find((option) => option !== null) ?? null;
  if (value.default !== undefined) return value.default;

  const choice = value.oneOf ?? value.anyOf;
  if (Array.isArray(choice) && choice.length > 0) {
    const nonNull = choice.find((option) => resolveObject(document, option, below).value?.type !== 'null');
    return next(nonNull ?? choice[0]);
  }
  if (Array.isArray(value.allOf))
    return (
      value.allOf.reduce<unknown>((merged, part) => mergeExamples(merged, next(part)), undefined) ?? null
    );

  switch (typeOf(value)) {
    case 'object':
      return objectExample(value, next);
    case 'array': {
      const count = typeof value.minItems === 'number' ? Math.min(value.minItems, 3) : 0;
      return Array.from({ length: count }, () => next(value.items));
    }
    case 'string':
      return stringExample(value);
    case 'integer':
    case 'number':
      return numberExample(value);
    case 'boolean':
      return true;
    default:
      return null;
  }
}

function typeOf(schema: JsonObject): string | undefined {
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  return isJsonObject(schema.properties) ? 'object' : undefined;
}

function objectExample(schema: JsonObject, next: (inner: unknown) => unknown): Record<string, unknown> {
  const properties = isJsonObject(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  const result: Record<string, unknown> = {};
  for (const key of required) if (typeof key === 'string') result[key] = next(properties[key]);
  return result;
}

function stringExample(schema: JsonObject): string {
  const base = (typeof schema.format === 'string' && stringsByFormat[schema.format]) || 'string';
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Number.POSITIVE_INFINITY;
  return base.padEnd(Math.min(min, 256), 'x').slice(0, max);
}

function numberExample(schema: JsonObject): number {
  const step = schema.type === 'integer' ? 1 : 0.5;
  let result = 0;
  if (typeof schema.minimum === 'number') result = schema.minimum;
  else if (typeof schema.exclusiveMinimum === 'number') result = schema.exclusiveMinimum + step;
  if (typeof schema.maximum === 'number' && result > schema.maximum) result = schema.maximum;
  return schema.type === 'integer' ? Math.ceil(result) : result;
}

function mergeExamples(left: unknown, right: unknown): unknown {
  if (isJsonObject(left) && isJsonObject(right)) return { ...left, ...right };
  return right ?? left;
}
