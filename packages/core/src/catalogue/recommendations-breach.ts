import type { CatalogueRecommendation } from './recommendation-types';

/** Personal data breaches (Art. 33-34), notified to КЗЛД in Bulgaria. */
export const breachRecommendations: readonly CatalogueRecommendation[] = [
  {
    id: 'breach-response-plan',
    controlId: 'breachResponse',
    condition: 'always',
    isPrimary: true,
    isFoundational: true,
    title: {
      bg: 'Приемете план за действие при нарушение на сигурността на личните данни',
      en: 'Adopt a personal data breach response plan',
    },
    description: {
      bg: 'Опишете кой какво прави в първите 72 часа: ограничаване, оценка на риска, уведомяване на КЗЛД (чл. 33) и уведомяване на засегнатите лица при висок риск (чл. 34).',
      en: 'Write down who does what in the first 72 hours: containment, risk assessment, notification to КЗЛД (Art. 33) and, where the risk is high, informing the people affected (Art. 34).',
    },
    steps: [
      {
        bg: 'Определете координатор за нарушения и заместник и задължете служителите да им съобщават незабавно за всеки инцидент.',
        en: 'Name a breach coordinator and a deputy, and require staff to report every incident to them at once.',
      },
      {
        bg: 'Подгответе контролен списък за оценка на риска и текст на уведомлението до КЗЛД със съдържанието по чл. 33, пар. 3.',
        en: 'Prepare a risk-assessment checklist and a notification to КЗЛД with the contents Art. 33(3) requires.',
      },
      {
        bg: 'Подгответе образец на разбираемо уведомление до засегнатите лица.',
        en: 'Prepare a plain-language template for informing the people affected.',
      },
      {
        bg: 'Включете в плана контактите на ИТ доставчика, на обработващите лични данни и на застрахователя.',
        en: 'Put the contacts of your IT provider, your processors and your insurer in the plan.',
      },
    ],
    impact: 'high',
    effort: 'low',
    cost: 'low',
    timeline: '1-2 weeks',
    articles: ['33', '34'],
    nationalLaw: ['zzld-kzld'],
    deliverable: {
      bg: 'План за действие при нарушение с образци на уведомления',
      en: 'Breach response plan with notification templates',
    },
    successMetric: {
      bg: 'При тестов инцидент оценката и проектът на уведомление до КЗЛД са готови до 72 часа',
      en: 'In a test incident, the assessment and a draft notification to КЗЛД are ready within 72 hours',
    },
  },
  {
    id: 'breach-register',
    controlId: 'breachResponse',
    condition: 'always',
    isPrimary: false,
    title: {
      bg: 'Водете регистър на нарушенията и провеждайте упражнения',
      en: 'Keep a breach register and rehearse',
    },
    description: {
      bg: 'Всяко нарушение, включително несъобщените на КЗЛД, трябва да бъде документирано – факти, последици и предприети мерки (чл. 33, пар. 5); ежегодното упражнение показва дали планът работи.',
      en: 'Every breach, including those not notified to КЗЛД, must be documented with its facts, effects and remedial action (Art. 33(5)); a yearly exercise shows whether the plan works.',
    },
    steps: [
      {
        bg: 'Създайте регистър с дата, описание, засегнати данни и лица, решение относно риска и предприети действия.',
        en: 'Create a register with the date, a description, the data and people affected, the risk decision and the actions taken.',
      },
      {
        bg: 'Впишете известните ви минали инциденти, включително изгубени устройства и имейли до грешен адресат.',
        en: 'Record past incidents you know of, including lost devices and e-mails sent to the wrong person.',
      },
      {
        bg: 'Веднъж годишно провеждайте едночасово симулационно упражнение и актуализирайте плана.',
        en: 'Run a one-hour tabletop exercise once a year and update the plan.',
      },
    ],
    impact: 'medium',
    effort: 'low',
    cost: 'low',
    timeline: '1-2 weeks',
    articles: ['33(5)'],
    nationalLaw: [],
    deliverable: {
      bg: 'Регистър на нарушенията и протокол от упражнение',
      en: 'Breach register and exercise report',
    },
    successMetric: {
      bg: 'Всеки инцидент е вписан до 24 часа след откриването му',
      en: 'Every incident is recorded within 24 hours of discovery',
    },
  },
];
