import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../helpers/app';

/*
 * The OpenAPI document must say what the server enforces: a value the document allows must not get a
 * 400, and one it refuses must not get through. The rules live in the zod schemas the routes validate
 * with; a rule zod cannot put into JSON Schema (a refinement, the second half of a pipe) vanishes from
 * the document. So every request schema of every route is probed at the edges of what its document
 * states, and the document and the schema must agree on each probe.
 */

// The routes as registered, with their zod schemas: collected by an `onRoute` hook on the app.
const routes = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const fastify = await importOriginal<typeof import('fastify')>();
  const withRouteList = ((options?: Parameters<typeof fastify.default>[0]) => {
    const app = fastify.default(options);
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    return app;
  }) as typeof fastify.default;
  return { ...fastify, default: withRouteList };
});

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
};
type Parameter = { in: string; name: string; required?: boolean; schema: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
};
type ApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};
type ZodDef = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
  element?: z.ZodType;
};

let testApp: TestApp;
let document: ApiDocument;

beforeAll(async () => {
  // Test files share a worker's modules (vitest.config.ts): an earlier file may have loaded the app with
  // the real Fastify. Loading it afresh here makes it build its instance with the mock above.
  vi.resetModules();
  const { createTestApp } = await import('../helpers/app');
  testApp = await createTestApp();
  document = (await testApp.app.inject({ url: '/api/openapi.json' })).json();
});
afterAll(() => testApp.close());

const defOf = (schema: z.ZodType): ZodDef => schema._zod.def as unknown as ZodDef;

function resolve(schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = document.components?.schemas?.[name];
  if (!target) throw new Error(`unresolved ${schema.$ref}`);
  return resolve(target);
}

/** The formats the request schemas use, checked as JSON Schema validators do. */
const formats: Record<string, RegExp> = {
  email: z.regexes.email,
  uuid: z.regexes.uuid(),
  date: z.regexes.date,
};

function hasType(type: string, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      throw new Error(`unknown type ${type}`);
  }
}

/** Whether a value is valid against the documented schema (the keywords the request schemas use). */
function documentAccepts(given: JsonSchema, value: unknown): boolean {
  const schema = resolve(given);
  if (schema.anyOf && !schema.anyOf.some((branch) => documentAccepts(branch, value))) return false;
  if (schema.oneOf && schema.oneOf.filter((branch) => documentAccepts(branch, value)).length !== 1)
    return false;
  if (schema.allOf && !schema.allOf.every((part) => documentAccepts(part, value))) return false;
  if (schema.enum && !schema.enum.some((option) => Object.is(option, value))) return false;
  if ('const' in schema && !Object.is(schema.const, value)) return false;
  if (schema.type !== undefined && ![schema.type].flat().some((type) => hasType(type, value))) return false;
  if (typeof value === 'string') {
    const length = [...value].length;
    if (schema.minLength !== undefined && length < schema.minLength) return false;
    if (schema.maxLength !== undefined && length > schema.maxLength) return false;
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) return false;
    if (schema.format !== undefined) {
      const format = formats[schema.format];
      if (!format) throw new Error(`no check for the format ${schema.format}: add it to the test`);
      if (!format.test(value)) return false;
    }
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return false;
    if (schema.maximum !== undefined && value > schema.maximum) return false;
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return false;
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) return false;
  }
  return true;
}

/** The schema and its anyOf/oneOf branches, flattened. */
function branchesOf(given: JsonSchema): JsonSchema[] {
  const schema = resolve(given);
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  return nested.length > 0 ? nested.flatMap(branchesOf) : [schema];
}

const typesOf = (schema: JsonSchema) => [schema.type ?? []].flat();

/**
 * Values at the edges of a documented value: each enum value and one not listed, strings one character
 * short of and at the minimum length, at and one over the maximum, plain and e-mail shaped, numbers
 * at and beyond their bounds, and the wrong types (in a JSON body only: a parameter arrives as text,
 * which the schema may coerce).
 */
function probesFor(given: JsonSchema, isBody: boolean): unknown[] {
  const probes: unknown[] = isBody ? [null, true, false, 42, 'not-a-listed-value'] : ['not-a-listed-value'];
  for (const branch of branchesOf(given)) {
    probes.push(...(branch.enum ?? []), ...('const' in branch ? [branch.const] : []));
    if (typesOf(branch).includes('string')) {
      const min = branch.minLength ?? 0;
      const lengths = [min - 1, min, min + 1, ...(branch.maxLength === undefined ? [min + 50] : [])];
      if (branch.maxLength !== undefined) lengths.push(branch.maxLength, branch.maxLength + 1);
      for (const length of lengths.filter((n) => n >= 0)) {
        probes.push('a'.repeat(length));
        if (length >= 6) probes.push(`${'a'.repeat(length - 5)}@b.bg`);
      }
      probes.push('00000000-0000-4000-8000-000000000000', '2024-01-15');
    }
    for (const type of ['integer', 'number'])
      if (typesOf(branch).includes(type)) {
        const bounds = [branch.minimum, branch.maximum].filter((bound) => bound !== undefined);
        for (const bound of bounds) probes.push(bound - 1, bound, bound + 1);
        probes.push(0, 1, -1, 1.5, (bounds[0] ?? 0) + 0.5);
      }
  }
  return probes;
}

