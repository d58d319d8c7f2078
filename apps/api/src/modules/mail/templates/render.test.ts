import { supportedLanguages } from '@app/core/errors';
import { describe, expect, it } from 'vitest';
import type { EmailTemplate } from '../outbox';
import { InvalidEmailDataError, renderEmail } from './render';

const context = { publicUrl: 'https://gdpr.example.bg' };

const samples: Record<EmailTemplate, Record<string, string>> = {
  'password-reset': { name: 'Maria', resetUrl: 'https://gdpr.example.bg/reset-password?token=a&b=1' },
  'email-verification': { name: 'Maria', verifyUrl: 'https://gdpr.example.bg/verify-email?token=a' },
  report: {
    companyName: 'Zora',
    score: '100',
    riskLevel: 'low',
    reportUrl: 'https://gdpr.example.bg/report?id=1',
  },
  'contact-acknowledgement': { name: 'Maria', subject: 'Plans' },
  'contact-forward': { name: 'Maria', email: 'maria@example.bg', subject: 'Plans', message: 'Text' },
  'early-access-confirmation': {
    confirmUrl: 'https://gdpr.example.bg/early-access/confirm?token=c',
    unsubscribeUrl: 'https://gdpr.example.bg/early-access/unsubscribe?token=u',
  },
  'team-invite': {
    inviterName: 'Maria',
    workspaceName: 'Zora',
    inviteUrl: 'https://gdpr.example.bg/team/invite?token=t',
  },
  'sign-in-methods-removed': {
    name: 'Maria',
    providers: 'facebook,google',
    signInUrl: 'https://gdpr.example.bg/login',
  },
};

describe('renderEmail', () => {
  // Latin sample data: any Cyrillic in the English e-mail would then be an untranslated text.
  it.each(Object.keys(samples) as EmailTemplate[])('renders %s in each language, differently', (template) => {
    const [bg, en] = supportedLanguages.map((language) =>
      renderEmail(template, language, samples[template], context),
    );
    expect(bg?.subject).not.toBe(en?.subject);
    expect(bg?.subject).toMatch(/[а-я]/i);
    expect(en?.subject).not.toMatch(/[а-я]/i);
    for (const rendered of [bg, en]) {
      expect(rendered?.text).not.toMatch(/\{\{|email\./);
      expect(rendered?.html).not.toMatch(/\{\{|<img|<script/);
    }
  });

  it('escapes values in the HTML part and keeps them as written in the text part', () => {
    const rendered = renderEmail(
      'password-reset',
      'en',
      { name: '<img src=x onerror=alert(1)> "Ann" & Co', resetUrl: 'https://gdpr.example.bg/r?a=1&b="2"' },
      context,
    );
    expect(rendered.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt; &quot;Ann&quot; &amp; Co,');
    expect(rendered.html).not.toContain('<img');
    expect(rendered.html).toContain('href="https://gdpr.example.bg/r?a=1&amp;b=&quot;2&quot;"');
    expect(rendered.text).toContain('Hello <img src=x onerror=alert(1)> "Ann" & Co,');
  });

  it('turns line breaks in one-line values into spaces, so no value can add a header', () => {
    const rendered = renderEmail(
      'contact-forward',
      'en',
      { name: 'Ann\nLee', email: 'ann@example.bg', subject: 'Plans\r\nBcc: x@example.bg', message: 'Hi' },
      context,
    );
    expect(rendered.subject).toBe('New contact message: Plans Bcc: x@example.bg');
    expect(rendered.replyTo).toEqual({ name: 'Ann Lee', address: 'ann@example.bg' });
  });

  it('acknowledges with the support hours of core, without the sender’s subject in the subject line', () => {
    const data = { name: 'Ann', subject: 'Cheap offers at spam.example' };
    const en = renderEmail('contact-acknowledgement', 'en', data, context);
    expect(en.subject).toBe('We received your message');
    expect(en.text).toContain(
      'We reply within 24 hours. Our support team works Monday to Friday, 9:00–18:00 CET (10:00–19:00 Bulgarian time).',
    );
    const bg = renderEmail('contact-acknowledgement', 'bg', data, context);
    expect(bg.text).toContain(
      'работи от понеделник до петък, 10:00–19:00 ч. българско време (9:00–18:00 ч. CET).',
    );
  });

  it('names a sales enquiry as one, with the company size in words', () => {
    const rendered = renderEmail(
      'contact-forward',
      'bg',
      { ...samples['contact-forward'], kind: 'sales', company: 'Зора АД', size: 'smb' },
      context,
    );
    expect(rendered.subject).toBe('Ново запитване за плана „Корпоративен“: Plans');
    expect(rendered.text).toContain('Размер на фирмата: 51-250 служители');
  });

  it('greets without a name when there is none', () => {
    expect(
      renderEmail('password-reset', 'bg', { ...samples['password-reset'], name: '' }, context).text,
    ).toMatch(/^Здравейте,\n/);
  });

  it('refuses data that does not fit the template', () => {
    expect(() => renderEmail('report', 'bg', { companyName: 'Зора' }, context)).toThrow(
      InvalidEmailDataError,
    );
  });
});
