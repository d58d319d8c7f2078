import type { Language } from '@app/core/errors';
import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { translateDocument } from '../i18n/openapi-language';

type ApiDocument = ReturnType<typeof jsonSchemaTransformObject>;
type Response = { description?: string; content?: unknown };
type Operation = {
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  responses?: Record<string, Response>;
};

/** What each tag groups, for readers of /api-docs; a module's new tag gets its line here. */
const tagDescriptions: Record<string, string> = {
  auth: 'Accounts and sign-in: registration, password and social sign-in, access and refresh tokens, e-mail verification, signed-in devices.',
  account:
    "The signed-in user's own data: download it all (GDPR Art. 15 and 20) or delete the account (Art. 17).",
  billing:
    'Plans and payment: the free trial, Stripe Checkout and Customer Portal, the subscription, and Stripe’s signed webhook.',
  reports:
    'Assessments and the reports made from them: analysis, PDF and Word documents, progress on recommendations.',
  'api-keys':
    'API keys for integrations (Professional and Enterprise): create one (shown once), list them, revoke one. Managed with the access token.',
  'api-v1':
    'The versioned API for integrations, called with an API key (`Authorization: Bearer gdprn_...`), at most 60 calls a minute per key: run an assessment, list reports, fetch a report and its PDF or Word file.',
  drafts:
    'The assessment draft kept in the account, so an unfinished form survives a reload or another device.',
  teams:
    'The company workspace: members under the owner’s plan, invitations by e-mail, shared reports, removal and ownership transfer.',
  analytics: 'Aggregate compliance statistics and their export (CSV, XLSX, JSON), by plan and role.',
  contact: 'The contact and sales forms: stored, acknowledged by e-mail and forwarded to the team.',
  'early-access': 'The early-access programme: sign-up with double opt-in, confirmation and unsubscribe.',
  admin: 'Administration, for administrators only.',
  ai: 'The language-model features, listed only when a provider is configured: the status and the setting that turns them off, the cited management summary of a report, and questions about a report.',
  health: 'Liveness and readiness checks for load balancers and monitoring.',
};

/**
 * Lists the tags the operations use (described ones first, in the order above), gives responses that
 * carry no description of their own one that says something instead of @fastify/swagger's "Default
 * Response", and names the 401 of every call that takes a token or a key.
 */
function describeDocument(document: ApiDocument): ApiDocument {
  const operations = Object.values(document.paths ?? {}).flatMap((item): unknown[] =>
    Object.values(item ?? {}),
  );
  const used = new Set<string>();
  for (const operation of operations as Array<Operation | null>) {
    if (typeof operation !== 'object' || operation === null) continue;
    for (const tag of operation.tags ?? []) used.add(tag);
    for (const [status, response] of Object.entries(operation.responses ?? {}))
      if (response.description === 'Default Response')
        response.description = status.startsWith('2')
          ? 'Success'
          : 'Error: { success: false, error: { code, message } }';
    describeUnauthorized(operation);
  }
  const ordered = new Set([...Object.keys(tagDescriptions).filter((tag) => used.has(tag)), ...used]);
  const tags = [...ordered].map((name) => ({
    name,
    ...(tagDescriptions[name] ? { description: tagDescriptions[name] } : {}),
  }));
  return { ...document, tags };
}

/**
 * A call with `security` answers 401 to a missing, expired or revoked token or key, before it looks at
 * the input (plugins/auth.ts): listed on its own, with the error shape of the call's 4XX, ahead of it.
 */
function describeUnauthorized(operation: Operation): void {
  const { responses, security } = operation;
  const clientError = responses?.['4XX'];
  if (!responses || !clientError || !security?.length || responses['401']) return;
  const unauthorized: Response = {
    ...clientError,
    description:
      'Unauthorized (UNAUTHORIZED, or API_KEY_INVALID for /api/v1): no valid access token or API key. ' +
      'Checked before the input, so such a call never gets a 400.',
  };
  const entries = Object.entries(responses);
  const at = entries.findIndex(([status]) => status === '4XX');
  operation.responses = Object.fromEntries([
    ...entries.slice(0, at),
    ['401', unauthorized],
    ...entries.slice(at),
  ]);
}

/**
 * The OpenAPI 3.1 document is generated from the same zod schemas that validate the requests, written in
 * English and served in the request's language (i18n/openapi-language.ts).
 */
export const openapiPlugin = fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'GDPR Navigator API',
          version: '1.0.0',
          description:
            'Assess GDPR compliance, manage reports and accounts. Calls marked with bearerAuth take the ' +
            'access token from POST /api/auth/login as `Authorization: Bearer <accessToken>`; it lasts ' +
            '15 minutes and POST /api/auth/refresh exchanges the refresh token for a new pair. Every error ' +
            'has the shape `{ success: false, error: { code, message } }`, with the message in the ' +
            'language chosen by `?lang=bg|en` or `Accept-Language`. A call without a valid token or key ' +
            'gets 401 before its input is checked. A path asked with a method it does not take answers ' +
            '405 METHOD_NOT_ALLOWED with the methods it takes in `Allow`; an unknown path answers 404.',
        },
        servers: [{ url: publicUrl }],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            apiKey: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'gdprn_…',
              description:
                'An API key from the dashboard (Professional and Enterprise): `gdprn_` followed by 43 ' +
                'base64url characters, sent as `Authorization: Bearer gdprn_...`. Only /api/v1 accepts it.',
            },
          },
        },
      },
      transform: jsonSchemaTransform,
      // Schemas registered with an id become components, so the `$ref`s that point at them resolve.
      transformObject: (input) => describeDocument(jsonSchemaTransformObject(input)),
    });
    // In the request's language (`?lang=`, then Accept-Language, then Bulgarian), made once per language.
    const documents = new Map<Language, unknown>();
    app.get('/api/openapi.json', { schema: { hide: true } }, async (request, reply) => {
      const { language } = request;
      let document = documents.get(language);
      if (!document) {
        document = translateDocument(app.swagger(), language);
        documents.set(language, document);
      }
      return reply.header('content-language', language).header('vary', 'Accept-Language').send(document);
    });
  },
  { name: 'openapi' },
);
