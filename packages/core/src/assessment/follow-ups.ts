import type { LocalizedText } from '../i18n/localized-text';
import type { AnswerId, AnswerValue } from './answers';

/**
 * Optional follow-up questions that an answer opens. An unanswered follow-up counts as "not sure".
 * `control` follow-ups ask whether an obligation is met; `exposure` follow-ups ask whether a kind of
 * processing happens at all (for those, "no" is the safer answer).
 */
export const followUpIds = [
  'processorAgreements',
  'transfersOutsideEea',
  'transferSafeguards',
  'specialCategories',
  'childrenData',
  'systematicMonitoring',
  'dpoAppointed',
  'dpiaDone',
  'breachLast24Months',
  'videoSurveillance',
  'cctvRules',
  'employeeRules',
  'whistleblowingChannel',
] as const;
export type FollowUpId = (typeof followUpIds)[number];
export type FollowUps = Partial<Record<FollowUpId, AnswerValue>>;

export type FollowUpKind = 'control' | 'exposure';

export interface FollowUpDefinition {
  id: FollowUpId;
  kind: FollowUpKind;
  /** The answer after which the form shows the question. */
  parent: AnswerId;
  articles: readonly string[];
  question: LocalizedText;
}

export const followUpDefinitions: Readonly<Record<FollowUpId, FollowUpDefinition>> = {
  processorAgreements: {
    id: 'processorAgreements',
    kind: 'control',
    parent: 'usesThirdParties',
    articles: ['28'],
    question: {
      bg: 'Имате ли договор за обработване на лични данни (чл. 28 от ОРЗД) с всеки доставчик, който обработва лични данни от ваше име – например счетоводител, ТРЗ, хостинг или имейл услуга?',
      en: 'Do you have a data processing agreement (Art. 28 GDPR) with every provider that handles personal data for you, such as your accountant, payroll, hosting or e-mail provider?',
    },
  },
  transfersOutsideEea: {
    id: 'transfersOutsideEea',
    kind: 'exposure',
    parent: 'usesThirdParties',
    articles: ['44'],
    question: {
      bg: 'Съхраняват ли се или достъпват ли се лични данни извън ЕИП – например чрез облачни, имейл или маркетингови услуги от САЩ?',
      en: 'Is personal data stored or accessed outside the EEA, for example by cloud, e-mail or marketing tools from the US?',
    },
  },
  transferSafeguards: {
    id: 'transferSafeguards',
    kind: 'control',
    parent: 'usesThirdParties',
    articles: ['45', '46'],
    question: {
      bg: 'Ако да, обезпечено ли е всяко такова предаване с решение относно адекватното ниво на защита или със стандартни договорни клаузи (чл. 45–46 от ОРЗД)?',
      en: 'If so, is every such transfer covered by an adequacy decision or standard contractual clauses (Art. 45-46 GDPR)?',
    },
  },
  specialCategories: {
    id: 'specialCategories',
    kind: 'exposure',
    parent: 'collectsData',
    articles: ['9', '10'],
    question: {
      bg: 'Обработвате ли специални категории данни – например данни за здравословното състояние, биометрични или генетични данни – или данни за присъди и нарушения (чл. 9–10 от ОРЗД)?',
      en: 'Do you process special categories of data, such as health, biometric or genetic data, or data on criminal convictions (Art. 9-10 GDPR)?',
    },
  },
  childrenData: {
    id: 'childrenData',
    kind: 'exposure',
    parent: 'collectsData',
    articles: ['8'],
    question: {
      bg: 'Обработвате ли лични данни на деца – например ученици, малолетни пациенти или клиенти под 18 години?',
      en: 'Do you process personal data of children, for example pupils, young patients or customers under 18?',
    },
  },
  systematicMonitoring: {
    id: 'systematicMonitoring',
    kind: 'exposure',
    parent: 'collectsData',
    articles: ['37(1)(b)', '35(1)'],
    question: {
      bg: 'Наблюдавате ли редовно и систематично хора – например чрез проследяване на онлайн поведението, профилиране за реклама или кредитна оценка, или проследяване на местоположението?',
      en: 'Do you regularly and systematically monitor people, for example by tracking online behaviour, profiling for advertising or credit scoring, or tracking location?',
    },
  },
  dpoAppointed: {
    id: 'dpoAppointed',
    kind: 'control',
    parent: 'keepsRecords',
    articles: ['37'],
    question: {
      bg: 'Определили ли сте длъжностно лице по защита на данните (ДЛЗД) и уведомили ли сте КЗЛД за данните му за контакт (чл. 37 от ОРЗД)?',
      en: 'Have you appointed a data protection officer (DPO) and notified КЗЛД of their contact details (Art. 37 GDPR)?',
    },
  },
  dpiaDone: {
    id: 'dpiaDone',
    kind: 'control',
    parent: 'keepsRecords',
    articles: ['35'],
    question: {
      bg: 'Извършили ли сте оценка на въздействието върху защитата на данните за обработването с висок риск (чл. 35 от ОРЗД)?',
      en: 'Have you carried out a data protection impact assessment for your high-risk processing (Art. 35 GDPR)?',
    },
  },
  breachLast24Months: {
    id: 'breachLast24Months',
    kind: 'exposure',
    parent: 'hasBreachPlan',
    articles: ['33'],
    question: {
      bg: 'Имали ли сте нарушение на сигурността на личните данни (например хакнат профил, изгубено устройство или имейл до грешен адресат) през последните 24 месеца?',
      en: 'Have you had a personal data breach (for example a hacked account, a lost device or an e-mail sent to the wrong person) in the last 24 months?',
    },
  },
  videoSurveillance: {
    id: 'videoSurveillance',
    kind: 'exposure',
    parent: 'secureStorage',
    articles: ['6(1)(f)'],
    question: {
      bg: 'Използвате ли видеонаблюдение в обектите си?',
      en: 'Do you use video surveillance (CCTV) at your premises?',
    },
  },
  cctvRules: {
    id: 'cctvRules',
    kind: 'control',
    parent: 'secureStorage',
    articles: ['5(1)(c)', '13'],
    question: {
      bg: 'Ако да, имате ли писмени правила за видеонаблюдението и информационни табели в наблюдаваните зони?',
      en: 'If so, do you have written rules for the video surveillance and information signs at the monitored areas?',
    },
  },
  employeeRules: {
    id: 'employeeRules',
    kind: 'control',
    parent: 'trainsEmployees',
    articles: ['88'],
    question: {
      bg: 'Приели ли сте вътрешни правила за данните на служителите: наблюдение, използване на служебния имейл, интернет и устройства, системи за контрол на достъпа и работното време?',
      en: 'Have you adopted internal rules on employee data: monitoring, use of company e-mail, internet and devices, and access-control or working-time systems?',
    },
  },
  whistleblowingChannel: {
    id: 'whistleblowingChannel',
    kind: 'control',
    parent: 'trainsEmployees',
    articles: ['5(1)(f)'],
    question: {
      bg: 'Имате ли канал за вътрешно подаване на сигнали за нарушения и регистър на сигналите, както изисква ЗЗЛПСПОИН?',
      en: 'Do you have an internal whistleblowing channel and a register of reports, as the Whistleblower Protection Act (ЗЗЛПСПОИН) requires?',
    },
  },
};

export function isExposureFollowUp(id: FollowUpId): boolean {
  return followUpDefinitions[id].kind === 'exposure';
}
