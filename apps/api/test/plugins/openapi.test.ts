import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document describing the routes', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeDefined();
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/healthz', '/readyz']));
    expect(document.paths['/api/openapi.json']).toBeUndefined();
  });

  it('gives every operation a summary, one declared tag and described responses, and states how to sign in', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.info.description).toContain('Authorization: Bearer');
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const declared = new Map<string, string | undefined>(
      document.tags.map((tag: { name: string; description?: string }) => [tag.name, tag.description]),
    );
    for (const known of ['auth', 'account', 'reports', 'drafts', 'health'])
      expect(declared.get(known), known).toEqual(expect.any(String));
    for (const [path, item] of Object.entries<Record<string, Record<string, unknown>>>(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const name = `${method.toUpperCase()} ${path}`;
        expect(operation.summary, name).toEqual(expect.any(String));
        expect(operation.tags, name).toHaveLength(1);
        expect(declared.has((operation.tags as string[])[0] ?? ''), name).toBe(true);
        const responses = Object.values(operation.responses as Record<string, { description: string }>);
        expect(
          responses.map((response) => response.description),
          name,
        ).not.toContain('Default Response');
      }
    }
  });
});
