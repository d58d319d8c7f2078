import type { LocalizedText } from '@app/core/i18n/localized-text';

/**
 * Retention periods Bulgarian law sets, each with its provision (docs/decisions/009 says how they were
 * checked). Nowhere else does a draft name a period: it leaves a placeholder for the company to fill.
 */
export const statutoryRetention = {
  payroll: {
    bg: 'Ведомостите за заплати – 50 години, считано от 1 януари на годината, следваща годината, за която се отнасят (чл. 12, ал. 1, т. 1 от Закона за счетоводството)',
    en: 'Payroll records (ведомости за заплати) – 50 years from 1 January of the year after the year they relate to (Art. 12(1)(1) of the Accountancy Act, Закон за счетоводството)',
  },
  accountingRegisters: {
    bg: 'Счетоводните регистри и финансовите отчети – 10 години, считано от 1 януари на годината, следваща годината, за която се отнасят (чл. 12, ал. 1, т. 2 от Закона за счетоводството)',
    en: 'Accounting registers and financial statements – 10 years from 1 January of the year after the year they relate to (Art. 12(1)(2) of the Accountancy Act)',
  },
  taxDocuments: {
    bg: 'Документите за данъчно-осигурителен контрол (напр. фактури) – 5 години след изтичането на давностния срок за погасяване на публичното задължение, с което са свързани (чл. 12, ал. 1, т. 3 от Закона за счетоводството)',
    en: 'Documents for tax and social-security control (invoices, for example) – 5 years after the limitation period of the public obligation they relate to expires (Art. 12(1)(3) of the Accountancy Act)',
  },
  applicants: {
    bg: 'Кандидатите, които не са назначени – най-много 6 месеца след приключването на подбора, освен ако кандидатът е дал съгласие за по-дълъг срок (чл. 25к ЗЗЛД)',
    en: 'Applicants not hired – at most 6 months after the recruitment ends, unless the applicant consented to a longer period (Art. 25k ЗЗЛД)',
  },
} as const satisfies Record<string, LocalizedText>;

/** The placeholder for a period no law sets: the company decides it and documents why (Art. 5(1)(e)). */
export const retentionToSet: LocalizedText = {
  bg: '«[ срок за съхранение – определете го и посочете основанието ]»',
  en: '«[ retention period – set it and state the reason ]»',
};
