import type { Industry } from '../assessment/company';
import type { LocalizedText } from '../i18n/localized-text';
import type { Priority } from './recommendation-types';

/** Severity as it reads after "a gap of … severity" (пропуск с … сериозност), as the report labels it. */
export const gapSeverityWords: Readonly<Record<Priority, LocalizedText>> = {
  critical: { bg: 'критична', en: 'critical' },
  high: { bg: 'висока', en: 'high' },
  medium: { bg: 'средна', en: 'medium' },
  low: { bg: 'ниска', en: 'low' },
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
    bg: 'Най-ценната следваща стъпка е „{{title}}“: тя отстранява пропуск с {{severity}} сериозност ({{article}}) и добавя около {{points}} към оценката ви.',
    en: 'Your most valuable next step is “{{title}}”: it remedies a gap of {{severity}} severity ({{article}}) and adds about {{points}} to your score.',
  },
  nextStep: {
    bg: 'Най-ценната следваща стъпка е „{{title}}“: тя отстранява пропуск с {{severity}} сериозност ({{article}}).',
    en: 'Your most valuable next step is “{{title}}”: it remedies a gap of {{severity}} severity ({{article}}).',
  },
  milestone: {
    bg: 'Изпълнението на етап „Основа“ ({{actions}}) би повишило оценката ви от {{from}} на {{to}}.',
    en: 'Completing the foundation phase ({{actions}}) would raise your score from {{from}} to {{to}}.',
  },
  riskLevel: {
    bg: 'Рискът ви е {{level}}, въпреки че оценката ви е {{score}}, защото {{reason}}.',
    en: 'Your risk is {{level}} although your score is {{score}}, because {{reason}}.',
  },
  /** Answers given as "not sure": they earn a quarter of the credit and lower confidence. */
  confidence: {
    bg: 'Отговорихте „Не знам“ на {{questions}}, затова надеждността на анализа е {{confidence}} %; проверката им ще я повиши.',
    en: 'You answered “Not sure” to {{questions}}, so confidence in this analysis is {{confidence}} %; checking them would raise it.',
  },
  /** Follow-ups left unanswered: unknown, so they lower confidence only, never the score. */
  unansweredFollowUps: {
    bg: 'Не сте отговорили на {{questions}} от допълнителните. Това не намалява оценката ви, а само надеждността на анализа ({{confidence}} %): отговорите ще я повишат и може да покажат задължения, които сега не са отчетени.',
    en: 'You left {{questions}} unanswered among the optional follow-ups. This does not lower your score, only the confidence in this analysis ({{confidence}} %): answering them would raise it and may reveal obligations not counted now.',
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
    bg: 'Отговорихте, че не събирате лични данни, но досиетата на служителите, заплатите и дори имената и имейлите на бизнес контактите са лични данни: почти всяка организация обработва лични данни и ОРЗД се прилага за нея.',
    en: 'You answered that you collect no personal data, but staff records, payroll and even the names and e-mails of business contacts are personal data: almost every organisation processes personal data, and the GDPR applies to it.',
  },
  noThirdParties: {
    bg: 'Отговорихте, че не предоставяте данни на трети страни, но външният счетоводител, услугата за ТРЗ, хостингът и имейл доставчикът са обработващи лични данни – проверете този отговор.',
    en: 'You answered that you share no data with third parties, but an external accountant, payroll service, hosting or e-mail provider is a processor – check this answer.',
  },
} as const satisfies Record<string, LocalizedText>;

