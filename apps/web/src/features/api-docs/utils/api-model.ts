import type { JsonObject } from './resolve-ref';

/** What the page shows, read out of an OpenAPI 3 document by parse-document.ts. */

export const httpMethods = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** `optional`: the call works without a token too (a security list with an empty requirement). */
export type AuthNeed = 'required' | 'optional' | 'none';

export type ApiParameter = {
  name: string;
  location: 'path' | 'query' | 'header' | 'cookie';
  isRequired: boolean;
  description?: string | undefined;
  schema?: JsonObject | undefined;
};

export type ApiMediaContent = { mediaType: string; schema?: JsonObject | undefined };

export type ApiResponse = { status: string; description?: string | undefined; content: ApiMediaContent[] };

export type ApiRequestBody = {
  isRequired: boolean;
  description?: string | undefined;
  content: ApiMediaContent[];
};

/** How a credential is sent, from `components.securitySchemes`. */
export type ApiSecurityScheme =
  | { name: string; kind: 'bearer'; bearerFormat?: string | undefined }
  | { name: string; kind: 'basic' }
  | { name: string; kind: 'apiKey'; location: 'header' | 'query' | 'cookie'; parameter: string }
  | { name: string; kind: 'other' };

export type ApiOperation = {
  /** The anchor of its section: unique on the page, stable for links. */
  anchor: string;
  method: HttpMethod;
  path: string;
  summary?: string | undefined;
  description?: string | undefined;
  isDeprecated: boolean;
  auth: AuthNeed;
  /** The schemes a token may come from, in the document's order of preference. */
  securitySchemes: ApiSecurityScheme[];
  parameters: ApiParameter[];
  requestBody?: ApiRequestBody | undefined;
  responses: ApiResponse[];
};

/** The group of operations without a tag; the page gives it a translated name. */
export const untaggedGroup = '';

export type ApiTagGroup = {
  name: string;
  anchor: string;
  description?: string | undefined;
  operations: ApiOperation[];
};

export type ApiDocs = {
  title: string;
  version: string;
  description?: string | undefined;
  servers: string[];
  groups: ApiTagGroup[];
  /** The whole document, for resolving the `$ref`s inside schemas. */
  document: JsonObject;
};
