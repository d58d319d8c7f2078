import { createPrivateKey } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ControllerIdentity, isValidEik } from '@app/core/legal/controller';
import { z } from 'zod';
import { checkLlmSettings, type LlmConfig, llmEnvShape, readLlmConfig } from './modules/ai/llm-config';
import {
  checkStripeSettings,
  readStripeConfig,
  type StripeConfig,
  stripeEnvShape,
} from './modules/billing/stripe-config';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const booleanFromString = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    HOST: z.string().min(1).default('localhost'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: booleanFromString.default(false),
    API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
    REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
    ASSESSMENT_VISITOR_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
    WEB_DIST_DIR: z
      .string()
      .min(1)
      .default(path.join(apiRoot, '..', 'web', 'dist')),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ADMIN_EMAILS: z
      .string()
      .transform((list) =>
        list
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .refine((list) => list.every((email) => z.email().safeParse(email).success), {
        message: 'must be a comma-separated list of e-mail addresses',
      })
      .default([]),
    OAUTH_GOOGLE_CLIENT_ID: z.string().optional(),
    OAUTH_GOOGLE_CLIENT_SECRET: z.string().optional(),
    OAUTH_GOOGLE_ISSUER: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
    OAUTH_FACEBOOK_APP_ID: z.string().optional(),
    OAUTH_FACEBOOK_APP_SECRET: z.string().optional(),
    OAUTH_FACEBOOK_AUTHORIZATION_URL: z.url().default('https://www.facebook.com/v23.0/dialog/oauth'),
    OAUTH_FACEBOOK_TOKEN_URL: z.url().default('https://graph.facebook.com/v23.0/oauth/access_token'),
    OAUTH_FACEBOOK_USERINFO_URL: z.url().default('https://graph.facebook.com/v23.0/me'),
    OAUTH_APPLE_CLIENT_ID: z.string().optional(),
    OAUTH_APPLE_TEAM_ID: z.string().optional(),
    OAUTH_APPLE_KEY_ID: z.string().optional(),
    // The .p8 key's PEM text; `\n` escapes stand for line breaks, as many secret stores require.
    OAUTH_APPLE_PRIVATE_KEY: z
      .string()
      .transform((pem) => pem.replaceAll('\\n', '\n'))
      .optional(),
    OAUTH_APPLE_ISSUER: z.url({ protocol: /^https?$/ }).default('https://appleid.apple.com'),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    MAIL_FROM: z
      .string()
      .regex(
        /^(?:[^<>]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/,
        'must be an address or "Name <address>"',
      )
      .default('GDPR Navigator <no-reply@localhost>'),
    TEAM_EMAIL: z.email().optional(),
    MAIL_WORKER_INTERVAL_MS: z.coerce.number().int().min(0).default(5000),
    CONTROLLER_NAME: z.string().trim().min(1, 'must not be blank').max(200).optional(),
    CONTROLLER_ADDRESS: z.string().trim().min(1, 'must not be blank').max(300).optional(),
    CONTROLLER_EIK: z
      .string()
      .trim()
      .refine(isValidEik, 'must be a ЕИК: 9 digits (13 for a branch) ending in a valid check digit')
      .optional(),
    CONTROLLER_EMAIL: z.email().optional(),
    ...stripeEnvShape,
    ...llmEnvShape,
  })
  .superRefine(checkOAuthProviders)
  .superRefine(checkControllerSettings)
  .superRefine(checkStripeSettings)
  .superRefine(checkLlmSettings);

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  apiRateLimitPerMinute: number;
  /**
   * Where the rate limits count (plugins/rate-limit.ts); unset, each process counts in its own memory,
   * so N processes allow N times the limits (docs/operations.md, "Several processes").
   */
  redisUrl: string | undefined;
  /** Assessments a signed-out visitor may submit per address and hour (each runs the analysis). */
  assessmentVisitorLimitPerHour: number;
  webDistDir: string;
  /** Signs access tokens; unset means a secret generated once in DATA_DIR/secrets. */
  jwtSecret: string | undefined;
  /** These accounts become administrators once their e-mail address is verified. */
  adminEmails: string[];
  oauth: OAuthConfig;
  smtpUrl: string | undefined;
  mailFrom: string;
  teamEmail: string | undefined;
  /** How often the outbox worker looks for due e-mails; 0 starts no timer (tests run passes themselves). */
  mailWorkerIntervalMs: number;
  /** Online payment (modules/billing/stripe-config.ts); undefined when not configured. */
  stripe: StripeConfig | undefined;
  /**
   * Who operates this installation, named by the privacy policy and the terms (@app/core/legal/controller);
   * undefined when not configured, and the pages then say so.
   */
  controller: ControllerIdentity | undefined;
  /** The language-model provider (modules/ai/llm-config.ts); undefined: no AI feature anywhere. */
  llm: LlmConfig | undefined;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the environment once, at start-up. Relative paths are resolved against the folder npm was
 * started from (INIT_CWD), so `DATA_DIR=./data` means the same folder for `npm start` at the root and
 * for a workspace script.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(emptyToUndefined(env));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const parsed = result.data;
  const baseDir = env.INIT_CWD ?? process.cwd();
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: path.resolve(baseDir, parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
    logLevel: parsed.LOG_LEVEL,
    trustProxy: parsed.TRUST_PROXY,
    apiRateLimitPerMinute: parsed.API_RATE_LIMIT_PER_MINUTE,
    redisUrl: parsed.REDIS_URL,
    assessmentVisitorLimitPerHour: parsed.ASSESSMENT_VISITOR_LIMIT_PER_HOUR,
    webDistDir: path.resolve(baseDir, parsed.WEB_DIST_DIR),
    jwtSecret: parsed.JWT_SECRET,
    adminEmails: parsed.ADMIN_EMAILS,
    oauth: readOAuthProviders(parsed),
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    teamEmail: parsed.TEAM_EMAIL,
    mailWorkerIntervalMs: parsed.MAIL_WORKER_INTERVAL_MS,
    stripe: readStripeConfig(parsed),
    controller: readController(parsed),
    llm: readLlmConfig(parsed),
  };
}

