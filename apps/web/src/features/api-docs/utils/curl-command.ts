import type { ApiOperation, ApiSecurityScheme } from './api-model';
import { buildExampleValue } from './example-value';
import type { JsonObject } from './resolve-ref';

/** Stand-ins the reader replaces; written like this, they cannot be mistaken for working values. */
export const tokenPlaceholder = '<ACCESS_TOKEN>';
export const apiKeyPlaceholder = '<API_KEY>';

/** Quotes a value for a POSIX shell: inside single quotes nothing is special but the quote itself. */
export function quoteForShell(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

function exampleText(document: JsonObject, schema: JsonObject | undefined): string {
  const value = buildExampleValue(document, schema);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The product's API keys travel as bearer tokens too; their format (`gdprn_…`) tells them from access tokens. */
export function isApiKeyBearer(scheme: ApiSecurityScheme | undefined): boolean {
  return scheme?.kind === 'bearer' && (scheme.bearerFormat ?? '').startsWith('gdprn_');
}

/** How the first scheme the operation accepts sends its credential; undefined when none is needed. */
function credentialFor(scheme: ApiSecurityScheme | undefined): { header?: string; query?: [string, string] } {
  switch (scheme?.kind) {
    case 'bearer':
      return {
        header: `Authorization: Bearer ${isApiKeyBearer(scheme) ? apiKeyPlaceholder : tokenPlaceholder}`,
      };
    case 'basic':
      return { header: 'Authorization: Basic <BASE64_USER_AND_PASSWORD>' };
    case 'apiKey':
      if (scheme.location === 'query') return { query: [scheme.parameter, apiKeyPlaceholder] };
      if (scheme.location === 'cookie') return { header: `Cookie: ${scheme.parameter}=${apiKeyPlaceholder}` };
      return { header: `${scheme.parameter}: ${apiKeyPlaceholder}` };
    default:
      return {};
  }
}

/**
 * A curl command for one operation, built from the document alone: path parameters filled with example
 * values, required query parameters and headers, the credential when the call needs one, and a JSON body
 * holding only the required fields. Lines end in ` \` so it pastes as one command.
 */
export function buildCurlCommand(document: JsonObject, operation: ApiOperation, baseUrl: string): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const parameter = operation.parameters.find((entry) => entry.location === 'path' && entry.name === name);
    return parameter ? encodeURIComponent(exampleText(document, parameter.schema)) : whole;
  });
  const required = operation.parameters.filter((parameter) => parameter.isRequired);
  const query = required
    .filter((parameter) => parameter.location === 'query')
    .map((parameter): [string, string] => [parameter.name, exampleText(document, parameter.schema)]);
  const headers = required
    .filter((parameter) => parameter.location === 'header')
    .map((parameter) => `${parameter.name}: ${exampleText(document, parameter.schema)}`);

  // A call that works without a token is shown without one; its section says a token is optional.
  if (operation.auth === 'required') {
    const credential = credentialFor(operation.securitySchemes[0]);
    if (credential.header) headers.unshift(credential.header);
    if (credential.query) query.push(credential.query);
  }

  const queryString = query
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  const url = `${baseUrl.replace(/\/+$/, '')}${path}${queryString ? `?${queryString}` : ''}`;
  const parts = [
    operation.method === 'get'
      ? `curl ${quoteForShell(url)}`
      : `curl -X ${operation.method.toUpperCase()} ${quoteForShell(url)}`,
  ];
  for (const header of headers) parts.push(`-H ${quoteForShell(header)}`);

  const body = operation.requestBody;
  const json = body?.content.find((content) => /[/+]json\b/.test(content.mediaType));
  if (body && json) {
    parts.push(`-H ${quoteForShell(`Content-Type: ${json.mediaType}`)}`);
    parts.push(`-d ${quoteForShell(JSON.stringify(buildExampleValue(document, json.schema), null, 2))}`);
  }
  // A file download (PDF, Word) is saved under the name the server suggests instead of filling the terminal.
  if (isDownload(operation)) parts.push('-OJ');
  return parts.join(' \\\n  ');
}

function isDownload(operation: ApiOperation): boolean {
  const success = operation.responses.find((response) => /^2/.test(response.status));
  return Boolean(
    success &&
      success.content.length > 0 &&
      success.content.every((content) => !/json|^text\//.test(content.mediaType)),
  );
}
