import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const booleanFromString = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const configSchema = z.object({
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
  WEB_DIST_DIR: z
    .string()
    .min(1)
    .default(path.join(apiRoot, '..', 'web', 'dist')),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  apiRateLimitPerMinute: number;
  webDistDir: string;
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
    webDistDir: path.resolve(baseDir, parsed.WEB_DIST_DIR),
  };
}

function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
}
