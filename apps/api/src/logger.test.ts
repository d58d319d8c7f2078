import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createLoggerOptions } from './logger';

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
