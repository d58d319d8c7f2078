import { DrizzleQueryError } from 'drizzle-orm/errors';
import { type LoggerOptions, stdSerializers } from 'pino';
import type { Config } from './config';

/**
 * Paths pino removes from every log line. Request bodies are never logged; these are the places where
 * a secret or personal data could still slip in (headers, error details, objects logged by services).
 */
const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.resetToken',
  '*.apiKey',
  '*.email',
  '*.name',
  'email',
];

export function createLoggerOptions(config: Pick<Config, 'logLevel'>): LoggerOptions {
  return {
    level: config.logLevel,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: {
      err: serializeError,
      // The query string can carry tokens or addresses (reset links, filters): log the path only.
      req: (request: { method: string; url: string; id: string }) => ({
        method: request.method,
        path: request.url.split('?', 1)[0],
        id: request.id,
      }),
    },
  };
}

/** Said instead of a database error's own message, which can quote the values it refused. */
export const databaseErrorMessage = 'database query failed (statement and values not logged)';

/** What a PostgreSQL error (node-postgres and PGlite alike) may tell the log: codes and names, no values. */
const databaseErrorFields = [
  'code',
  'severity',
  'constraint',
  'schema',
  'table',
  'column',
  'dataType',
  'routine',
];

/**
 * The `err` of every log line. A database error is logged by its SQLSTATE, constraint, table and the
 * stack frames only: Drizzle's message carries the statement and its parameters (e-mail, name,
 * password hash), and PostgreSQL's message and `detail` can quote a value ("Key (email)=(...)").
 * That holds for an error that wraps one as its cause too. Any other error is pino's usual record.
 */
export function serializeError(error: unknown): unknown {
  if (typeof error === 'string') return error.includes('Failed query:') ? databaseErrorMessage : error;
  if (!(error instanceof Error)) return error;
  const chain = causeChain(error);
  if (!chain.some(isDatabaseError)) return stdSerializers.err(error);
  const record: Record<string, unknown> = {
    type: error.constructor.name,
    message: databaseErrorMessage,
  };
  for (const field of databaseErrorFields) {
    const value = chain.map((link) => (link as unknown as Record<string, unknown>)[field]).find(isPlainValue);
    if (value !== undefined) record[field] = value;
  }
  record.stack = stackFrames(error);
  return record;
}

function causeChain(error: Error): Error[] {
  const chain: Error[] = [];
  for (let link: unknown = error; link instanceof Error && chain.length < 10; link = link.cause)
    chain.push(link);
  return chain;
}

function isDatabaseError(error: Error): boolean {
  if (error instanceof DrizzleQueryError || error.message.startsWith('Failed query:')) return true;
  const fields = error as unknown as Record<string, unknown>;
  return typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code) && 'severity' in fields;
}

const isPlainValue = (value: unknown) => typeof value === 'string' || typeof value === 'number';

/** The stack without its first lines, which repeat the message. */
function stackFrames(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}
