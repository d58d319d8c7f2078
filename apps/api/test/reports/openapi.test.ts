import { randomUUID } from 'node:crypto';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../auth/helpers/auth-app';
import type { TestApp } from '../helpers/app';
import {
  acceptsToken,
  callAsDocumented,
  expectAnswerWithoutToken,
  expectAnswerWithToken,
  readApiDocument,
} from '../helpers/documented-calls';
import { createReport, createReportsTestApp, setPlan } from './helpers/reports-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createReportsTestApp();
});
afterAll(() => testApp.close());

const documented: Array<[string, string, string]> = [
  ['post', '/api/assessments', 'reports'],
  ['get', '/api/reports', 'reports'],
  ['get', '/api/reports/{id}', 'reports'],
  ['delete', '/api/reports/{id}', 'reports'],
  ['post', '/api/reports/{id}/retry', 'reports'],
  ['put', '/api/reports/{id}/progress', 'reports'],
  ['get', '/api/reports/{id}/pdf', 'reports'],
  ['get', '/api/reports/{id}/docx', 'reports'],
  ['post', '/api/reports/{id}/email', 'reports'],
  ['post', '/api/reports/claim', 'reports'],
  ['get', '/api/assessment-draft', 'drafts'],
  ['put', '/api/assessment-draft', 'drafts'],
  ['delete', '/api/assessment-draft', 'drafts'],
];

describe('the reports API in the OpenAPI document', () => {
  it('lists every call with its tag, summary, security and error responses', async () => {
    const document = (await testApp.app.inject({ url: '/api/openapi.json' })).json();
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeDefined();
    const { paths } = document;
    for (const [method, path, tag] of documented) {
      const operation = paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.tags, `${method} ${path}`).toEqual([tag]);
      expect(operation.summary, `${method} ${path}`).toEqual(expect.any(String));
      expect(operation.security, `${method} ${path}`).toBeDefined();
      expect(operation.responses['4XX'] ?? operation.responses['4xx'], `${method} ${path}`).toBeDefined();
    }
    const create = paths['/api/assessments'].post;
    expect(create.responses).toHaveProperty('201');
    expect(create.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'idempotency-key' })]),
    );
    expect(create.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['companyName', 'industry', 'employeeCount', 'answers']),
    );
    expect(Object.keys(paths['/api/reports/{id}/pdf'].get.responses['200'].content)).toEqual([
      'application/pdf',
    ]);
  });
});

describe('the reports API answers as documented', () => {
  it('answers every listed call with a documented status, without a token and signed in', async () => {
    const { app } = testApp;
    const document = await readApiDocument(app);
    const session = await signUp(app, { email: 'documented-report-calls@example.bg' });
    // A plan with the PDF and Word downloads, so that those handlers render the report.
    await setPlan(testApp, session.user.id, 'professional');
    const { report } = await createReport(testApp, session);
    // The deletion gets a report of its own, so the order of the calls does not matter.
    const reportIdWhenSignedIn = async (method: string, path: string) =>
      method === 'delete' && path === '/api/reports/{id}'
        ? (await createReport(testApp, session)).report.id
        : report.id;

    for (const [method, path] of documented) {
      const anonymous = await callAsDocumented(app, document, { method, path, params: { id: randomUUID() } });
      expectAnswerWithoutToken(anonymous);
      if (!acceptsToken(anonymous.operation)) continue;
      const signedIn = await callAsDocumented(app, document, {
        method,
        path,
        params: { id: await reportIdWhenSignedIn(method, path) },
        headers: bearer(session.accessToken),
      });
      expectAnswerWithToken(signedIn);
    }
  });
});
