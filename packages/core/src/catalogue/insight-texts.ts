import type { Industry } from '../assessment/company';
import type { LocalizedText } from '../i18n/localized-text';
import type { Priority } from './recommendation-types';

/** Severity as an adjective for "gap" (пропуск, masculine in Bulgarian). */
export const gapSeverityWords: Readonly<Record<Priority, LocalizedText>> = {
  critical: { bg: 'критичен', en: 'critical' },
  high: { bg: 'сериозен', en: 'serious' },
  medium: { bg: 'умерен', en: 'moderate' },
  low: { bg: 'малък', en: 'minor' },
};

export function formatPoints(points: number): LocalizedText {
  return {
    bg: `${points} ${Math.abs(points) === 1 ? 'точка' : 'точки'}`,
    en: `${points} ${Math.abs(points) === 1 ? 'point' : 'points'}`,
  };
}

export function formatActions(count: number): LocalizedText {
  return {
    bg: `${count} ${count === 1 ? 'действие' : 'действия'}`,
    en: `${count} ${count === 1 ? 'action' : 'actions'}`,
  };
}

export function formatQuestions(count: number): LocalizedText {
  return {
    bg: `${count} ${count === 1 ? 'въпрос' : 'въпроса'}`,
    en: `${count} ${count === 1 ? 'question' : 'questions'}`,
  };
}

export const insightTemplates = {
  nextStepWithGain: {
    bg: 'Най-ценната следваща стъпка е „{{title}}“: тя затваря {{severity}} пропуск ({{article}}) и добавя около {{points}} към оценката ви.',
    en: 'Your most valuable next step is “{{title}}”: it closes a {{severity}} gap ({{article}}) and adds about {{points}} to your score.',
  },
  nextStep: {
    bg: 'Най-ценната следваща стъпка е „{{title}}“: тя затваря {{severity}} пропуск ({{article}}).',
    en: 'Your most valuable next step is “{{title}}”: it closes a {{severity}} gap ({{article}}).',
  },
  milestone: {
    bg: 'Изпълнението на етап „Основа“ ({{actions}} за 4–6 седмици) би повишило оценката ви от {{from}} на {{to}}.',
    en: 'Completing the foundation phase ({{actions}} in 4-6 weeks) would raise your score from {{from}} to {{to}}.',
  },
  riskLevel: {
    bg: 'Рискът ви е {{level}}, въпреки че оценката ви е {{score}}, защото {{reason}}.',
    en: 'Your risk is {{level}} although your score is {{score}}, because {{reason}}.',
  },
  confidence: {
    bg: 'Отговорите на {{questions}} са „не съм сигурен“ или липсват, затова надеждността на анализа е {{confidence}} %; проверката им ще я повиши.',
    en: 'The answers to {{questions}} are “not sure” or missing, so confidence in this analysis is {{confidence}} %; checking them would raise it.',
  },
  trendImproving: {
    bg: 'Оценката ви се е повишила с {{points}} спрямо предишната ви оценка.',
    en: 'Your score has risen by {{points}} since your previous assessment.',
  },
  trendDeclining: {
    bg: 'Оценката ви се е понижила с {{points}} спрямо предишната ви оценка.',
    en: 'Your score has fallen by {{points}} since your previous assessment.',
  },
  trendStable: {
    bg: 'Оценката ви е почти същата като при предишната ви оценка ({{previous}}).',
    en: 'Your score is about the same as in your previous assessment ({{previous}}).',
  },
  strength: {
    bg: 'Най-силната ви страна е „{{title}}“: пазете доказателствата, защото трябва да можете да докажете съответствието (чл. 5, пар. 2 от ОРЗД).',
    en: 'Your strongest area is “{{title}}”: keep the evidence, because you must be able to demonstrate compliance (Art. 5(2) GDPR).',
  },
} as const satisfies Record<string, LocalizedText>;

export const scopeInsights = {
  noPersonalData: {
    bg: 'Отговорихте, че не събирате лични данни, но досиетата на служителите, заплатите и бизнес контактите са лични данни: като работодател ОРЗД се прилага за вас.',
    en: 'You answered that you collect no personal data, but staff records, payroll and business contacts are personal data: as an employer, the GDPR applies to you.',
  },
  noThirdParties: {
    bg: 'Отговорихте, че не предоставяте данни на трети страни, но външният счетоводител, услугата за ТРЗ, хостингът и имейл доставчикът са обработващи лични данни – проверете този отговор.',
    en: 'You answered that you share no data with third parties, but an external accountant, payroll service, hosting or e-mail provider is a processor – check this answer.',
  },
} as const satisfies Record<string, LocalizedText>;

