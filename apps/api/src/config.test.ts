import { generateKeyPairSync } from 'node:crypto';
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

  it('writes e-mail to files by default and reads the mail settings', () => {
    expect(loadConfig({})).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'GDPR Navigator <no-reply@localhost>',
      teamEmail: undefined,
      mailWorkerIntervalMs: 5000,
    });
    const config = loadConfig({
      SMTP_URL: 'smtps://mailer:s3cret@smtp.example.bg:465',
      MAIL_FROM: 'GDPR Navigator <no-reply@gdpr.example.bg>',
      TEAM_EMAIL: 'team@gdpr.example.bg',
      MAIL_WORKER_INTERVAL_MS: '0',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://mailer:s3cret@smtp.example.bg:465',
      mailFrom: 'GDPR Navigator <no-reply@gdpr.example.bg>',
      teamEmail: 'team@gdpr.example.bg',
      mailWorkerIntervalMs: 0,
    });
  });

  it('counts the rate limits in memory by default and in Redis when REDIS_URL is set', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'rediss://:s3cret@redis.example.bg:6380/2' }).redisUrl).toBe(
      'rediss://:s3cret@redis.example.bg:6380/2',
    );
    expect(() => loadConfig({ REDIS_URL: 'http://:s3cret@redis.example.bg' })).toThrow(/^(?![\s\S]*s3cret)/);
  });

  it('never repeats the SMTP password in a configuration error', () => {
    expect(() => loadConfig({ SMTP_URL: 'ftp://mailer:s3cret@smtp.example.bg' })).toThrow(
      /^(?![\s\S]*s3cret)/,
    );
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
    [{ SMTP_URL: 'http://mail.example.bg' }, 'SMTP_URL'],
    [{ REDIS_URL: 'redis.example.bg:6379' }, 'REDIS_URL'],
    [{ MAIL_FROM: 'GDPR Navigator' }, 'MAIL_FROM'],
    [{ TEAM_EMAIL: 'team' }, 'TEAM_EMAIL'],
    [{ MAIL_WORKER_INTERVAL_MS: '-1' }, 'MAIL_WORKER_INTERVAL_MS'],
  ])('stops start-up on a wrong value and names the variable (%o)', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${variable}:`));
  });
});

describe('accounts settings', () => {
  it('offers no social sign-in and no administrators by default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ jwtSecret: undefined, adminEmails: [], oauth: {} });
  });

  it('reads the signing secret, the administrators and each fully configured provider', () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const config = loadConfig({
      JWT_SECRET: 's'.repeat(32),
      ADMIN_EMAILS: ' Owner@Example.bg ,dpo@example.bg,',
      OAUTH_GOOGLE_CLIENT_ID: 'google-id',
      OAUTH_GOOGLE_CLIENT_SECRET: 'google-secret',
      OAUTH_FACEBOOK_APP_ID: 'fb-id',
      OAUTH_FACEBOOK_APP_SECRET: 'fb-secret',
      OAUTH_APPLE_CLIENT_ID: 'bg.example.web',
      OAUTH_APPLE_TEAM_ID: 'TEAM',
      OAUTH_APPLE_KEY_ID: 'KEY',
      OAUTH_APPLE_PRIVATE_KEY: pem.replaceAll('\n', '\\n'),
    });
    expect(config.jwtSecret).toBe('s'.repeat(32));
    expect(config.adminEmails).toEqual(['owner@example.bg', 'dpo@example.bg']);
    expect(config.oauth.google).toEqual({
      clientId: 'google-id',
      clientSecret: 'google-secret',
      issuer: 'https://accounts.google.com',
    });
    expect(config.oauth.facebook).toMatchObject({
      appId: 'fb-id',
      userInfoUrl: 'https://graph.facebook.com/v23.0/me',
    });
    expect(config.oauth.apple).toMatchObject({
      clientId: 'bg.example.web',
      issuer: 'https://appleid.apple.com',
      privateKey: pem,
    });
  });

  it.each([
    [{ JWT_SECRET: 'too-short' }, 'JWT_SECRET'],
    [{ ADMIN_EMAILS: 'owner@example.bg, not-an-address' }, 'ADMIN_EMAILS'],
    [{ OAUTH_GOOGLE_CLIENT_ID: 'google-id' }, 'OAUTH_GOOGLE_CLIENT_SECRET'],
    [{ OAUTH_FACEBOOK_APP_SECRET: 'fb-secret' }, 'OAUTH_FACEBOOK_APP_ID'],
    [
      {
        OAUTH_APPLE_CLIENT_ID: 'a',
        OAUTH_APPLE_TEAM_ID: 'b',
        OAUTH_APPLE_KEY_ID: 'c',
        OAUTH_APPLE_PRIVATE_KEY: 'not a key',
      },
      'OAUTH_APPLE_PRIVATE_KEY',
    ],
  ])('stops start-up on a wrong or half-done accounts setting (%o)', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${variable}:`));
  });
});

