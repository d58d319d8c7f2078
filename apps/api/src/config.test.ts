import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on embedded defaults', () => {
    const config = loadConfig({ INIT_CWD: '/srv/gdpr' });
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      dataDir: path.resolve('/srv/gdpr', 'data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      trustProxy: false,
    });
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/gdpr',
      DATABASE_URL: 'postgres://app@db:5432/gdpr',
      PUBLIC_URL: 'https://gdpr.example.bg/',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/gdpr',
      databaseUrl: 'postgres://app@db:5432/gdpr',
      publicUrl: 'https://gdpr.example.bg',
      trustProxy: true,
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://db/gdpr' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
  ])('stops start-up on a wrong value and names the variable (%o)', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${variable}:`));
  });
});
