import { employeeBandLabels, employeeBands } from '@app/core/assessment/company';
import type { OAuthProviderId } from '@app/core/auth/oauth';
import { riskLevelLabels } from '@app/core/catalogue/risk-floor-texts';
import { describeSupportHours } from '@app/core/contact/support';
import { earlyAccessConfirmLifetimeMs } from '@app/core/early-access/schemas';
import type { Language } from '@app/core/errors';
import type { KitDocumentId } from '@app/core/reports/kit-schemas';
import { inviteLifetimeDays } from '@app/core/teams/schemas';
import { findKitDefinition } from '@app/documents/kit/catalogue';
import { translate } from '../../../i18n/messages';
import type { EmailTemplate } from '../outbox';
import type { TemplateData } from './template-data';

export type ContentBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'facts'; rows: Array<{ label: string; value: string }> }
  | { kind: 'quote'; text: string }
  | { kind: 'link'; text: string; label: string; url: string }
  | { kind: 'note'; text: string };

/** What an e-mail says, before layout; `greeting: undefined` opens without one (the team's copy). */
export type EmailContent = {
  subject: string;
  preheader: string;
  greeting: string | undefined;
  blocks: ContentBlock[];
  isAutomated: boolean;
  reason: string;
};

type Translator = (key: string, values?: Record<string, string>) => string;

export function createTranslator(language: Language): Translator {
  return (key, values) => {
    const text = translate(language, `email.${key}`, values);
    // A missing text would send an e-mail with a raw key in it: refuse loudly instead.
    if (text === undefined) throw new Error(`Missing e-mail text email.${key} (${language})`);
    return text;
  };
}

type Builders = {
  [T in EmailTemplate]: (t: Translator, data: TemplateData<T>, language: Language) => EmailContent;
};

function greet(t: Translator, name: string | undefined): string {
  return name ? t('layout.greeting', { name }) : t('layout.greetingWithoutName');
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

const base = { isAutomated: true };

const kitFormatNames = { docx: 'Word', odt: 'ODT', xlsx: 'Excel', ods: 'ODS' } as const;

/** The report e-mail lists the document kit's drafts by title, with their formats. */
function describeKit(t: Translator, ids: string | undefined, language: Language): ContentBlock[] {
  if (!ids) return [];
  const rows = ids.split(',').map((id) => {
    const definition = findKitDefinition(id as KitDocumentId);
    return {
      label: definition.title[language],
      value: definition.formats.map((format) => kitFormatNames[format]).join(', '),
    };
  });
  return [
    { kind: 'paragraph', text: t('report.kitIntro') },
    { kind: 'facts', rows },
  ];
}
const providerNames: Record<OAuthProviderId, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
};
const confirmDays = Math.round(earlyAccessConfirmLifetimeMs / (24 * 60 * 60_000));

