import type { LoggerOptions } from 'pino';
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
      // The query string can carry tokens or addresses (reset links, filters): log the path only.
      req: (request: { method: string; url: string; id: string }) => ({
        method: request.method,
        path: request.url.split('?', 1)[0],
        id: request.id,
      }),
    },
  };
}
