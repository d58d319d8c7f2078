import { expect } from 'vitest';
import type { App } from '../../src/app';

export type ApiOperation = {
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string; name: string; required?: boolean }>;
  requestBody?: unknown;
  responses: Record<string, unknown>;
};
export type ApiDocument = { paths: Record<string, Record<string, ApiOperation>> };

/** The document as the routes write it, in English (without a language it is served in Bulgarian). */
export async function readApiDocument(app: App): Promise<ApiDocument> {
  return (await app.inject({ url: '/api/openapi.json?lang=en' })).json();
}

/** Whether the operation documents the status, by itself or by its class (`4XX`). */
export function documentsStatus(operation: ApiOperation, status: number): boolean {
  const documented = Object.keys(operation.responses).map((key) => key.toUpperCase());
  return documented.includes(String(status)) || documented.includes(`${Math.floor(status / 100)}XX`);
}

/** A caller without a token is turned away: the operation lists security with no anonymous `{}`. */
export function requiresToken(operation: ApiOperation): boolean {
  const requirements = operation.security ?? [];
  return requirements.length > 0 && requirements.every((requirement) => Object.keys(requirement).length > 0);
}

/** The operation accepts a bearer access token (required or optional). */
export function acceptsToken(operation: ApiOperation): boolean {
  return (operation.security ?? []).some((requirement) => 'bearerAuth' in requirement);
}

/** The operation has a body or a required query parameter, so an empty call may fail validation. */
export function takesInput(operation: ApiOperation): boolean {
  return (
    operation.requestBody !== undefined ||
    (operation.parameters ?? []).some((parameter) => parameter.in === 'query' && parameter.required)
  );
}

/**
 * Calls a documented operation with its path parameters filled in and, where it takes a body, an empty
 * JSON object, and checks that the route answers as the document says: with one of the operation's
 * documented statuses, never as a route that is missing (404), a method it does not take (405) or a
 * handler that failed (5xx), and with the documented error shape when it refuses.
 */
export async function callAsDocumented(
  app: App,
  document: ApiDocument,
  call: { method: string; path: string; params?: Record<string, string>; headers?: Record<string, string> },
) {
  const operation = document.paths[call.path]?.[call.method];
  expect(operation, `${call.method} ${call.path} is documented`).toBeDefined();
  const url = call.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = call.params?.[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${call.path}`);
    return encodeURIComponent(value);
  });
  const response = await app.inject({
    method: call.method.toUpperCase() as 'GET',
    url,
    ...(call.headers ? { headers: call.headers } : {}),
    ...(operation?.requestBody ? { payload: {} } : {}),
  });
  const name = `${call.method.toUpperCase()} ${call.path} answered ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, name).not.toBeOneOf([404, 405]);
  expect(response.statusCode, name).toBeLessThan(500);
  expect(operation && documentsStatus(operation, response.statusCode), name).toBe(true);
  let errorCode: string | undefined;
  if (response.statusCode >= 400) {
    expect(response.json(), name).toMatchObject({
      success: false,
      error: { code: expect.any(String), message: expect.any(String) },
    });
    errorCode = response.json().error.code;
  }
  return { operation: operation as ApiOperation, response, name, errorCode };
}

type Answer = Awaited<ReturnType<typeof callAsDocumented>>;

/**
 * Called without a token: an operation that needs one refuses with 401, whatever its input (the token is
 * checked first, plugins/auth.ts), and one that does not need a token does not ask for one.
 */
export function expectAnswerWithoutToken({ operation, response, name }: Answer): void {
  if (!requiresToken(operation)) expect(response.statusCode, name).not.toBe(401);
  else expect(response.statusCode, name).toBe(401);
}

/**
 * Called with the caller's own access token and ids: the token is accepted, and where there is no input
 * to refuse the handler answers with success unless the test names the refusal it documents.
 */
export function expectAnswerWithToken(
  { operation, response, name, errorCode }: Answer,
  expectedRefusal?: string,
): void {
  expect(errorCode, name).not.toBe('UNAUTHORIZED');
  if (expectedRefusal !== undefined) expect(errorCode, name).toBe(expectedRefusal);
  else if (!takesInput(operation)) expect(response.statusCode, name).toBeLessThan(300);
}
