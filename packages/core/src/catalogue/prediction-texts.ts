import type { LocalizedText } from '../i18n/localized-text';

/** The assumptions every 2027.1 prediction states (docs/methodology.md, section 9). */
export const predictionAssumptions = {
  pace: {
    bg: 'Приемаме, че пътната карта се изпълнява {{factor}} пъти по-бавно от плана, както обикновено става в малка фирма без отделен служител по защита на данните: цялата карта е готова след около {{weeks}} седмици.',
    en: 'We assume the roadmap takes {{factor}} times as long as planned, as it usually does in a small business without a dedicated privacy role: the whole roadmap is done after about {{weeks}} weeks.',
  },
  ongoing: {
    bg: 'Мерките, които изискват постоянна работа (сигурност, готовност при нарушение, искания на субектите на данните, срокове за съхранение, свеждане на данните до минимум, регистри, обучение, правила за директния маркетинг), се зачитат с {{percent}} %, защото трябва да се поддържат и доказват и след като проектът приключи.',
    en: 'Measures that need ongoing work (security, breach readiness, data subject requests, retention, data minimisation, records, training, direct marketing rules) count at {{percent}} %, because they must be kept up and evidenced after the project ends.',
  },
  exposure: {
    bg: 'Обработването остава същото: прогнозата не предполага, че ще събирате по-малко данни или ще ползвате по-малко доставчици.',
    en: 'Your processing stays the same: the prediction does not assume that you will collect less data or use fewer providers.',
  },
} as const satisfies Record<string, LocalizedText>;
