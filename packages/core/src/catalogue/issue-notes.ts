import type { Industry } from '../assessment/company';
import type { LocalizedText } from '../i18n/localized-text';

/** Added to every issue answered "not sure". */
export const notSureNote: LocalizedText = {
  bg: 'Отговорихте „не съм сигурен“: докато не проверите, приемете това за пропуск, защото трябва да можете да докажете съответствието (чл. 5, пар. 2 от ОРЗД).',
  en: 'You answered “not sure”: until you have checked, treat this as a gap, because you must be able to demonstrate compliance (Art. 5(2) GDPR).',
};

/** Context notes, added where the answers make a rule relevant. */
export const issueNotes = {
  recordsExemption: {
    bg: 'Изключението за организации с по-малко от 250 служители (чл. 30, пар. 5) не се прилага за вас: то обхваща само случайно обработване без риск и без специални категории данни, а заплатите и данните на клиентите не се обработват случайно.',
    en: 'The exemption for organisations with fewer than 250 employees (Art. 30(5)) does not apply to you: it covers only occasional processing that carries no risk and no special-category data, and payroll and customer data are not processed occasionally.',
  },
  jobApplicants: {
    bg: 'Като работодател изтривайте данните на неодобрените кандидати за работа до 6 месеца след подбора, освен ако са дали съгласие за по-дълъг срок (чл. 25к ЗЗЛД).',
    en: 'As an employer, delete unsuccessful job applicants’ data within 6 months of the recruitment unless they consented to longer (Art. 25k ЗЗЛД).',
  },
  recentBreach: {
    bg: 'Посочихте нарушение през последните 24 месеца: проверете дали е вписано в регистър на нарушенията (чл. 33, пар. 5) и дали КЗЛД е уведомена, ако нарушението е създало риск за хората.',
    en: 'You reported a breach in the last 24 months: check that it is recorded in a breach register (Art. 33(5)) and that КЗЛД was notified if it was likely to result in a risk to people.',
  },
  cookies: {
    bg: 'За уебсайта ви аналитичните и маркетинговите бисквитки изискват предварително съгласие (чл. 5, пар. 3 от Директива 2002/58/ЕО).',
    en: 'On your website, analytics and marketing cookies need prior consent (Art. 5(3) of Directive 2002/58/EC).',
  },
  childrenConsentAge: {
    bg: 'В България възрастта за самостоятелно съгласие за онлайн услуги е 14 години (чл. 25в ЗЗЛД).',
    en: 'In Bulgaria, the age at which a child can consent alone to online services is 14 (Art. 25c ЗЗЛД).',
  },
  dpoLikely: {
    bg: 'Дали ДЛЗД е задължително зависи от мащаба на обработването; ако прецените, че не е, документирайте защо.',
    en: 'Whether a DPO is mandatory depends on the scale of your processing; if you conclude it is not, document why.',
  },
  transfersUnsure: {
    bg: 'Не сте сигурни дали данни напускат ЕИП: много имейл, облачни и аналитични услуги със седалище в САЩ предават данни там.',
    en: 'You are not sure whether data leaves the EEA: many US-based e-mail, cloud and analytics services transfer data there.',
  },
  processorRole: {
    bg: 'Ако обработвате данни за клиенти, вие сте и обработващ лични данни и им дължите условията по чл. 28, пар. 3.',
    en: 'If you process data for clients, you are also a processor and owe them the Art. 28(3) terms.',
  },
  whistleblowingFinance: {
    bg: 'Задължението важи за финансовите институции независимо от броя на служителите; проверете дали дейността ви попада в тази категория.',
    en: 'The duty applies to financial-services firms whatever their size; check whether your business falls in that category.',
  },
  cctvEmployees: {
    bg: 'Служителите трябва да бъдат уведомени писмено за видеонаблюдението на работното място.',
    en: 'Employees must be told in writing about video surveillance at the workplace.',
  },
} as const satisfies Record<string, LocalizedText>;

/** Why security weighs more in the industries that handle sensitive data. */
export const sensitiveIndustryNotes: Readonly<Partial<Record<Industry, LocalizedText>>> = {
  healthcare: {
    bg: 'Обработвате данни за здравословното състояние – специална категория по чл. 9 – затова сигурността тежи повече в оценката ви.',
    en: 'You process health data – a special category under Art. 9 – so security weighs more in your score.',
  },
  finance: {
    bg: 'Обработвате финансови данни, чието изтичане води до измами и финансови загуби, затова сигурността тежи повече в оценката ви.',
    en: 'You process financial data, whose leak leads to fraud and financial loss, so security weighs more in your score.',
  },
  legal: {
    bg: 'Обработвате поверителни данни на клиенти, защитени от професионална тайна, затова сигурността тежи повече в оценката ви.',
    en: 'You process confidential client data protected by professional secrecy, so security weighs more in your score.',
  },
};
