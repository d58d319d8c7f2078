import type { RiskFloorId, RiskLevel } from '../analysis/risk-level';
import type { LocalizedText } from '../i18n/localized-text';

/**
 * Why a dangerous combination holds the risk level up (docs/methodology.md, risk floors). Each is a
 * lower-case clause that reads both after "because" / „защото“ and, capitalised, as a sentence.
 */
export const riskFloorReasons: Readonly<Record<RiskFloorId, LocalizedText>> = {
  noBreachPlan: {
    bg: 'нямате потвърден план за действие при нарушение на сигурността на личните данни',
    en: 'you have no confirmed plan for personal data breaches',
  },
  insecureStorage: {
    bg: 'личните данни не се съхраняват сигурно',
    en: 'personal data is not stored securely',
  },
  unverifiedSecurityOfSensitiveData: {
    bg: 'обработвате чувствителни данни без потвърдени мерки за сигурност',
    en: 'you process sensitive data without confirmed security measures',
  },
  insecureSensitiveData: {
    bg: 'обработвате чувствителни данни, които не се съхраняват сигурно',
    en: 'you process sensitive data that is not stored securely',
  },
  recentBreachWithoutPlan: {
    bg: 'през последните 24 месеца е имало нарушение, а все още нямате потвърден план за действие при нарушение',
    en: 'you had a breach in the last 24 months and still have no confirmed breach response plan',
  },
  recentBreachWithUnconfirmedSecurity: {
    bg: 'през последните 24 месеца е имало нарушение на сигурността, а мерките за сигурност все още не са потвърдени',
    en: 'there was a breach in the last 24 months and the security measures are still not confirmed',
  },
  unprotectedTransfers: {
    bg: 'лични данни напускат ЕИП без решение относно адекватното ниво на защита или подходящи гаранции',
    en: 'personal data leaves the EEA without an adequacy decision or appropriate safeguards',
  },
  missingMandatoryDpo: {
    bg: 'според отговорите ви длъжностното лице по защита на данните е задължително, а не е определено',
    en: 'by your answers a data protection officer is mandatory for you and none is appointed',
  },
  childrenWithoutParentalConsent: {
    bg: 'предлагате онлайн услуга пряко на деца въз основа на съгласие, без да получавате съгласието на родител за децата под 14 години',
    en: 'you offer an online service directly to children on the basis of consent without obtaining a parent’s consent for children under 14',
  },
  missingRequiredDpia: {
    bg: 'според отговорите ви обработването изисква оценка на въздействието, а такава не е потвърдена',
    en: 'by your answers your processing requires an impact assessment and none is confirmed',
  },
  cctvWithoutRules: {
    bg: 'използвате видеонаблюдение без писмени правила, информационни табели и срок за съхранение на записите',
    en: 'you use video surveillance without written rules, information signs and a retention period',
  },
  childrenFilmedWithoutRules: {
    bg: 'видеонаблюдението в училище или детска градина обхваща и деца, а няма правила за него',
    en: 'video surveillance in a school or kindergarten also covers children and has no rules',
  },
  automatedDecisionsWithoutSafeguards: {
    bg: 'вземате изцяло автоматизирани решения със значими последици за хората без човешка намеса и възможност за оспорване',
    en: 'you take solely automated decisions with significant effects on people without human review or a way to contest them',
  },
  noLawfulBasis: {
    bg: 'не сте документирали правно основание за всяка цел на обработване',
    en: 'you have not documented a lawful basis for each purpose of processing',
  },
  sensitiveDataWithoutSecurityOrPlan: {
    bg: 'обработвате чувствителни данни без сигурно съхранение и без план за действие при нарушение',
    en: 'you process sensitive data with neither secure storage nor a breach plan',
  },
};

export const riskLevelLabels: Readonly<Record<RiskLevel, LocalizedText>> = {
  low: { bg: 'нисък', en: 'low' },
  medium: { bg: 'среден', en: 'medium' },
  high: { bg: 'висок', en: 'high' },
  critical: { bg: 'критичен', en: 'critical' },
};

/** Why a gap's severity, rather than a floor, holds the risk level above the score's band. */
export const severeGapReason: LocalizedText = {
  bg: 'остава пропуск с {{severity}} сериозност: „{{title}}“',
  en: 'a gap of {{severity}} severity remains: “{{title}}”',
};
