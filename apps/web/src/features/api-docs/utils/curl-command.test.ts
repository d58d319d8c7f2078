import { describe, expect, it } from 'vitest';
import { buildCurlCommand, quoteForShell } from './curl-command';
import { buildExampleValue } from './example-value';
import { parseApiDocument } from './parse-document';
import { productDocumentExcerpt, referencingDocument } from './test-documents';

const base = 'https://gdpr.example.bg';

function operationOf(document: unknown, anchor: string) {
  const docs = parseApiDocument(document);
  const operation = docs.groups.flatMap((group) => group.operations).find((entry) => entry.anchor === anchor);
  if (!operation) throw new Error(`no operation ${anchor}`);
  return { document: docs.document, operation };
}

describe('buildCurlCommand on the product document', () => {
  it('posts an assessment with only the required fields, and no token as it is open to visitors', () => {
    const { document, operation } = operationOf(productDocumentExcerpt, 'post-api-assessments');
    const command = buildCurlCommand(document, operation, `${base}/`);
    expect(command).toBe(
      [
        `curl -X POST 'https://gdpr.example.bg/api/assessments'`,
        `-H 'Content-Type: application/json'`,
        `-d '${JSON.stringify(
          {
            companyName: 'string',
            industry: 'healthcare',
            employeeCount: 'startup',
            answers: { collectsData: 'yes', hasPrivacyPolicy: 'yes' },
          },
          null,
          2,
        )}'`,
      ].join(' \\\n  '),
    );
  });

  it('sends the bearer token where one is required, fills path parameters and saves a download', () => {
    const { document, operation } = operationOf(productDocumentExcerpt, 'get-api-reports-id-pdf');
    expect(buildCurlCommand(document, operation, base)).toBe(
      [
        `curl 'https://gdpr.example.bg/api/reports/00000000-0000-4000-8000-000000000000/pdf'`,
        `-H 'Authorization: Bearer <ACCESS_TOKEN>'`,
        '-OJ',
      ].join(' \\\n  '),
    );
  });

  it('writes a call without parameters, token or body on one line', () => {
    const { document, operation } = operationOf(productDocumentExcerpt, 'get-healthz');
    expect(buildCurlCommand(document, operation, base)).toBe(`curl 'https://gdpr.example.bg/healthz'`);
  });
});

describe('buildCurlCommand with references and other schemes', () => {
  it('adds required query parameters and an API key header, leaving optional headers out', () => {
    const { document, operation } = operationOf(referencingDocument, 'get-pets-petid');
    expect(buildCurlCommand(document, operation, base)).toBe(
      [`curl 'https://gdpr.example.bg/pets/1?fields=name'`, `-H 'X-Api-Key: <API_KEY>'`].join(' \\\n  '),
    );
  });

  it('builds a body through references, choices and cycles', () => {
    const { document, operation } = operationOf(referencingDocument, 'post-owners');
    const command = buildCurlCommand(document, operation, base);
    expect(command.split(' \\\n  ').slice(0, 3)).toEqual([
      `curl -X POST 'https://gdpr.example.bg/owners'`,
      `-H 'Authorization: Bearer <ACCESS_TOKEN>'`,
      `-H 'Content-Type: application/json'`,
    ]);
    const body = command.split(' \\\n  ')[3] ?? '';
    expect(body.startsWith("-d '")).toBe(true);
    expect(JSON.parse(body.slice(4, -1))).toEqual({
      email: 'name@example.com',
      // Owner -> pets: one Pet, the first option (Cat), whose own owner is not required.
      pets: [{ kind: 'cat', lives: 1 }],
      name: 'stringxxxx',
    });
  });
});

describe('buildExampleValue', () => {
  it('returns null for a reference cycle instead of recursing', () => {
    expect(buildExampleValue(referencingDocument, { $ref: '#/components/schemas/Loop' })).toBeNull();
  });

  it('merges allOf parts and keeps numbers inside their bounds', () => {
    expect(
      buildExampleValue(referencingDocument, {
        allOf: [
          { $ref: '#/components/schemas/Named' },
          {
            type: 'object',
            required: ['age'],
            properties: { age: { type: 'integer', exclusiveMinimum: 17 } },
          },
        ],
      }),
    ).toEqual({ nickname: 'string', age: 18 });
    expect(buildExampleValue(referencingDocument, { type: 'number', minimum: 5, maximum: 3 })).toBe(3);
    expect(buildExampleValue(referencingDocument, { type: 'string', maxLength: 3 })).toBe('str');
  });

  it('prefers a const, then an example, then an enum, then a default', () => {
    expect(buildExampleValue(referencingDocument, { const: true, enum: [false] })).toBe(true);
    expect(buildExampleValue(referencingDocument, { type: 'string', examples: ['Acme'], enum: ['x'] })).toBe(
      'Acme',
    );
    expect(buildExampleValue(referencingDocument, { enum: [null, 'bg'] })).toBe('bg');
    expect(buildExampleValue(referencingDocument, { type: 'integer', default: 7 })).toBe(7);
  });
});

describe('quoteForShell', () => {
  it('closes and reopens the quotes around a single quote', () => {
    expect(quoteForShell("it's")).toBe(`'it'\\''s'`);
  });
});

describe('buildCurlCommand with the product’s API keys', () => {
  it('shows an API key placeholder, not the access token, for a bearer scheme of the gdprn_ format', () => {
    const document = {
      openapi: '3.1.0',
      info: { title: 'Keys', version: '1' },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'gdprn_…' },
        },
      },
      paths: {
        '/api/v1/reports': { get: { security: [{ apiKey: [] }], responses: { 200: { description: 'OK' } } } },
        '/api/reports': {
          get: { security: [{ bearerAuth: [] }], responses: { 200: { description: 'OK' } } },
        },
      },
    };
    const v1 = operationOf(document, 'get-api-v1-reports');
    expect(buildCurlCommand(v1.document, v1.operation, base)).toContain(
      "-H 'Authorization: Bearer <API_KEY>'",
    );
    const web = operationOf(document, 'get-api-reports');
    expect(buildCurlCommand(web.document, web.operation, base)).toContain(
      "-H 'Authorization: Bearer <ACCESS_TOKEN>'",
    );
  });
});