export const localLawInsights = {
  breachNotification: {
    bg: 'В България нарушението на сигурността на личните данни се съобщава на КЗЛД (cpdp.bg) до 72 часа след узнаването му; срокът тече и през почивните дни.',
    en: 'In Bulgaria a personal data breach is notified to КЗЛД (cpdp.bg) within 72 hours of becoming aware of it; the clock runs through weekends too.',
  },
  whistleblowing: {
    bg: 'Работодателите с 50 или повече служители трябва да поддържат канал за вътрешно подаване на сигнали по ЗЗЛПСПОИН; КЗЛД е и централният орган за външно подаване на сигнали.',
    en: 'Employers with 50 or more staff must run an internal whistleblowing channel under ЗЗЛПСПОИН; КЗЛД is also the central authority for external reports.',
  },
  childrenConsent: {
    bg: 'В България дете може само да даде съгласие за онлайн услуги от 14-годишна възраст; за по-малките е нужно съгласие на родител (чл. 25в ЗЗЛД).',
    en: 'In Bulgaria a child can consent alone to online services from the age of 14; younger children need a parent’s consent (Art. 25c ЗЗЛД).',
  },
  videoSurveillance: {
    bg: 'Видеонаблюдението е сред честите теми на жалбите до КЗЛД: правила, табели и кратък срок за съхранение на записите предотвратяват повечето от тях.',
    en: 'Video surveillance is among the frequent subjects of complaints to КЗЛД: rules, signs and a short retention period prevent most of them.',
  },
  dpoNotification: {
    bg: 'След определянето на ДЛЗД администраторът уведомява КЗЛД за данните му за контакт (чл. 37, пар. 7 от ОРЗД).',
    en: 'Once a DPO is appointed, the controller communicates the DPO’s contact details to КЗЛД (Art. 37(7) GDPR).',
  },
} as const satisfies Record<string, LocalizedText>;

export const industryInsights: Readonly<Partial<Record<Industry, LocalizedText>>> = {
  healthcare: {
    bg: 'Като организация в здравеопазването обработвате данни за здравословното състояние (чл. 9 от ОРЗД), затова сигурността, действията при нарушение, оценката на въздействието и ДЛЗД тежат повече в оценката ви.',
    en: 'As a healthcare organisation you process health data (Art. 9 GDPR), so security, breach response, the impact assessment and the DPO weigh more in your score.',
  },
  finance: {
    bg: 'Във финансовия сектор изтичането на данни означава измами и преки загуби, затова сигурността, действията при нарушение и сроковете за съхранение тежат повече в оценката ви.',
    en: 'In finance, leaked data means fraud and direct loss, so security, breach response and retention weigh more in your score.',
  },
  ecommerce: {
    bg: 'Онлайн търговията разчита на маркетинг и бисквитки въз основа на съгласие, затова съгласието, информирането и правата на субектите на данните тежат повече в оценката ви.',
    en: 'Online retail relies on consent-based marketing and cookies, so consent, transparency and data subject rights weigh more in your score.',
  },
  technology: {
    bg: 'Технологичните компании често обработват данни от името на клиентите си и ползват доставчици извън ЕИП, затова договорите с обработващите и предаването на данни тежат повече в оценката ви.',
    en: 'Technology firms often process data on behalf of clients and use providers outside the EEA, so processor contracts and transfers weigh more in your score.',
  },
  education: {
    bg: 'Образователните организации обработват данни на деца, затова съгласието (на родител за деца под 14 години) и ясното информиране тежат повече в оценката ви.',
    en: 'Education providers process children’s data, so consent (a parent’s for children under 14) and clear notices weigh more in your score.',
  },
  legal: {
    bg: 'Правните кантори пазят поверителни данни на клиенти, защитени от професионална тайна, затова сигурността, обучението на служителите и сроковете за съхранение тежат повече в оценката ви.',
    en: 'Law firms hold confidential client data protected by professional secrecy, so security, staff training and retention weigh more in your score.',
  },
};