function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
}

/** Social sign-in providers; a provider is offered only when all its settings are given. */
export type OAuthConfig = {
  google?: { clientId: string; clientSecret: string; issuer: string };
  facebook?: {
    appId: string;
    appSecret: string;
    authorizationUrl: string;
    tokenUrl: string;
    userInfoUrl: string;
  };
  apple?: { clientId: string; teamId: string; keyId: string; privateKey: string; issuer: string };
};

const oauthSettings = {
  google: ['OAUTH_GOOGLE_CLIENT_ID', 'OAUTH_GOOGLE_CLIENT_SECRET'],
  facebook: ['OAUTH_FACEBOOK_APP_ID', 'OAUTH_FACEBOOK_APP_SECRET'],
  apple: ['OAUTH_APPLE_CLIENT_ID', 'OAUTH_APPLE_TEAM_ID', 'OAUTH_APPLE_KEY_ID', 'OAUTH_APPLE_PRIVATE_KEY'],
} as const;

/** Half a provider's settings is a mistake, not a wish to turn it off: stop and name what is missing. */
function checkOAuthProviders(env: Partial<Record<string, unknown>>, ctx: z.RefinementCtx) {
  for (const names of Object.values(oauthSettings)) {
    const given = names.filter((name) => env[name] !== undefined);
    if (given.length === 0) continue;
    for (const name of names) {
      if (env[name] === undefined) {
        ctx.addIssue({ code: 'custom', path: [name], message: `required together with ${given[0]}` });
      }
    }
  }
  const appleKey = env.OAUTH_APPLE_PRIVATE_KEY;
  if (typeof appleKey === 'string' && !isPrivateKey(appleKey)) {
    ctx.addIssue({ code: 'custom', path: ['OAUTH_APPLE_PRIVATE_KEY'], message: 'must be a PEM private key' });
  }
}

const controllerSettings = ['CONTROLLER_NAME', 'CONTROLLER_ADDRESS', 'CONTROLLER_EIK', 'CONTROLLER_EMAIL'];

/** The legal pages name the controller in full or not at all: part of it is a mistake, so stop and say what is missing. */
function checkControllerSettings(env: Partial<Record<string, unknown>>, ctx: z.RefinementCtx) {
  const given = controllerSettings.filter((name) => env[name] !== undefined);
  if (given.length === 0) return;
  for (const name of controllerSettings) {
    if (env[name] === undefined) {
      ctx.addIssue({ code: 'custom', path: [name], message: `required together with ${given[0]}` });
    }
  }
}

function readController(env: z.output<typeof configSchema>): ControllerIdentity | undefined {
  const { CONTROLLER_NAME, CONTROLLER_ADDRESS, CONTROLLER_EIK, CONTROLLER_EMAIL } = env;
  if (!CONTROLLER_NAME || !CONTROLLER_ADDRESS || !CONTROLLER_EIK || !CONTROLLER_EMAIL) return undefined;
  return { name: CONTROLLER_NAME, address: CONTROLLER_ADDRESS, eik: CONTROLLER_EIK, email: CONTROLLER_EMAIL };
}

function isPrivateKey(pem: string): boolean {
  try {
    return createPrivateKey(pem).asymmetricKeyType === 'ec';
  } catch {
    return false;
  }
}

function readOAuthProviders(env: z.output<typeof configSchema>): OAuthConfig {
  const oauth: OAuthConfig = {};
  const google = [env.OAUTH_GOOGLE_CLIENT_ID, env.OAUTH_GOOGLE_CLIENT_SECRET] as const;
  if (google[0] && google[1]) {
    oauth.google = { clientId: google[0], clientSecret: google[1], issuer: env.OAUTH_GOOGLE_ISSUER };
  }
  if (env.OAUTH_FACEBOOK_APP_ID && env.OAUTH_FACEBOOK_APP_SECRET) {
    oauth.facebook = {
      appId: env.OAUTH_FACEBOOK_APP_ID,
      appSecret: env.OAUTH_FACEBOOK_APP_SECRET,
      authorizationUrl: env.OAUTH_FACEBOOK_AUTHORIZATION_URL,
      tokenUrl: env.OAUTH_FACEBOOK_TOKEN_URL,
      userInfoUrl: env.OAUTH_FACEBOOK_USERINFO_URL,
    };
  }
  const { OAUTH_APPLE_CLIENT_ID, OAUTH_APPLE_TEAM_ID, OAUTH_APPLE_KEY_ID, OAUTH_APPLE_PRIVATE_KEY } = env;
  if (OAUTH_APPLE_CLIENT_ID && OAUTH_APPLE_TEAM_ID && OAUTH_APPLE_KEY_ID && OAUTH_APPLE_PRIVATE_KEY) {
    oauth.apple = {
      clientId: OAUTH_APPLE_CLIENT_ID,
      teamId: OAUTH_APPLE_TEAM_ID,
      keyId: OAUTH_APPLE_KEY_ID,
      privateKey: OAUTH_APPLE_PRIVATE_KEY,
      issuer: env.OAUTH_APPLE_ISSUER,
    };
  }
  return oauth;
}