export const buildContent: Builders = {
  'password-reset': (t, data) => ({
    ...base,
    subject: t('passwordReset.subject'),
    preheader: t('passwordReset.preheader'),
    greeting: greet(t, data.name),
    blocks: [
      { kind: 'paragraph', text: t('passwordReset.intro') },
      { kind: 'button', label: t('passwordReset.action'), url: data.resetUrl },
      { kind: 'paragraph', text: t('passwordReset.validity') },
      { kind: 'note', text: t('passwordReset.ignore') },
    ],
    reason: t('passwordReset.reason'),
  }),
  'email-verification': (t, data) => ({
    ...base,
    subject: t('emailVerification.subject'),
    preheader: t('emailVerification.preheader'),
    // The address is not proven yet, so the name is whatever someone typed beside it: not repeated.
    greeting: greet(t, undefined),
    blocks: [
      { kind: 'paragraph', text: t('emailVerification.intro') },
      { kind: 'button', label: t('emailVerification.action'), url: data.verifyUrl },
      { kind: 'note', text: t('emailVerification.ignore') },
    ],
    reason: t('emailVerification.reason'),
  }),
  report: (t, data, language) => {
    const riskLevel = riskLevelLabels[data.riskLevel][language];
    return {
      ...base,
      // No user text in a subject: a company name can be any text, and the subject is what a
      // recipient reads first (security review, finding 8). The body names the company.
      subject: t('report.subject'),
      preheader: t('report.preheader', { score: data.score, riskLevel }),
      greeting: greet(t, undefined),
      blocks: [
        { kind: 'paragraph', text: t('report.intro', { companyName: data.companyName }) },
        {
          kind: 'facts',
          rows: [
            { label: t('report.scoreLabel'), value: t('report.scoreValue', { score: data.score }) },
            { label: t('report.riskLabel'), value: capitalise(riskLevel) },
          ],
        },
        ...describeKit(t, data.kitDocuments, language),
        { kind: 'button', label: t('report.action'), url: data.reportUrl },
        { kind: 'note', text: t('report.disclaimer') },
      ],
      reason: t('report.reason'),
    };
  },
  'contact-acknowledgement': (t, _data, language) => {
    const support = describeSupportHours(language);
    return {
      ...base,
      // Nothing the sender typed is repeated: the form accepts any address, and a name or subject of a
      // stranger's choosing would make our acknowledgement a carrier for their message.
      subject: t('contactAcknowledgement.subject'),
      preheader: t('contactAcknowledgement.preheader', support),
      greeting: greet(t, undefined),
      blocks: [
        { kind: 'paragraph', text: t('contactAcknowledgement.intro') },
        { kind: 'paragraph', text: t('contactAcknowledgement.replyTime', support) },
      ],
      reason: t('contactAcknowledgement.reason'),
    };
  },
  'contact-forward': (t, data) => {
    const size = employeeBands.find((band) => band === data.size);
    const sizeValue = size ? t('contactForward.sizeValue', { size: employeeBandLabels[size] }) : data.size;
    const optionalRows = [
      data.company ? { label: t('contactForward.companyLabel'), value: data.company } : undefined,
      sizeValue ? { label: t('contactForward.sizeLabel'), value: sizeValue } : undefined,
    ].filter((row) => row !== undefined);
    const isSales = data.kind === 'sales';
    return {
      // The team answers the sender through Reply-To, so this copy asks for no "do not reply".
      isAutomated: false,
      subject: t(isSales ? 'contactForward.subjectSales' : 'contactForward.subject', {
        subject: data.subject,
      }),
      preheader: t('contactForward.preheader', { name: data.name }),
      greeting: undefined,
      blocks: [
        { kind: 'paragraph', text: t(isSales ? 'contactForward.introSales' : 'contactForward.intro') },
        {
          kind: 'facts',
          rows: [
            { label: t('contactForward.nameLabel'), value: data.name },
            { label: t('contactForward.emailLabel'), value: data.email },
            ...optionalRows,
            { label: t('contactForward.subjectLabel'), value: data.subject },
          ],
        },
        { kind: 'paragraph', text: `${t('contactForward.messageLabel')}:` },
        { kind: 'quote', text: data.message },
      ],
      reason: t('contactForward.reason'),
    };
  },
  'early-access-confirmation': (t, data) => ({
    ...base,
    subject: t('earlyAccessConfirmation.subject'),
    preheader: t('earlyAccessConfirmation.preheader'),
    greeting: greet(t, data.name),
    blocks: [
      { kind: 'paragraph', text: t('earlyAccessConfirmation.intro') },
      { kind: 'button', label: t('earlyAccessConfirmation.action'), url: data.confirmUrl },
      { kind: 'paragraph', text: t('earlyAccessConfirmation.validity', { days: String(confirmDays) }) },
      { kind: 'note', text: t('earlyAccessConfirmation.ignore') },
      {
        kind: 'link',
        text: t('earlyAccessConfirmation.unsubscribe'),
        label: t('earlyAccessConfirmation.unsubscribeLink'),
        url: data.unsubscribeUrl,
      },
    ],
    reason: t('earlyAccessConfirmation.reason'),
  }),
  'sign-in-methods-removed': (t, data, language) => {
    const providers = new Intl.ListFormat(language, { type: 'conjunction' }).format(
      data.providers.split(',').map((id) => providerNames[id as OAuthProviderId] ?? id),
    );
    return {
      ...base,
      subject: t('signInMethodsRemoved.subject'),
      preheader: t('signInMethodsRemoved.preheader', { providers }),
      greeting: greet(t, data.name),
      blocks: [
        { kind: 'paragraph', text: t('signInMethodsRemoved.intro', { providers }) },
        { kind: 'paragraph', text: t('signInMethodsRemoved.again') },
        { kind: 'button', label: t('signInMethodsRemoved.action'), url: data.signInUrl },
        { kind: 'note', text: t('signInMethodsRemoved.notYou') },
      ],
      reason: t('signInMethodsRemoved.reason'),
    };
  },
  'team-invite': (t, data) => ({
    ...base,
    // Names stay in the body, after the product's own words: in the subject (or the preview next to
    // it) they would let an inviter put any text there (security review, finding 8).
    subject: t('teamInvite.subject'),
    preheader: t('teamInvite.preheader'),
    greeting: greet(t, undefined),
    blocks: [
      {
        kind: 'paragraph',
        text: t('teamInvite.intro', { inviterName: data.inviterName, workspaceName: data.workspaceName }),
      },
      { kind: 'paragraph', text: t('teamInvite.account') },
      { kind: 'button', label: t('teamInvite.action'), url: data.inviteUrl },
      { kind: 'paragraph', text: t('teamInvite.validity', { days: String(inviteLifetimeDays) }) },
      { kind: 'note', text: t('teamInvite.ignore') },
    ],
    reason: t('teamInvite.reason'),
  }),
};
