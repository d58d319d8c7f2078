import { describe, expect, it } from 'vitest';
import { InvalidApiDocumentError, parseApiDocument } from './parse-document';
import { productDocumentExcerpt, referencingDocument } from './test-documents';

describe('parseApiDocument on the product document', () => {
  const docs = parseApiDocument(productDocumentExcerpt);

  it('reads the title, version, description and servers', () => {
    expect(docs).toMatchObject({
      title: 'GDPR Navigator API',
      version: '1.0.0',
      servers: ['http://localhost:3000'],
    });
    expect(docs.description).toContain('success: false');
  });

  it('groups operations by tag in the order they appear, each with a unique anchor', () => {
    expect(docs.groups.map((group) => [group.name, group.anchor])).toEqual([
      ['health', 'tag-health'],
      ['reports', 'tag-reports'],
    ]);
    expect(docs.groups[1]?.operations.map((operation) => operation.anchor)).toEqual([
      'post-api-assessments',
      'get-api-reports-id-pdf',
    ]);
  });

  it('tells a call open to visitors from one that needs a token and one that needs none', () => {
    const [health] = docs.groups[0]?.operations ?? [];
    const [assessments, pdf] = docs.groups[1]?.operations ?? [];
    expect(health?.auth).toBe('none');
    expect(assessments?.auth).toBe('optional');
    expect(pdf?.auth).toBe('required');
    expect(pdf?.securitySchemes).toEqual([{ name: 'bearerAuth', kind: 'bearer', bearerFormat: 'JWT' }]);
  });

  it('reads parameters, the request body and every response with its media types', () => {
    const [assessments, pdf] = docs.groups[1]?.operations ?? [];
    expect(assessments?.parameters).toEqual([
      expect.objectContaining({ name: 'idempotency-key', location: 'header', isRequired: false }),
    ]);
    expect(assessments?.requestBody?.isRequired).toBe(true);
    expect(assessments?.requestBody?.content.map((content) => content.mediaType)).toEqual([
      'application/json',
    ]);
    expect(assessments?.responses.map((response) => response.status)).toEqual(['201', '4XX']);
    expect(
      pdf?.parameters.map((parameter) => [parameter.location, parameter.name, parameter.isRequired]),
    ).toEqual([
      ['query', 'lang', false],
      ['path', 'id', true],
    ]);
    expect(pdf?.responses[0]).toMatchObject({
      status: '200',
      description: 'The file, as an attachment',
      content: [{ mediaType: 'application/pdf', schema: { type: 'string', format: 'binary' } }],
    });
  });
});

describe('parseApiDocument with references', () => {
  const docs = parseApiDocument(referencingDocument);

  it('puts declared tags first with their descriptions, drops unused ones, and gathers untagged calls', () => {
    expect(docs.groups.map((group) => [group.name, group.description, group.operations.length])).toEqual([
      ['pets', 'Pets and their owners', 2],
      ['', undefined, 1],
    ]);
    expect(docs.groups[1]?.anchor).toBe('tag-untagged');
  });

  it('resolves referenced parameters, request bodies and responses, path-level parameters included', () => {
    const [get, put] = docs.groups[0]?.operations ?? [];
    expect(
      get?.parameters.map((parameter) => `${parameter.location}:${parameter.name}:${parameter.isRequired}`),
    ).toEqual(['path:petId:true', 'query:fields:true', 'header:x-trace:false']);
    expect(get?.parameters[0]?.description).toBe('The pet');
    expect(get?.responses[0]).toMatchObject({ status: '200', description: 'The pet' });
    expect(put?.requestBody).toMatchObject({
      isRequired: true,
      content: [{ mediaType: 'application/json' }],
    });
  });

  it('applies the document-wide security unless an operation overrides it', () => {
    const [get, put] = docs.groups[0]?.operations ?? [];
    const [owners] = docs.groups[1]?.operations ?? [];
    expect(get?.auth).toBe('required');
    expect(get?.securitySchemes).toEqual([
      { name: 'apiKey', kind: 'apiKey', location: 'header', parameter: 'X-Api-Key' },
    ]);
    expect(put?.auth).toBe('none');
    expect(owners?.securitySchemes).toEqual([{ name: 'bearer', kind: 'bearer', bearerFormat: undefined }]);
  });
});

describe('parseApiDocument refuses what it cannot show', () => {
  it.each([
    ['not an object', []],
    ['Swagger 2', { swagger: '2.0', info: { title: 'x', version: '1' }, paths: {} }],
    ['no info title', { openapi: '3.1.0', info: { version: '1' }, paths: {} }],
    ['no paths', { openapi: '3.1.0', info: { title: 'x', version: '1' } }],
    [
      'an operation without responses',
      { openapi: '3.0.3', info: { title: 'x', version: '1' }, paths: { '/a': { get: {} } } },
    ],
    [
      'a path that is not an object',
      { openapi: '3.0.3', info: { title: 'x', version: '1' }, paths: { '/a': 'GET' } },
    ],
  ])('%s', (_case, input) => {
    expect(() => parseApiDocument(input)).toThrow(InvalidApiDocumentError);
  });
});