/** Bulgarian specifics; build-insights shows each only where the answers make it relevant. */
export const localLawInsights = {
  breachNotification: {
    bg: 'При нарушение на сигурността на личните данни администраторът уведомява КЗЛД (cpdp.bg) без ненужно забавяне и когато това е осъществимо – не по-късно от 72 часа след като е разбрал за него, освен ако няма вероятност нарушението да породи риск за хората (чл. 33, пар. 1 от ОРЗД). Срокът тече и през почивните дни.',
    en: 'After a personal data breach, the controller notifies the CPDP (КЗЛД, cpdp.bg) without undue delay and, where feasible, not later than 72 hours after becoming aware of it, unless the breach is unlikely to result in a risk to people (Art. 33(1) GDPR). The clock runs through weekends too.',
  },
  whistleblowing: {
    bg: 'Канал за вътрешно подаване на сигнали по ЗЗЛПСПОИН трябва да имат работодателите в публичния сектор (с изключенията по закона), работодателите в частния сектор с 50 или повече работници или служители и тези от финансовите услуги, мерките срещу изпирането на пари, безопасността на транспорта и опазването на околната среда независимо от броя на персонала (чл. 12, ал. 1). КЗЛД е и централният орган за външно подаване на сигнали.',
    en: 'An internal reporting channel under ЗЗЛПСПОИН is required of public-sector employers (with the exceptions the Act sets out), private employers with 50 or more workers, and private employers of any size in financial services, prevention of money laundering, transport safety or environmental protection (Art. 12(1)). The CPDP (КЗЛД) is also the central authority for external reports.',
  },
  childrenConsent: {
    bg: 'В България дете може само да даде съгласие за услуга на информационното общество, предлагана пряко на него, от 14-годишна възраст; за по-малките съгласието дава родител или настойник (чл. 8 от ОРЗД и чл. 25в ЗЗЛД). Правилото не се отнася за училищата и лечебните заведения, които не обработват данните на децата въз основа на съгласие.',
    en: 'In Bulgaria a child can consent alone to an information society service offered directly to them from the age of 14; for younger children a parent or guardian consents (Art. 8 GDPR and Art. 25v ЗЗЛД). The rule does not concern schools and clinics, which do not process children’s data on the basis of consent.',
  },
  /** Only for organisations that said they have cameras. */
  videoSurveillance: {
    bg: 'Видеонаблюдението е сред честите теми на жалбите до КЗЛД: писмени правила, табели и кратък срок за съхранение на записите предотвратяват повечето от тях.',
    en: 'Video surveillance is among the frequent subjects of complaints to the CPDP (КЗЛД): written rules, signs and a short retention period prevent most of them.',
  },
  dpoNotification: {
    bg: 'След определянето на длъжностно лице по защита на данните администраторът публикува данните за контакт с него и ги съобщава на КЗЛД (чл. 37, пар. 7 от ОРЗД).',
    en: 'Once a data protection officer is appointed, the controller publishes the DPO’s contact details and communicates them to the CPDP (КЗЛД), as Art. 37(7) GDPR requires.',
  },
} as const satisfies Record<string, LocalizedText>;

export const industryInsights: Readonly<Partial<Record<Industry, LocalizedText>>> = {
  healthcare: {
    bg: 'Като организация в здравеопазването обработвате данни за здравословното състояние (чл. 9 от ОРЗД), затова сигурността, действията при нарушение и правата на пациентите тежат повече в оценката ви, а също длъжностното лице и оценката на въздействието, когато се изискват. Длъжностно лице е задължително при мащабно обработване, например в болница, но не и за пациентите на един лекар (съображение 91 от ОРЗД).',
    en: 'As a healthcare organisation you process health data (Art. 9 GDPR), so security, breach response and patients’ rights weigh more in your score, as do the DPO and the impact assessment where they are required. A DPO is mandatory for large-scale processing, in a hospital for example, but not for the patients of a single doctor (Recital 91 GDPR).',
  },
  finance: {
    bg: 'Във финансовия сектор изтичането на данни означава измами и преки загуби, а кредитните решения често са автоматизирани, затова сигурността, действията при нарушение, сроковете за съхранение, договорите с обработващите и автоматизираните решения тежат повече в оценката ви.',
    en: 'In finance, leaked data means fraud and direct loss, and credit decisions are often automated, so security, breach response, retention, processor contracts and automated decisions weigh more in your score.',
  },
  ecommerce: {
    bg: 'Онлайн търговията разчита на маркетинг по имейл и на бисквитки, затова съгласието, директният маркетинг, информирането и правата на субектите на данните тежат повече в оценката ви.',
    en: 'Online retail relies on e-mail marketing and cookies, so consent, direct marketing, transparency and data subject rights weigh more in your score.',
  },
  technology: {
    bg: 'Технологичните компании често обработват данни от името на клиентите си и ползват доставчици извън ЕИП, затова договорите с обработващите, задълженията като обработващ, предаването на данни, защитата на данните на етапа на проектирането и сигурността тежат повече в оценката ви.',
    en: 'Technology firms often process data on behalf of clients and use providers outside the EEA, so processor contracts, duties as a processor, transfers, data protection by design and security weigh more in your score.',
  },
  education: {
    bg: 'Образователните организации обработват данните на учениците главно въз основа на законово задължение, задача от обществен интерес или договор, а съгласие е нужно само за допълнителни дейности, например публикуване на снимки. Затова ясното информиране, документираните правни основания и сигурността тежат повече в оценката ви, както и съгласието на родител за деца под 14 години, когато предлагате онлайн услуга пряко на деца въз основа на съгласие.',
    en: 'Education providers process pupils’ data mainly on the basis of a legal obligation, a public task or a contract; consent is needed only for extras such as publishing photos. So clear notices, documented lawful bases and security weigh more in your score, as does a parent’s consent for children under 14 where you offer an online service directly to children on the basis of consent.',
  },
  legal: {
    bg: 'Правните кантори пазят поверителни данни на клиенти, защитени от професионална тайна, затова сигурността, обучението на служителите и сроковете за съхранение тежат повече в оценката ви.',
    en: 'Law firms hold confidential client data protected by professional secrecy, so security, staff training and retention weigh more in your score.',
  },
};
