import type { CatalogueRecommendation } from './recommendation-types';

/** Consent where it is the chosen lawful basis (Art. 6(1)(a), 7) and children's consent online (Art. 8). */
export const consentRecommendations: readonly CatalogueRecommendation[] = [
  {
    id: 'consent-records',
    controlId: 'consent',
    condition: 'always',
    isPrimary: true,
    title: {
      bg: 'Когато разчитате на съгласие, събирайте го правилно и пазете доказателство',
      en: 'Where you rely on consent, collect it properly and keep proof',
    },
    description: {
      bg: 'Съгласието е само едно от шестте правни основания и е подходящо само когато хората имат реален избор. Където разчитате на него, то трябва да е свободно дадено, конкретно, информирано и недвусмислено, чрез активно действие, да се оттегля толкова лесно, колкото се дава, и трябва да можете да го докажете (чл. 4, т. 11 и чл. 7).',
      en: 'Consent is only one of the six lawful bases and fits only where people have a real choice. Where you rely on it, it must be freely given, specific, informed and unambiguous, given by a clear affirmative act, as easy to withdraw as to give, and you must be able to prove it (Art. 4(11) and 7).',
    },
    steps: [
      {
        bg: 'Проверете за всяка цел дали съгласието е правилното основание: когато обработването е необходимо за договор или се изисква от закон, или когато има неравнопоставеност (например работодател и служител), използвайте друго основание.',
        en: 'Check for each purpose whether consent is the right basis: where processing is needed for a contract or required by law, or where there is an imbalance of power (such as employer and employee), use another basis.',
      },
      {
        bg: 'Заменете предварително отбелязаните полета и обвързаните съгласия във формуляри, договори и бюлетини с отделно съгласие за всяка цел.',
        en: 'Replace pre-ticked boxes and bundled consent in forms, contracts and newsletters with a separate opt-in for each purpose.',
      },
      {
        bg: 'Записвайте всяко съгласие с дата, канал и показания текст и осигурете оттегляне с едно действие, което изпълнявате веднага.',
        en: 'Log every consent with its date, channel and the wording shown, and offer a one-step withdrawal that you act on at once.',
      },
      {
        bg: 'Спрете обработването, за което съгласието е основание, но не можете да го докажете; не го прехвърляйте впоследствие на друго основание.',
        en: 'Stop processing for which consent is the basis but cannot be proven; do not move it to another basis after the fact.',
      },
    ],
    impact: 'high',
    effort: 'low',
    cost: 'low',
    timeline: '1-2 weeks',
    articles: ['4(11)', '6(1)(a)', '7'],
    nationalLaw: [],
    deliverable: {
      bg: 'Регистър на съгласията и преработени текстове за съгласие',
      en: 'Consent log and revised consent wording',
    },
    successMetric: {
      bg: 'За всяко съгласие могат да се посочат дата и текст',
      en: 'Every consent on file can be traced to a date and a wording',
    },
  },
  {
    id: 'parental-consent',
    controlId: 'childrenData',
    condition: 'always',
    isPrimary: true,
    title: {
      bg: 'Осигурете съгласие на родител за онлайн услугите за деца под 14 години',
      en: 'Obtain a parent’s consent for online services to children under 14',
    },
    description: {
      bg: 'Когато предлагате услуга на информационното общество (приложение, онлайн платформа, игра, онлайн магазин) пряко на деца и обработването се основава на съгласие, дете под 14 години не може да даде съгласие само: то се дава от родителя, упражняващ родителските права, или от настойника (чл. 8 от ОРЗД, чл. 25в ЗЗЛД), а вие полагате разумни усилия да проверите това (чл. 8, пар. 2).',
      en: 'When you offer an information society service (an app, online platform, game or online shop) directly to children and the processing is based on consent, a child under 14 cannot consent alone: consent is given by the parent exercising parental rights or by the guardian (Art. 8 GDPR, Art. 25v ЗЗЛД), and you make reasonable efforts to verify this (Art. 8(2)).',
    },
    steps: [
      {
        bg: 'Установете кои онлайн услуги предлагате пряко на деца и за кои от тях обработването се основава на съгласие.',
        en: 'Identify the online services you offer directly to children and which of them rely on consent.',
      },
      {
        bg: 'Въведете проверка на възрастта, а за деца под 14 години – стъпка за съгласие от родител със запис кой и кога го е дал.',
        en: 'Add an age check and, below 14, a parental-consent step that records who consented and when.',
      },
      {
        bg: 'Напишете кратка информация, разбираема за децата, успоредно с тази за родителите (чл. 12, пар. 1).',
        en: 'Write a short notice that children can understand, alongside the one for parents (Art. 12(1)).',
      },
      {
        bg: 'Задайте по подразбиране най-защитените настройки за профилите на деца и изключете профилирането за маркетинг.',
        en: 'Set the most protective settings by default on children’s profiles and switch off profiling for marketing.',
      },
    ],
    impact: 'high',
    effort: 'medium',
    cost: 'low',
    timeline: '2-4 weeks',
    articles: ['8(1)', '8(2)', '12(1)', '25(2)'],
    nationalLaw: ['zzld-25c'],
    deliverable: {
      bg: 'Проверка на възрастта и процес за съгласие от родител със записи',
      en: 'Age check and parental-consent flow with records',
    },
    successMetric: {
      bg: 'Няма профил на дете под 14 години, основан на съгласие, без записано съгласие на родител',
      en: 'No consent-based profile of a child under 14 exists without a recorded parental consent',
    },
  },
];
