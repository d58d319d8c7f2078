import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAppleClientSecret } from './apple';

describe('createAppleClientSecret', () => {
  it('signs a short-lived ES256 JWT naming team, service and key, which Apple verifies with the public key', async () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const secret = await createAppleClientSecret({
      clientId: 'bg.gdpr-navigator.web',
      teamId: 'TEAM123456',
      keyId: 'KEY1234567',
      privateKey: pem,
      issuer: 'https://appleid.apple.com',
    });
    expect(decodeProtectedHeader(secret)).toEqual({ alg: 'ES256', kid: 'KEY1234567' });
    const { payload } = await jwtVerify(secret, createPublicKey(privateKey), {
      issuer: 'TEAM123456',
      subject: 'bg.gdpr-navigator.web',
      audience: 'https://appleid.apple.com',
      algorithms: ['ES256'],
    });
    expect(Number(payload.exp) - Number(payload.iat)).toBe(300);
  });
});
