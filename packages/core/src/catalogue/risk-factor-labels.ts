import type { RiskFactorId } from '../analysis/result-ids';
import type { LocalizedText } from '../i18n/localized-text';

export const riskFactorLabels: Readonly<Record<RiskFactorId, LocalizedText>> = {
  dataVolume: { bg: 'Обем на данните', en: 'Data volume' },
  dataSensitivity: { bg: 'Чувствителност на данните', en: 'Data sensitivity' },
  processingComplexity: { bg: 'Сложност на обработването', en: 'Processing complexity' },
  thirdPartySharing: { bg: 'Предоставяне на трети страни', en: 'Third-party sharing' },
  securityMeasures: { bg: 'Мерки за сигурност', en: 'Security measures' },
  consentManagement: { bg: 'Управление на съгласията', en: 'Consent management' },
  dataRetention: { bg: 'Съхранение на данните', en: 'Data retention' },
  breachHistory: { bg: 'История на нарушенията', en: 'Breach history' },
  complianceHistory: { bg: 'История на съответствието', en: 'Compliance history' },
  regulatoryPressure: { bg: 'Регулаторен натиск', en: 'Regulatory pressure' },
  employeeTraining: { bg: 'Обучение на служителите', en: 'Employee training' },
  privacyPolicy: { bg: 'Политика за поверителност', en: 'Privacy policy' },
  dataSubjectRights: { bg: 'Права на субектите на данните', en: 'Data subject rights' },
};
