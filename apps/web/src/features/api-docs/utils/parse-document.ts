import {
  type ApiDocs,
  type ApiMediaContent,
  type ApiOperation,
  type ApiParameter,
  type ApiResponse,
  type ApiSecurityScheme,
  type ApiTagGroup,
  type AuthNeed,
  httpMethods,
  untaggedGroup,
} from './api-model';
import { isJsonObject, type JsonObject, resolveObject } from './resolve-ref';

/** Raised when the answer is not an OpenAPI 3 document the page can show. */
export class InvalidApiDocumentError extends Error {
  override name = 'InvalidApiDocumentError';
}

const parameterLocations = ['path', 'query', 'header', 'cookie'] as const;

/**
 * Checks the parts of the document the page relies on (version, info, paths, each operation's
 * responses) and reads it into operations grouped by tag: declared tags in the document's order, then
 * tags only operations name, in the order they first appear.
 */
export function parseApiDocument(input: unknown): ApiDocs {
  if (!isJsonObject(input)) throw new InvalidApiDocumentError('not a JSON object');
  const { openapi, info, paths } = input;
  if (typeof openapi !== 'string' || !openapi.startsWith('3.'))
    throw new InvalidApiDocumentError('not an OpenAPI 3 document');
  if (!isJsonObject(info) || typeof info.title !== 'string' || typeof info.version !== 'string')
    throw new InvalidApiDocumentError('info.title and info.version are required');
  if (!isJsonObject(paths)) throw new InvalidApiDocumentError('paths is required');

  const groups = new Map<string, ApiTagGroup>();
  const anchors = new Set<string>();
  const addGroup = (name: string, description?: string) => {
    if (!groups.has(name))
      groups.set(name, {
        name,
        description,
        anchor: uniqueAnchor(`tag-${name || 'untagged'}`, anchors),
        operations: [],
      });
  };
  for (const tag of arrayOf(input.tags))
    if (isJsonObject(tag) && typeof tag.name === 'string') addGroup(tag.name, text(tag.description));

  for (const [path, pathItem] of Object.entries(paths)) {
    const item = resolveObject(input, pathItem).value;
    if (!item) throw new InvalidApiDocumentError(`paths["${path}"] is not an object`);
    for (const method of httpMethods) {
      const operation = item[method];
      if (operation === undefined) continue;
      if (!isJsonObject(operation) || !isJsonObject(operation.responses))
        throw new InvalidApiDocumentError(`${method.toUpperCase()} ${path} has no responses`);
      const tag = arrayOf(operation.tags).find((name) => typeof name === 'string') ?? untaggedGroup;
      addGroup(tag);
      groups.get(tag)?.operations.push({
        anchor: uniqueAnchor(`${method}-${path}`, anchors),
        method,
        path,
        summary: text(operation.summary),
        description: text(operation.description),
        isDeprecated: operation.deprecated === true,
        ...readSecurity(input, operation),
        parameters: readParameters(input, [...arrayOf(item.parameters), ...arrayOf(operation.parameters)]),
        requestBody: readRequestBody(input, operation.requestBody),
        responses: Object.entries(operation.responses).map(([status, response]) =>
          readResponse(input, status, response),
        ),
      });
    }
  }
  return {
    title: info.title,
    version: info.version,
    description: text(info.description),
    servers: arrayOf(input.servers).flatMap((server) =>
      isJsonObject(server) && typeof server.url === 'string' ? [server.url] : [],
    ),
    groups: [...groups.values()].filter((group) => group.operations.length > 0),
    document: input,
  };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function arrayOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** `post-/api/reports/{id}` -> `post-api-reports-id`; a repeat gets `-2`, so every anchor is unique. */
function uniqueAnchor(source: string, taken: Set<string>): string {
  const base =
    source
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'section';
  let anchor = base;
  for (let count = 2; taken.has(anchor); count += 1) anchor = `${base}-${count}`;
  taken.add(anchor);
  return anchor;
}

/** An operation's own `security` replaces the document's; an empty requirement means "or none". */
function readSecurity(document: JsonObject, operation: JsonObject) {
  const requirements = arrayOf(operation.security ?? document.security).filter(isJsonObject);
  const auth: AuthNeed =
    requirements.length === 0
      ? 'none'
      : requirements.some((requirement) => Object.keys(requirement).length === 0)
        ? 'optional'
        : 'required';
  const names = [...new Set(requirements.flatMap((requirement) => Object.keys(requirement)))];
  const components = isJsonObject(document.components) ? document.components : {};
  const schemes = isJsonObject(components.securitySchemes) ? components.securitySchemes : {};
  const securitySchemes = names.map((name) => readScheme(name, resolveObject(document, schemes[name]).value));
  return { auth, securitySchemes };
}

function readScheme(name: string, scheme: JsonObject | undefined): ApiSecurityScheme {
  const httpScheme = typeof scheme?.scheme === 'string' ? scheme.scheme.toLowerCase() : '';
  if (scheme?.type === 'http' && httpScheme === 'bearer')
    return { name, kind: 'bearer', bearerFormat: text(scheme.bearerFormat) };
  if (scheme?.type === 'http' && httpScheme === 'basic') return { name, kind: 'basic' };
  if (
    scheme?.type === 'apiKey' &&
    typeof scheme.name === 'string' &&
    (scheme.in === 'header' || scheme.in === 'query' || scheme.in === 'cookie')
  )
    return { name, kind: 'apiKey', location: scheme.in, parameter: scheme.name };
  return { name, kind: 'other' };
}

/** Path-level parameters first; an operation's parameter of the same name and place replaces one. */
function readParameters(document: JsonObject, list: unknown[]): ApiParameter[] {
  const byKey = new Map<string, ApiParameter>();
  for (const entry of list) {
    const parameter = resolveObject(document, entry).value;
    const location = parameterLocations.find((place) => place === parameter?.in);
    if (!parameter || !location || typeof parameter.name !== 'string') continue;
    byKey.set(`${location}:${parameter.name}`, {
      name: parameter.name,
      location,
      // Path parameters are always required, whatever the document says.
      isRequired: location === 'path' || parameter.required === true,
      description: text(parameter.description),
      schema: isJsonObject(parameter.schema) ? parameter.schema : undefined,
    });
  }
  return [...byKey.values()];
}

function readContent(content: unknown): ApiMediaContent[] {
  if (!isJsonObject(content)) return [];
  return Object.entries(content).map(([mediaType, media]) => ({
    mediaType,
    schema: isJsonObject(media) && isJsonObject(media.schema) ? media.schema : undefined,
  }));
}

function readRequestBody(document: JsonObject, value: unknown): ApiOperation['requestBody'] {
  const body = resolveObject(document, value).value;
  if (!body) return undefined;
  return {
    isRequired: body.required === true,
    description: text(body.description),
    content: readContent(body.content),
  };
}

function readResponse(document: JsonObject, status: string, value: unknown): ApiResponse {
  const response = resolveObject(document, value).value;
  return { status, description: text(response?.description), content: readContent(response?.content) };
}
