/*
 * Test documents. The first is an excerpt of the product's own /api/openapi.json, copied as
 * @fastify/swagger and fastify-type-provider-zod write it (schemas inlined, nullable as anyOf with null,
 * optional sign-in as an empty security requirement); the second uses what that document does not yet:
 * $ref everywhere, cycles, oneOf with a discriminator, allOf, an API key.
 */
import productDocumentExcerpt from './product-openapi-excerpt.test-data.json';

export { productDocumentExcerpt };

export const referencingDocument = {
  openapi: '3.1.0',
  info: { title: 'Pets', version: '2.0.0' },
  tags: [
    { name: 'pets', description: 'Pets and their owners' },
    { name: 'unused', description: 'No operation has this tag' },
  ],
  security: [{ apiKey: [] }],
  paths: {
    '/pets/{petId}': {
      parameters: [{ $ref: '#/components/parameters/PetId' }],
      get: {
        tags: ['pets'],
        summary: 'One pet',
        parameters: [
          { name: 'fields', in: 'query', required: true, schema: { type: 'string', enum: ['name', 'all'] } },
          { name: 'x-trace', in: 'header', schema: { type: 'string' } },
        ],
        responses: { '200': { $ref: '#/components/responses/Pet' } },
      },
      put: {
        tags: ['pets'],
        summary: 'Replace a pet',
        security: [],
        requestBody: { $ref: '#/components/requestBodies/Pet' },
        responses: { '204': { description: 'Replaced' } },
      },
    },
    '/owners': {
      post: {
        summary: "Owner's sign-up",
        security: [{ bearer: [] }],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Owner' } } },
        },
        responses: { '201': { description: 'Created' } },
      },
    },
  },
  components: {
    securitySchemes: {
      apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
      bearer: { type: 'http', scheme: 'bearer' },
    },
    parameters: {
      PetId: { name: 'petId', in: 'path', description: 'The pet', schema: { type: 'integer', minimum: 1 } },
    },
    requestBodies: {
      Pet: {
        required: true,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } },
      },
    },
    responses: {
      Pet: {
        description: 'The pet',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } },
      },
    },
    schemas: {
      Pet: {
        oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }],
        discriminator: {
          propertyName: 'kind',
          mapping: { cat: '#/components/schemas/Cat', dog: '#/components/schemas/Dog' },
        },
      },
      Cat: {
        type: 'object',
        required: ['kind', 'lives'],
        properties: {
          kind: { const: 'cat' },
          lives: { type: 'integer', minimum: 1, maximum: 9 },
          owner: { $ref: '#/components/schemas/Owner' },
        },
      },
      Dog: {
        type: 'object',
        required: ['kind'],
        properties: {
          kind: { const: 'dog' },
          tags: { type: 'array', items: { type: 'string' }, maxItems: 5 },
        },
      },
      Owner: {
        type: 'object',
        description: 'A person',
        required: ['email', 'pets', 'name'],
        properties: {
          name: { type: 'string', minLength: 10 },
          email: { type: 'string', format: 'email' },
          pets: { type: 'array', minItems: 1, items: { $ref: '#/components/schemas/Pet' } },
          profile: {
            allOf: [
              { $ref: '#/components/schemas/Named' },
              { type: 'object', properties: { age: { type: 'integer' } } },
            ],
          },
          friend: { $ref: '#/components/schemas/Owner', description: 'Another owner' },
        },
      },
      Named: { type: 'object', required: ['nickname'], properties: { nickname: { type: 'string' } } },
      'a/b~c': { type: 'string', format: 'date' },
      Loop: { $ref: '#/components/schemas/Loop' },
    },
  },
};
