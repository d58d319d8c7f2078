import type { RiskFloorId, RiskLevel } from '../analysis/risk-level';
import type { LocalizedText } from '../i18n/localized-text';

/** Why a critical gap holds the risk level up; written as a clause so insights can embed it. */
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
    bg: 'обработвате чувствителни данни без сигурно съхранение',
    en: 'you process sensitive data without secure storage',
  },
  recentBreachWithoutPlan: {
    bg: 'имали сте нарушение през последните 24 месеца и все още нямате план за действие при нарушение',
    en: 'you had a breach in the last 24 months and still have no breach response plan',
  },
  unprotectedTransfers: {
    bg: 'лични данни напускат ЕИП без решение относно адекватното ниво на защита или стандартни договорни клаузи',
    en: 'personal data leaves the EEA without an adequacy decision or standard contractual clauses',
  },
  missingMandatoryDpo: {
    bg: 'длъжностно лице по защита на данните изглежда задължително за вас, а не е определено',
    en: 'a data protection officer appears mandatory for you and none is appointed',
  },
  childrenWithoutConsent: {
    bg: 'обработвате данни на деца без валиден механизъм за съгласие',
    en: 'you process children’s data without a valid consent mechanism',
  },
  missingRequiredDpia: {
    bg: 'обработването ви вероятно изисква оценка на въздействието, а такава не е потвърдена',
    en: 'your processing probably requires an impact assessment and none is confirmed',
  },
  cctvWithoutRules: {
    bg: 'използвате видеонаблюдение без правила и информационни табели',
    en: 'you use video surveillance without rules and signs',
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