describe('the controller named by the legal pages', () => {
  const controller = {
    CONTROLLER_NAME: ' „Навигатор“ ЕООД ',
    CONTROLLER_ADDRESS: 'гр. София 1000, ул. „Пример“ № 1',
    CONTROLLER_EIK: '131071587',
    CONTROLLER_EMAIL: 'privacy@example.bg',
  };

  it('is unset by default', () => {
    expect(loadConfig({}).controller).toBeUndefined();
  });

  it('reads the name, seat, ЕИК and e-mail', () => {
    expect(loadConfig(controller).controller).toEqual({
      name: '„Навигатор“ ЕООД',
      address: 'гр. София 1000, ул. „Пример“ № 1',
      eik: '131071587',
      email: 'privacy@example.bg',
    });
    expect(loadConfig({ ...controller, CONTROLLER_EIK: '1213961230342' }).controller?.eik).toBe(
      '1213961230342',
    );
  });

  it.each([
    [{ ...controller, CONTROLLER_EIK: '131071588' }, 'CONTROLLER_EIK'],
    [{ ...controller, CONTROLLER_EIK: 'BG131071587' }, 'CONTROLLER_EIK'],
    [{ ...controller, CONTROLLER_EIK: '12345678' }, 'CONTROLLER_EIK'],
    [{ ...controller, CONTROLLER_EMAIL: 'privacy' }, 'CONTROLLER_EMAIL'],
    [{ ...controller, CONTROLLER_NAME: '   ' }, 'CONTROLLER_NAME'],
    [{ ...controller, CONTROLLER_ADDRESS: undefined }, 'CONTROLLER_ADDRESS'],
    [{ CONTROLLER_EMAIL: 'privacy@example.bg' }, 'CONTROLLER_NAME'],
  ])('stops start-up on a wrong or partial identity (%o)', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${variable}:`));
  });
});

describe('the language-model provider', () => {
  it('is unset by default, so no AI feature is offered', () => {
    expect(loadConfig({}).llm).toBeUndefined();
  });

  it('reads the address, key, model, processor name and limits', () => {
    expect(
      loadConfig({
        LLM_BASE_URL: 'http://127.0.0.1:11434/v1/',
        LLM_API_KEY: 'ollama',
        LLM_MODEL: 'llama3.1',
      }).llm,
    ).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: 'ollama',
      model: 'llama3.1',
      providerName: '127.0.0.1:11434',
      maxTokens: 800,
      timeoutMs: 20_000,
    });
    const named = loadConfig({
      LLM_BASE_URL: 'https://api.mistral.ai/v1',
      LLM_API_KEY: 'k',
      LLM_MODEL: 'mistral-small-latest',
      LLM_PROVIDER_NAME: 'Mistral AI SAS',
      LLM_MAX_TOKENS: '400',
      LLM_TIMEOUT_MS: '5000',
    }).llm;
    expect(named).toMatchObject({ providerName: 'Mistral AI SAS', maxTokens: 400, timeoutMs: 5000 });
  });

  it.each([
    [{ LLM_BASE_URL: 'https://api.openai.com/v1' }, 'LLM_API_KEY'],
    [{ LLM_API_KEY: 'k', LLM_MODEL: 'm' }, 'LLM_BASE_URL'],
    [{ LLM_BASE_URL: 'ftp://models', LLM_API_KEY: 'k', LLM_MODEL: 'm' }, 'LLM_BASE_URL'],
    [{ LLM_MAX_TOKENS: '10' }, 'LLM_MAX_TOKENS'],
  ])('stops start-up on a partial or wrong provider (%o)', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\n  ${variable}:`));
  });
});