/** Descends through the wrappers that do not change what a value looks like, to an object or array. */
function unwrap(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.innerType) return unwrap(def.innerType);
  if (def.type === 'pipe' && def.in && def.out)
    return unwrap(defOf(def.in).type === 'transform' ? def.out : def.in);
  return schema;
}

type Disagreement = { where: string; value: unknown; document: boolean; server: boolean };

function compareValue(schema: z.ZodType, documented: JsonSchema, where: string, found: Disagreement[]) {
  for (const value of probesFor(documented, where.includes(' body.'))) {
    const document = documentAccepts(documented, value);
    const server = schema.safeParse(value).success;
    if (document !== server) found.push({ where, value, document, server });
  }
  const inner = unwrap(schema);
  const innerDef = defOf(inner);
  for (const branch of branchesOf(documented)) {
    if (typesOf(branch).includes('object') && branch.properties) compareObject(inner, branch, where, found);
    if (typesOf(branch).includes('array') && branch.items && innerDef.element)
      compareValue(innerDef.element, branch.items, `${where}[]`, found);
  }
}

function compareObject(schema: z.ZodType, given: JsonSchema, where: string, found: Disagreement[]) {
  const documented = resolve(given);
  const object = unwrap(schema);
  const def = defOf(object);
  if (def.type === 'union' && def.options && documented.anyOf?.length === def.options.length) {
    def.options.forEach((option, index) => {
      compareObject(option, documented.anyOf?.[index] ?? {}, `${where}|${index}`, found);
    });
    return;
  }
  const branch = branchesOf(documented).find((candidate) => candidate.properties);
  if (!def.shape || !branch?.properties) return;
  for (const [name, property] of Object.entries(def.shape)) {
    const documentedProperty = branch.properties[name];
    const path = `${where}.${name}`;
    if (!documentedProperty) {
      found.push({ where: path, value: 'the property', document: false, server: true });
      continue;
    }
    const required = branch.required?.includes(name) ?? false;
    const optional = property.safeParse(undefined).success;
    if (required === optional)
      found.push({ where: path, value: undefined, document: !required, server: optional });
    compareValue(property, documentedProperty, path, found);
  }
}

/** The parameters of one location (query, path, header) as the object schema they stand for. */
function parametersAsObject(operation: Operation, location: string): JsonSchema {
  const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === location);
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema])),
    required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  };
}

function documentedOperations() {
  const operations: Array<{ name: string; route: RouteOptions; operation: Operation }> = [];
  for (const route of routes) {
    const schema = route.schema as { hide?: boolean } | undefined;
    if (!schema || schema.hide) continue;
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const operation = document.paths[path]?.[method.toLowerCase()];
      if (operation) operations.push({ name: `${method} ${path}`, route, operation });
    }
  }
  return operations;
}

const bodyOf = (operation: Operation) => operation.requestBody?.content['application/json']?.schema;
const propertyOf = (operation: Operation | undefined, name: string) =>
  operation && resolve(bodyOf(operation) ?? {}).properties?.[name];

describe('the OpenAPI document states the request rules the server enforces', () => {
  it('review finding: carries the e-mail format and the password and company-name minimums', () => {
    const register = document.paths['/api/auth/register']?.post;
    expect(propertyOf(register, 'email')).toMatchObject({ format: 'email', maxLength: 254 });
    expect(propertyOf(register, 'password')).toMatchObject({ minLength: 8, maxLength: 128 });
    for (const path of ['/api/assessments', '/api/v1/assessments']) {
      expect(propertyOf(document.paths[path]?.post, 'companyName'), path).toMatchObject({
        minLength: 2,
        maxLength: 100,
      });
    }
    const sales = document.paths['/api/contact/sales']?.post;
    expect(propertyOf(sales, 'email')).toMatchObject({ format: 'email' });
    expect(propertyOf(sales, 'name')).toMatchObject({ minLength: 2 });
    expect(propertyOf(sales, 'message')).toMatchObject({ minLength: 10 });
  });

  it('a password of only whitespace is refused by the document too', () => {
    const password = propertyOf(document.paths['/api/auth/register']?.post, 'password') ?? {};
    expect(documentAccepts(password, ' '.repeat(8))).toBe(false);
    expect(documentAccepts(password, 'lipa i kamak')).toBe(true);
  });

  it('agrees with the zod schema of every route on values at the edges of each documented rule', () => {
    const operations = documentedOperations();
    expect(operations.length).toBeGreaterThan(40);
    const found: Disagreement[] = [];
    let probed = 0;
    for (const { name, route, operation } of operations) {
      const schema = route.schema as Record<string, z.ZodType | undefined>;
      const body = bodyOf(operation);
      const parts: Array<[z.ZodType | undefined, JsonSchema | undefined, string]> = [
        [schema.body, body, 'body'],
        [schema.querystring, parametersAsObject(operation, 'query'), 'query'],
        [schema.params, parametersAsObject(operation, 'path'), 'path'],
        [schema.headers, parametersAsObject(operation, 'header'), 'header'],
      ];
      for (const [zodSchema, documented, where] of parts) {
        if (!zodSchema || !documented) continue;
        probed += 1;
        compareObject(zodSchema, documented, `${name} ${where}`, found);
      }
    }
    expect(probed).toBeGreaterThan(30);
    expect(found).toEqual([]);
  });
});
