import { createHash, createHmac, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** 256 random bits, URL-safe: refresh tokens, one-time tokens, OAuth state, nonces and verifiers. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored by SHA-256 only: a copy of the database does not sign anyone in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A keyed hash for values that are personal data and guessable (e-mail addresses, IP addresses): the
 * throttling table can count attempts without being able to say whose they were.
 */
export function hashPersonalValue(secret: Uint8Array, label: string, value: string): string {
  return createHmac('sha256', secret).update(`${label}\0${value}`).digest('hex').slice(0, 40);
}

/**
 * The key that signs access tokens: `JWT_SECRET` when set, else one generated on first start and kept
 * in DATA_DIR/secrets/jwt-secret (mode 0600), so tokens survive restarts without any set-up. Several
 * processes must share either the variable or the data folder.
 */
export async function loadJwtSecret(options: { jwtSecret?: string | undefined; dataDir: string }) {
  if (options.jwtSecret) return new TextEncoder().encode(options.jwtSecret);
  const dir = path.join(options.dataDir, 'secrets');
  const file = path.join(dir, 'jwt-secret');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  try {
    await writeFile(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Already there (an earlier start, or another process won the race): use the stored one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  await chmod(file, 0o600);
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32) throw new Error(`${file} must hold at least 32 characters`);
  return new TextEncoder().encode(secret);
}
