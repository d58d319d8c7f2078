import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createLoggerOptions, databaseErrorMessage } from './logger';

describe('log redaction', () => {
  it('removes secrets, tokens and e-mail addresses from log lines', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = pino(createLoggerOptions({ logLevel: 'info' }), sink);
    logger.info(
      {
        req: { method: 'POST', url: '/api/auth/reset?token=abc123secret', id: '1', headers: {} },
        user: { email: 'maria@example.bg', password: 'hunter22', refreshToken: 'rt-secret' },
        email: 'ivan@example.bg',
      },
      'signed in',
    );
    const output = lines.join('');
    expect(output).toContain('signed in');
    expect(output).toContain('/api/auth/reset');
    for (const secret of ['abc123secret', 'maria@example.bg', 'hunter22', 'rt-secret', 'ivan@example.bg']) {
      expect(output).not.toContain(secret);
    }
  });
});

describe('database errors in log lines', () => {
  const capture = () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    return { lines, logger: pino(createLoggerOptions({ logLevel: 'info' }), sink) };
  };
  // What PostgreSQL says of a duplicate address: the value is in `detail`, Drizzle adds the parameters.
  const uniqueViolation = () =>
    Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
      code: '23505',
      severity: 'ERROR',
      constraint: 'users_email_unique',
      table: 'users',
      detail: 'Key (email)=(maria@example.bg) already exists.',
    });
  const failedInsert = () =>
    new DrizzleQueryError(
      'insert into "users" ("email", "name", "password_hash") values ($1, $2, $3)',
      ['maria@example.bg', 'Мария Петрова', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA'],
      uniqueViolation(),
    );

  it('finding 5: keeps the code and constraint of a failed query, never its statement, values or detail', () => {
    const { lines, logger } = capture();
    logger.error({ err: failedInsert() }, 'request failed');
    logger.error({ err: new Error('housekeeping failed', { cause: failedInsert() }) }, 'wrapped');
    logger.warn({ err: failedInsert().message }, 'as text');
    const output = lines.join('');
    for (const secret of [
      'maria@example.bg',
      'Мария',
      '$argon2id$',
      'insert into',
      'params',
      'already exists',
    ]) {
      expect(output).not.toContain(secret);
    }
    const [direct, wrapped, text] = lines.map((line) => JSON.parse(line));
    expect(direct.err).toMatchObject({
      type: 'DrizzleQueryError',
      message: databaseErrorMessage,
      code: '23505',
      constraint: 'users_email_unique',
      table: 'users',
    });
    expect(direct.err.stack).toMatch(/^\s+at /);
    expect(wrapped.err).toMatchObject({ type: 'Error', code: '23505', constraint: 'users_email_unique' });
    expect(text.err).toBe(databaseErrorMessage);
  });

  it('logs any other error as before, message and stack', () => {
    const { lines, logger } = capture();
    logger.error({ err: new TypeError('cannot read properties of undefined') }, 'request failed');
    const entry = JSON.parse(lines[0] ?? '{}');
    expect(entry.err).toMatchObject({ type: 'TypeError', message: 'cannot read properties of undefined' });
    expect(entry.err.stack).toContain('TypeError: cannot read properties of undefined');
  });
});
