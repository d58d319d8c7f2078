import type { CatalogueRecommendation } from './recommendation-types';

/** Lawful basis, consent, cookies and children's consent (Art. 6-8). */
export const consentRecommendations: readonly CatalogueRecommendation[] = [
  {
    id: 'consent-records',
    controlId: 'lawfulBasis',
    condition: 'always',
    isPrimary: true,
    title: {
      bg: 'Събирайте съгласие правилно и пазете доказателство',
      en: 'Collect consent properly and keep proof',
    },
    description: {
      bg: 'Когато разчитате на съгласие, то трябва да е отделен, предварително неотбелязан и конкретен избор, който се оттегля толкова лесно, колкото се дава; пазете запис кой, кога и за какъв текст е дал съгласие (чл. 7, пар. 1).',
      en: 'Where you rely on consent, make it a separate, unticked and specific choice that is as easy to withdraw as to give, and keep a record of who consented, when and to which wording (Art. 7(1)).',
    },
    steps: [
      {
        bg: 'Заменете предварително отбелязаните полета и обвързаните съгласия във формуляри, договори и бюлетини с отделно съгласие за всяка цел.',
        en: 'Replace pre-ticked boxes and bundled consent in forms, contracts and newsletters with a separate opt-in for each purpose.',
      },
      {
        bg: 'Записвайте всяко съгласие с дата, канал и показания текст.',
        en: 'Log every consent with its date, channel and the wording shown.',
      },
      {
        bg: 'Осигурете оттегляне на съгласието с едно действие и го изпълнявайте веднага.',
        en: 'Offer a one-step way to withdraw consent and act on withdrawals at once.',
      },
      {
        bg: 'Потвърдете отново или изтрийте маркетинговите списъци, за които не можете да докажете съгласие.',
        en: 'Re-confirm or delete marketing lists for which you cannot prove consent.',
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
    id: 'lawful-basis-register',
    controlId: 'lawfulBasis',
    condition: 'always',
    isPrimary: false,
    title: {
      bg: 'Документирайте правно основание за всяка цел',
      en: 'Document a lawful basis for every purpose',
    },
    description: {
      bg: 'Опишете целите на обработване и определете за всяка от тях основание по чл. 6, пар. 1: договор, законово задължение, легитимен интерес или съгласие. Използвайте съгласие само когато хората имат реален избор.',
      en: 'List your processing purposes and give each one a basis under Art. 6(1): contract, legal obligation, legitimate interests or consent. Use consent only where people have a real choice.',
    },
    steps: [
      {
        bg: 'Избройте всички цели, за които използвате лични данни (договори, заплати, маркетинг, уебсайт, сигурност).',
        en: 'List every purpose for which you use personal data (contracts, payroll, marketing, website, security).',
      },
      {
        bg: 'Определете едно правно основание за всяка цел и го впишете в регистъра на дейностите по обработване.',
        en: 'Assign one lawful basis to each purpose and record it in your register of processing activities.',
      },
      {
        bg: 'При легитимен интерес изгответе кратък тест за баланс, който показва, че интересът ви не надделява над правата на лицата.',
        en: 'For legitimate interests, write a short balancing test showing that your interest does not override people’s rights.',
      },
      {
        bg: 'Прекратете всяко обработване, за което не е приложимо нито едно основание.',
        en: 'Stop any processing for which no basis applies.',
      },
    ],
    impact: 'high',
    effort: 'medium',
    cost: 'low',
    timeline: '2-4 weeks',
    articles: ['5(1)(a)', '5(2)', '6(1)'],
    nationalLaw: [],
    deliverable: {
      bg: 'Таблица с правните основания за всички цели',
      en: 'Lawful-basis table for all purposes',
    },
    successMetric: {
      bg: '100 % от целите на обработване имат документирано правно основание',
      en: '100 % of processing purposes have a documented lawful basis',
    },
  },
  {
    id: 'cookie-consent',
    controlId: 'lawfulBasis',
    condition: 'online',
    isPrimary: false,
    title: {
      bg: 'Блокирайте незадължителните бисквитки до получаване на съгласие',
      en: 'Block non-essential cookies until consent',
    },
    description: {
      bg: 'Аналитичните и маркетинговите бисквитки и пиксели изискват предварително съгласие (чл. 5, пар. 3 от Директива 2002/58/ЕО във връзка с чл. 7 от ОРЗД). Отказът трябва да е толкова лесен, колкото приемането.',
      en: 'Analytics and marketing cookies and pixels need prior consent (Art. 5(3) of Directive 2002/58/EC read with Art. 7 GDPR). Refusing must be as easy as accepting.',
    },
    steps: [
      {
        bg: 'Сканирайте уебсайта си и избройте всички бисквитки, пиксели и тагове с тяхната цел и доставчик.',
        en: 'Scan your website and list every cookie, pixel and tag with its purpose and provider.',
      },
      {
        bg: 'Настройте банера така, че преди съгласие да се зареждат само строго необходимите бисквитки.',
        en: 'Configure the banner so that only strictly necessary cookies load before consent.',
      },
      {
        bg: 'Предложете „Приемам“, „Отказвам“ и „Настройки“ още на първото ниво и позволете промяна на избора по всяко време.',
        en: 'Offer “Accept”, “Reject” and “Settings” on the first layer and let visitors change their choice at any time.',
      },
      {
        bg: 'Пазете запис на съгласията и актуализирайте политиката за бисквитките.',
        en: 'Keep a record of consents and update the cookie policy.',
      },
    ],
    impact: 'medium',
    effort: 'low',
    cost: 'low',
    timeline: '1-2 weeks',
    articles: ['6(1)(a)', '7'],
    nationalLaw: [],
    deliverable: {
      bg: 'Банер за съгласие, който блокира незадължителните бисквитки, и актуализирана политика за бисквитките',
      en: 'A consent banner that blocks non-essential cookies, and an updated cookie policy',
    },
    successMetric: {
      bg: 'Преди съгласие не се изпраща нито една аналитична или маркетингова заявка (проверено в браузъра)',
      en: 'No analytics or marketing request is sent before consent (checked in the browser)',
    },
  },
  {
    id: 'parental-consent',
    controlId: 'childrenData',
    condition: 'always',
    isPrimary: true,
    title: {
      bg: 'Осигурете съгласие на родител за деца под 14 години',
      en: 'Obtain a parent’s consent for children under 14',
    },
    description: {
      bg: 'При онлайн услуги, предлагани на деца и основани на съгласие, дете под 14 години в България не може да даде съгласие само: необходимо е проверимо съгласие на родител или настойник (чл. 8 от ОРЗД, чл. 25в ЗЗЛД).',
      en: 'For online services offered to children and based on consent, a child under 14 in Bulgaria cannot consent alone: you need the verifiable consent of a parent or guardian (Art. 8 GDPR, Art. 25c ЗЗЛД).',
    },
    steps: [
      {
        bg: 'Установете къде събирате данни на деца (регистрации, училищни платформи, конкурси, приложения).',
        en: 'Find where you collect children’s data (registrations, school platforms, competitions, apps).',
      },
      {
        bg: 'Въведете проверка на възрастта, а за деца под 14 години – стъпка за съгласие от родител със запис кой го е дал.',
        en: 'Add an age check and, below 14, a parental-consent step that records who consented.',
      },
      {
        bg: 'Напишете кратка информация, разбираема за децата, успоредно с тази за родителите.',
        en: 'Write a short notice that children can understand, alongside the one for parents.',
      },
      {
        bg: 'Изключете по подразбиране профилирането и маркетинга, насочени към деца.',
        en: 'Switch off profiling and marketing aimed at children by default.',
      },
    ],
    impact: 'high',
    effort: 'medium',
    cost: 'low',
    timeline: '2-4 weeks',
    articles: ['8', '12(1)', '25(2)'],
    nationalLaw: ['zzld-25c'],
    deliverable: {
      bg: 'Проверка на възрастта и процес за съгласие от родител със записи',
      en: 'Age check and parental-consent flow with records',
    },
    successMetric: {
      bg: 'Няма профил на дете под 14 години без записано съгласие на родител',
      en: 'No account of a child under 14 exists without a recorded parental consent',
    },
  },
];
