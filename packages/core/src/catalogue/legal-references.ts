import type { LocalizedText } from '../i18n/localized-text';

/**
 * Bulgarian legal provisions the analysis cites besides the GDPR. Article numbers are given only where
 * they were checked against the published text; otherwise the act is named without one.
 */
export const legalReferenceIds = [
  'zzld-kzld',
  'zzld-dpo-register',
  'zzld-25c',
  'zzld-25k',
  'zzld-employer-rules',
  'kzld-dpia-list',
  'zzlpspoin-12',
] as const;
export type LegalReferenceId = (typeof legalReferenceIds)[number];

export const legalReferences: Readonly<Record<LegalReferenceId, LocalizedText>> = {
  'zzld-kzld': {
    bg: 'ЗЗЛД – КЗЛД е надзорният орган в България; уведомяване за нарушения до 72 часа (cpdp.bg)',
    en: 'ЗЗЛД (Personal Data Protection Act) – КЗЛД is the Bulgarian supervisory authority; breaches notified within 72 hours (cpdp.bg)',
  },
  'zzld-dpo-register': {
    bg: 'ЗЗЛД – регистър на КЗЛД на администраторите и обработващите, определили ДЛЗД',
    en: 'ЗЗЛД – the register КЗЛД keeps of controllers and processors that have appointed a DPO',
  },
  'zzld-25c': {
    bg: 'чл. 25в ЗЗЛД – съгласие за дете под 14 години се дава от родител или настойник',
    en: 'Art. 25c ЗЗЛД – for a child under 14, consent is given by a parent or guardian',
  },
  'zzld-25k': {
    bg: 'чл. 25к ЗЗЛД – данните на кандидати за работа се пазят до 6 месеца, освен със съгласие за по-дълъг срок',
    en: 'Art. 25k ЗЗЛД – job applicants’ data is kept for at most 6 months unless they consent to longer',
  },
  'zzld-employer-rules': {
    bg: 'ЗЗЛД – вътрешни правила на работодателя за служебните ресурси, контрола на достъпа и работното време',
    en: 'ЗЗЛД – employer’s internal rules on company resources, access control and working time',
  },
  'kzld-dpia-list': {
    bg: 'Списък на КЗЛД на видовете операции, за които се изисква оценка на въздействието (чл. 35, пар. 4 от ОРЗД)',
    en: 'КЗЛД’s list of processing operations that require a DPIA (Art. 35(4) GDPR)',
  },
  'zzlpspoin-12': {
    bg: 'чл. 12 ЗЗЛПСПОИН – задължени субекти: работодатели с 50 и повече работници и служители и финансови институции',
    en: 'Art. 12 ЗЗЛПСПОИН (Whistleblower Protection Act) – obliged employers: 50 or more workers, and financial-services firms',
  },
};
