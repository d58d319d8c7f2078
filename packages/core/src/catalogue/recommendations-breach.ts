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
      bg: 'Опишете кой какво прави при нарушение: ограничаване, оценка на риска, уведомяване на КЗЛД без ненужно забавяне и когато това е осъществимо – не по-късно от 72 часа след узнаването, освен ако няма вероятност нарушението да породи риск за лицата (чл. 33, пар. 1), и съобщаване на субектите на данните без ненужно забавяне, когато рискът е висок (чл. 34).',
      en: 'Write down who does what when a breach happens: containment, risk assessment, notifying the CPDP (КЗЛД) without undue delay and, where feasible, within 72 hours of becoming aware of it, unless the breach is unlikely to result in a risk to people (Art. 33(1)), and communicating it to the people affected without undue delay where the risk is high (Art. 34).',
    },
    steps: [
      {
        bg: 'Определете координатор за нарушения и заместник и задължете служителите и обработващите лични данни да им съобщават незабавно за всеки инцидент.',
        en: 'Name a breach coordinator and a deputy, and require staff and processors to report every incident to them at once.',
      },
      {
        bg: 'Подгответе списък за оценка на риска и образец на уведомление до КЗЛД със съдържанието по чл. 33, пар. 3; ако уведомлението е след 72 часа, в него се посочват причините за забавянето.',
        en: 'Prepare a risk-assessment checklist and a notification template for the CPDP (КЗЛД) with the contents Art. 33(3) requires; a notification made after 72 hours must give the reasons for the delay.',
      },
      {
        bg: 'Подгответе образец на съобщение до засегнатите субекти на данните на ясен и прост език със съдържанието по чл. 34, пар. 2.',
        en: 'Prepare a plain-language template for communicating the breach to the people affected, with the contents Art. 34(2) requires.',
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
    articles: ['33(1)', '33(3)', '34(1)', '34(2)'],
    nationalLaw: ['zzld-kzld'],
    deliverable: {
      bg: 'План за действие при нарушение с образци на уведомление до КЗЛД и на съобщение до субектите на данните',
      en: 'Breach response plan with templates for the notification to the CPDP (КЗЛД) and the communication to data subjects',
    },
    successMetric: {
      bg: 'При тестов инцидент оценката на риска и проектът на уведомление до КЗЛД са готови до 72 часа след узнаването',
      en: 'In a test incident, the risk assessment and a draft notification to the CPDP (КЗЛД) are ready within 72 hours of becoming aware of it',
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
      bg: 'Всяко нарушение, включително тези, за които не уведомявате КЗЛД, трябва да бъде документирано – фактите, последиците и предприетите мерки (чл. 33, пар. 5); ежегодното упражнение показва дали планът работи.',
      en: 'Every breach, including those you do not notify to the CPDP (КЗЛД), must be documented with its facts, effects and remedial action (Art. 33(5)); a yearly exercise shows whether the plan works.',
    },
    steps: [
      {
        bg: 'Създайте регистър с дата, описание, засегнати данни и лица, оценка на риска с мотивите за решението дали да уведомите КЗЛД и предприети действия.',
        en: 'Create a register with the date, a description, the data and people affected, the risk assessment with the reasons for deciding whether to notify the CPDP (КЗЛД), and the actions taken.',
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
