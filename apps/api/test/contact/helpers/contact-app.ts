import { count } from 'drizzle-orm';
import { contactMessages, earlyAccessSubscribers, emailOutbox } from '../../../src/db/schema';
import { createAuthTestApp } from '../../auth/helpers/auth-app';
import type { TestApp } from '../../helpers/app';
import { takeAddress } from '../../reports/helpers/reports-app';

export const teamEmail = 'team@gdpr.example.bg';

/** The real app with the outbox timer off, a public address for links and a team address. */
export function createContactTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  return createAuthTestApp({ PUBLIC_URL: 'https://gdpr.example.bg', TEAM_EMAIL: teamEmail, ...env });
}

/** A form shown half a minute ago and sent now, as a person would. */
export function humanTiming(now = Date.now()) {
  return { formShownAt: now - 30_000, formSentAt: now };
}

type PostOptions = { lang?: 'bg' | 'en'; remoteAddress?: string };

/** Posts as a visitor from an address of its own (the limits count per address) unless one is given. */
export function postJson(testApp: TestApp, url: string, payload: object, options: PostOptions = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: options.lang ? `${url}?lang=${options.lang}` : url,
    remoteAddress: options.remoteAddress ?? takeAddress(),
    payload: payload as Record<string, unknown>,
  });
}

/** Rows in the tables a submission can write to: what "nothing was written" is checked against. */
export async function countWrites(testApp: TestApp) {
  const { db } = testApp.database;
  const [[messages], [subscribers], [emails]] = await Promise.all([
    db.select({ n: count() }).from(contactMessages),
    db.select({ n: count() }).from(earlyAccessSubscribers),
    db.select({ n: count() }).from(emailOutbox),
  ]);
  return { messages: messages?.n, subscribers: subscribers?.n, emails: emails?.n };
}
