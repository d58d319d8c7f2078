import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashPersonalValue, loadJwtSecret } from './secrets';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'gdpr-secrets-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('loadJwtSecret', () => {
  it('generates a secret once, readable by the owner only, and reuses it after a restart', async () => {
    const first = await loadJwtSecret({ dataDir });
    const file = path.join(dataDir, 'secrets', 'jwt-secret');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).length).toBeGreaterThanOrEqual(64);
    expect(await loadJwtSecret({ dataDir })).toEqual(first);
  });

  it('uses JWT_SECRET when given and writes nothing', async () => {
    const secret = await loadJwtSecret({ dataDir, jwtSecret: 'x'.repeat(40) });
    expect(new TextDecoder().decode(secret)).toBe('x'.repeat(40));
    await expect(stat(path.join(dataDir, 'secrets'))).rejects.toThrow();
  });
});

describe('hashPersonalValue', () => {
  it('differs by secret and by label, so the stored key says nothing on its own', () => {
    const one = new TextEncoder().encode('one-secret');
    const two = new TextEncoder().encode('two-secret');
    expect(hashPersonalValue(one, 'login-ip', '192.0.2.1')).not.toBe(
      hashPersonalValue(two, 'login-ip', '192.0.2.1'),
    );
    expect(hashPersonalValue(one, 'login-ip', '192.0.2.1')).not.toBe(
      hashPersonalValue(one, 'forgot-ip', '192.0.2.1'),
    );
    expect(hashPersonalValue(one, 'login-ip', '192.0.2.1')).not.toContain('192');
  });
});
