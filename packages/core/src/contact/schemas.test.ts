import { describe, expect, it } from 'vitest';
import { earlyAccessConsentVersion } from '../early-access/consent';
import { earlyAccessSignUpSchema } from '../early-access/schemas';
import { contactRequestSchema, salesRequestSchema } from './schemas';
import { describeSupportHours } from './support';

const timing = { formShownAt: 1_700_000_000_000, formSentAt: 1_700_000_030_000 };
const message = {
  name: '  Мария Петрова ',
  email: 'maria@example.bg',
  subject: 'Въпрос за плана',
  message: 'Бихме искали да научим повече за професионалния план.',
  ...timing,
};

const issuesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('contact schemas', () => {
  it('accepts a message and trims it', () => {
    const parsed = contactRequestSchema.parse(message);
    expect(parsed.name).toBe('Мария Петрова');
  });

  it('gives one message key per field', () => {
    const result = contactRequestSchema.safeParse({
      ...message,
      name: ' ',
      email: 'maria@',
      subject: 'Hi',
      message: 'x'.repeat(5_001),
    });
    expect(issuesOf(result)).toEqual({
      name: 'validation.required',
      email: 'validation.email',
      subject: 'validation.minLength',
      message: 'validation.maxLength',
    });
  });

  it('requires the timing fields, so API clients learn of them', () => {
    const { formShownAt: _, ...withoutTiming } = message;
    expect(issuesOf(contactRequestSchema.safeParse(withoutTiming))).toHaveProperty('formShownAt');
  });

  it('asks a sales enquiry for the company and its size', () => {
    const result = salesRequestSchema.safeParse({ ...message, company: '', companySize: '' });
    expect(issuesOf(result)).toEqual({ company: 'validation.required', companySize: 'validation.required' });
    expect(
      issuesOf(salesRequestSchema.safeParse({ ...message, company: 'Зора', companySize: 'huge' })),
    ).toEqual({
      companySize: 'validation.invalidOption',
    });
    expect(
      salesRequestSchema.parse({ ...message, company: 'Зора АД', companySize: 'enterprise' }).companySize,
    ).toBe('enterprise');
  });
});

describe('early-access sign-up', () => {
  const signUp = {
    email: ' Ana@Example.BG ',
    language: 'en',
    consent: true,
    consentVersion: earlyAccessConsentVersion,
    ...timing,
  };

  it('lower-cases the address and needs consent to the current text', () => {
    expect(earlyAccessSignUpSchema.parse(signUp).email).toBe('ana@example.bg');
    expect(
      issuesOf(
        earlyAccessSignUpSchema.safeParse({ ...signUp, consent: false, consentVersion: '2020-01-01' }),
      ),
    ).toEqual({
      consent: 'early-access.validation.consentRequired',
      consentVersion: 'early-access.validation.consentOutdated',
    });
  });
});

describe('describeSupportHours', () => {
  it('names the working days in each language', () => {
    expect(describeSupportHours('bg')).toMatchObject({
      hours: '24',
      firstDay: 'понеделник',
      lastDay: 'петък',
    });
    expect(describeSupportHours('en')).toMatchObject({
      firstDay: 'Monday',
      lastDay: 'Friday',
      opensAt: '9:00',
    });
  });

  it('gives the CET hours in Bulgarian time too, an hour later', () => {
    expect(describeSupportHours('bg')).toMatchObject({
      opensAt: '9:00',
      closesAt: '18:00',
      timeZone: 'CET',
      bulgarianOpensAt: '10:00',
      bulgarianClosesAt: '19:00',
    });
  });
});
