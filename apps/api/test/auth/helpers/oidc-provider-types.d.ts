// oidc-provider ships no type declarations and @types/oidc-provider is not installed: the part the
// loopback test provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Account = { accountId: string; claims(): Promise<Record<string, unknown>> };

  export type Configuration = {
    clients?: Array<Record<string, unknown>>;
    findAccount?(context: unknown, id: string): Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    pkce?: { required?(): boolean };
    cookies?: { keys?: string[] };
    jwks?: { keys: Array<Record<string, unknown>> };
    ttl?: Record<string, number>;
    features?: Record<string, { enabled: boolean }>;
  };

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
