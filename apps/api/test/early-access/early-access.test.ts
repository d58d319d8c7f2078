import { earlyAccessConsentVersion } from '@app/core/early-access/consent';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { earlyAccessSubscribers, earlyAccessUnsubscribeTokens } from '../../src/db/schema';
import { findQueuedEmails } from '../auth/helpers/auth-app';
import { countWrites, createContactTestApp, humanTiming, postJson } from '../contact/helpers/contact-app';
import type { TestApp } from '../helpers/app';
import { type SmtpSink, startSmtpSink } from '../mail/helpers/smtp-sink';

let testApp: TestApp;
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  testApp = await createContactTestApp({ SMTP_URL: sink.url });
});
afterAll(async () => {
  await testApp.close();
  await sink.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const signUpAnswer = {
  bg: 'Благодарим ви. Ако адресът ви все още не е потвърден, ви изпратихме връзка за потвърждение по имейл.',
  en: 'Thank you. Unless your address is already confirmed, we have sent you a confirmation link by e-mail.',
};

function signUp(email: string, language: 'bg' | 'en' = 'en', extra: object = {}) {
  const payload = { email, language, consent: true, consentVersion: earlyAccessConsentVersion };
  return postJson(
    testApp,
    '/api/early-access',
    { ...payload, ...humanTiming(), ...extra },
    { lang: language },
  );
}

const postToken = (action: 'confirm' | 'unsubscribe', token: string, lang: 'bg' | 'en' = 'en') =>
  postJson(testApp, `/api/early-access/${action}`, { token }, { lang });

/** The tokens of the newest confirmation e-mail queued for the address. */
async function readLinks(email: string) {
  const [latest] = (await findQueuedEmails(testApp, 'early-access-confirmation', email)).reverse();
  if (!latest) throw new Error(`no confirmation e-mail for ${email}`);
  const confirm = new URL(latest.data.confirmUrl ?? '');
  const unsubscribe = new URL(latest.data.unsubscribeUrl ?? '');
  return {
    confirm,
    unsubscribe,
    confirmToken: confirm.searchParams.get('token') ?? '',
    unsubscribeToken: unsubscribe.searchParams.get('token') ?? '',
  };
}

const findSubscriber = async (email: string) =>
  (
    await testApp.database.db
      .select()
      .from(earlyAccessSubscribers)
      .where(eq(earlyAccessSubscribers.email, email))
  )[0];

describe('early access, double opt-in', () => {
  it('signs up, e-mails the link, confirms (twice is fine) and unsubscribes by the e-mailed link', async () => {
    const response = await signUp(' Elena@Example.BG ', 'en');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: signUpAnswer.en });

    const pending = await findSubscriber('elena@example.bg');
    expect(pending).toMatchObject({
      status: 'pending',
      language: 'en',
      consentTextVersion: earlyAccessConsentVersion,
      confirmedAt: null,
    });
    if (!pending) throw new Error('the sign-up was not stored');
    expect(pending.consentedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(pending.confirmTokenExpiresAt.getTime() - pending.consentedAt.getTime()).toBe(
      7 * 24 * 60 * 60_000,
    );

    // Read before sending: the outbox drops a message's content once it is sent.
    const links = await readLinks('elena@example.bg');
    await testApp.app.mailOutbox.runPass();
    const mail = sink.received.find((entry) => entry.envelopeTo.includes('elena@example.bg'));
    expect(mail?.parsed.subject).toBe('Confirm your early-access registration');
    expect(links.confirm.origin + links.confirm.pathname).toBe(
      'https://gdpr.example.bg/early-access/confirm',
    );
    expect(links.confirm.searchParams.get('lang')).toBe('en');
    expect(links.unsubscribe.pathname).toBe('/early-access/unsubscribe');
    expect(mail?.parsed.text).toContain(links.confirm.toString());
    expect(mail?.parsed.text).toContain(links.unsubscribe.toString());
    expect(mail?.raw.replace(/\r\n[ \t]+/g, ' ')).toContain(`List-Unsubscribe: <${links.unsubscribe}>`);
    // Only hashes are stored: the e-mailed tokens appear nowhere in the database.
    expect(pending.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(pending)).not.toContain(links.confirmToken);

    for (const attempt of [1, 2]) {
      const confirmed = await postToken('confirm', links.confirmToken);
      expect(confirmed.statusCode, `confirmation ${attempt}`).toBe(200);
      expect(confirmed.json().message).toBe(
        'Your address is confirmed: welcome to the early-access programme.',
      );
    }
    const subscriber = await findSubscriber('elena@example.bg');
    expect(subscriber?.status).toBe('confirmed');
    expect(subscriber?.confirmedAt).toBeInstanceOf(Date);

    const left = await postToken('unsubscribe', links.unsubscribeToken, 'bg');
    expect(left.statusCode).toBe(200);
    expect(left.json().message).toBe('Напуснахте програмата за ранен достъп и изтрихме адреса ви.');
    expect(await findSubscriber('elena@example.bg')).toBeUndefined();
    const tokens = await testApp.database.db
      .select()
      .from(earlyAccessUnsubscribeTokens)
      .where(eq(earlyAccessUnsubscribeTokens.subscriberId, subscriber?.id ?? ''));
    expect(tokens).toEqual([]);
    const again = await postToken('unsubscribe', links.unsubscribeToken);
    expect(again.json().error.code).toBe('TOKEN_INVALID');
  });

  it('writes the confirmation in the language chosen, whatever the request’s', async () => {
    await signUp('bogdan@example.bg', 'bg');
    expect((await readLinks('bogdan@example.bg')).confirm.searchParams.get('lang')).toBe('bg');
    await testApp.app.mailOutbox.runPass();
    const mail = sink.received.find((entry) => entry.envelopeTo.includes('bogdan@example.bg'));
    expect(mail?.parsed.subject).toBe('Потвърдете заявката си за ранен достъп');
    expect(mail?.parsed.text).toContain('Връзката е валидна 7 дни.');
  });

  it.each([
    ['bg', 'Връзката е невалидна или е изтекла. Моля, поискайте нова.'],
    ['en', 'This link is invalid or has expired. Please request a new one.'],
  ] as const)('refuses an unknown token with TOKEN_INVALID (%s)', async (lang, text) => {
    for (const action of ['confirm', 'unsubscribe'] as const) {
      const response = await postToken(action, 'not-a-real-token', lang);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({ code: 'TOKEN_INVALID', message: text });
    }
  });

  it('refuses a confirmation link after 7 days; the address stays unconfirmed', async () => {
    await signUp('late@example.bg');
    const { confirmToken, unsubscribeToken } = await readLinks('late@example.bg');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 7 * 24 * 60 * 60_000 + 60_000);
    const response = await postToken('confirm', confirmToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('TOKEN_INVALID');
    expect((await findSubscriber('late@example.bg'))?.status).toBe('pending');
    // Leaving works whatever the state: the unsubscribe link never expires.
    expect((await postToken('unsubscribe', unsubscribeToken)).statusCode).toBe(200);
  });
});

describe('signing up again, and what is refused', () => {
  it('answers the same whatever the state: a pending address gets a new link at most every 15 minutes', async () => {
    const email = 'twice@example.bg';
    const first = await signUp(email);
    const old = await readLinks(email);
    const second = await signUp(email);
    expect(second.json()).toEqual(first.json());
    expect(await findQueuedEmails(testApp, 'early-access-confirmation', email)).toHaveLength(1);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60_000);
    const third = await signUp(email, 'bg');
    expect(third.statusCode).toBe(200);
    const queued = await findQueuedEmails(testApp, 'early-access-confirmation', email);
    expect(queued).toHaveLength(2);
    expect(queued[1]?.language).toBe('bg');
    const fresh = await readLinks(email);
    expect(fresh.confirmToken).not.toBe(old.confirmToken);
    // Only the newest confirmation link counts; every unsubscribe link sent keeps working.
    expect((await postToken('confirm', old.confirmToken)).statusCode).toBe(400);
    expect((await postToken('confirm', fresh.confirmToken)).statusCode).toBe(200);

    const confirmedAgain = await signUp(email);
    expect(confirmedAgain.json()).toEqual({ success: true, message: signUpAnswer.en });
    expect(await findQueuedEmails(testApp, 'early-access-confirmation', email)).toHaveLength(2);
    expect((await findSubscriber(email))?.status).toBe('confirmed');
    expect((await postToken('unsubscribe', old.unsubscribeToken)).statusCode).toBe(200);
    expect(await findSubscriber(email)).toBeUndefined();
  });

  it.each([
    ['bg', 'Моля, отбележете, че сте съгласни да получавате нашите писма за програмата.'],
    ['en', 'Please tick the box to agree to our e-mails about the programme.'],
  ] as const)('needs the consent (%s) and stores nothing without it', async (lang, text) => {
    const before = await countWrites(testApp);
    const response = await signUp('no-consent@example.bg', lang, { consent: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toEqual([{ path: 'consent', message: text }]);
    const outdated = await signUp('no-consent@example.bg', lang, { consentVersion: '2020-01-01' });
    expect(outdated.json().error.issues[0].path).toBe('consentVersion');
    expect(await countWrites(testApp)).toEqual(before);
  });

  it('answers a bot like a person and keeps nothing', async () => {
    const before = await countWrites(testApp);
    const response = await signUp('bot@example.bg', 'en', { website: 'spam', formShownAt: Date.now() - 500 });
    expect(response.json()).toEqual({ success: true, message: signUpAnswer.en });
    expect(await countWrites(testApp)).toEqual(before);
  });

  it('allows 5 sign-ups an hour per address, then answers 429', async () => {
    const remoteAddress = '203.0.113.77';
    const payload = { language: 'en', consent: true, consentVersion: earlyAccessConsentVersion };
    const send = (index: number) =>
      postJson(
        testApp,
        '/api/early-access',
        { ...payload, email: `many-${index}@example.bg`, ...humanTiming() },
        { remoteAddress, lang: 'en' },
      );
    for (let index = 0; index < 5; index++) expect((await send(index)).statusCode).toBe(200);
    const limited = await send(5);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(await findSubscriber('many-5@example.bg')).toBeUndefined();
  });
});
