import type { CatalogueRecommendation } from './recommendation-types';

/**
 * Cookies and electronic direct marketing: ePrivacy Directive 2002/58/EC Art. 5(3) and 13, transposed by
 * ЗЕС, with ЗЕТ's register of refusals, alongside the right to object under Art. 21(2)-(3) GDPR.
 */
export const eprivacyRecommendations: readonly CatalogueRecommendation[] = [
  {
    id: 'cookie-consent',
    controlId: 'consent',
    condition: 'always',
    isPrimary: false,
    title: {
      bg: 'Блокирайте незадължителните бисквитки и пиксели до получаване на съгласие',
      en: 'Block non-essential cookies and pixels until consent',
    },
    description: {
      bg: 'Ако уебсайтът или приложението ви използва аналитични или рекламни бисквитки, пиксели или подобни технологии, съхраняването или четенето на информация в устройството на посетителя изисква предварителното му съгласие, освен ако е строго необходимо за услугата, която той е поискал (чл. 5, пар. 3 от Директива 2002/58/ЕО, чл. 4а ЗЕС). Съгласието трябва да отговаря на изискванията на ОРЗД (чл. 4, т. 11 и чл. 7).',
      en: 'If your website or app uses analytics or advertising cookies, pixels or similar technologies, storing or reading information on a visitor’s device needs their prior consent, unless it is strictly necessary for the service they asked for (Art. 5(3) of Directive 2002/58/EC, Art. 4a of the Electronic Communications Act, ЗЕС). The consent must meet the GDPR standard (Art. 4(11) and 7).',
    },
    steps: [
      {
        bg: 'Сканирайте уебсайта и приложенията си и избройте всички бисквитки, пиксели и тагове с тяхната цел, доставчик и срок.',
        en: 'Scan your website and apps and list every cookie, pixel and tag with its purpose, provider and lifetime.',
      },
      {
        bg: 'Настройте банера така, че преди съгласие да се зареждат само строго необходимите бисквитки.',
        en: 'Configure the banner so that only strictly necessary cookies load before consent.',
      },
      {
        bg: 'Направете отказа толкова лесен, колкото приемането: „Приемам“ и „Отказвам“ още на първото ниво, и позволете промяна на избора по всяко време.',
        en: 'Make refusing as easy as accepting, with “Accept” and “Reject” on the first layer, and let visitors change their choice at any time.',
      },
      {
        bg: 'Пазете запис на съгласията и опишете бисквитките и доставчиците им в политиката за бисквитките.',
        en: 'Keep a record of consents and describe the cookies and their providers in the cookie policy.',
      },
    ],
    impact: 'medium',
    effort: 'low',
    cost: 'low',
    timeline: '1-2 weeks',
    articles: ['4(11)', '7'],
    nationalLaw: ['zes-cookies'],
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
    id: 'direct-marketing-rules',
    controlId: 'directMarketing',
    condition: 'always',
    isPrimary: true,
    title: {
      bg: 'Изпращайте маркетингови съобщения само със съгласие или на съществуващи клиенти',
      en: 'Send marketing messages only with consent or to existing customers',
    },
    description: {
      bg: 'Маркетингът по имейл, SMS или чрез автоматични обаждания изисква предварително съгласие (чл. 13 от Директива 2002/58/ЕО и ЗЕС). Изключение: на свои клиенти можете да предлагате собствени сходни продукти или услуги, ако данните за контакт са получени при продажба и при събирането им и във всяко съобщение е дадена лесна и безплатна възможност за отказ. Преди да изпратите непоискано търговско съобщение по имейл, проверете регистъра на адресите, които не желаят такива съобщения, воден от Комисията за защита на потребителите (КЗП) по ЗЕТ.',
      en: 'Marketing by e-mail, SMS or automated calls needs prior consent (Art. 13 of Directive 2002/58/EC and the Electronic Communications Act, ЗЕС). The exception: you may offer your own customers your own similar products or services if you obtained their contact details in the context of a sale and gave them an easy, free way to refuse when collecting the details and in every message. Before sending unsolicited commercial e-mail, check the register of addresses that refuse it, kept by the Commission for Consumer Protection (КЗП) under the Electronic Commerce Act (ЗЕТ).',
    },
    steps: [
      {
        bg: 'Избройте маркетинговите си канали и списъци и за всеки контакт отбележете източника и основанието: съгласие или съществуващ клиент за сходни продукти.',
        en: 'List your marketing channels and lists, and note for every contact its source and basis: consent, or an existing customer for similar products.',
      },
      {
        bg: 'Включете във всяко съобщение ясно посочен подател и работещ линк или адрес за отказ и изпълнявайте отказите веднага.',
        en: 'Show clearly who is sending every message, include a working unsubscribe link or address, and act on refusals at once.',
      },
      {
        bg: 'Преди всяка кампания по имейл проверявайте получателите в регистъра на КЗП и в собствения си списък за изключване.',
        en: 'Before every e-mail campaign, check the recipients against the КЗП register and your own suppression list.',
      },
      {
        bg: 'Не използвайте купени или наети списъци, освен ако продавачът може да докаже съгласие, дадено изрично за вас.',
        en: 'Do not use bought or rented lists unless the seller can prove consent given for you by name.',
      },
    ],
    impact: 'high',
    effort: 'low',
    cost: 'low',
    timeline: '1-2 weeks',
    articles: ['6(1)', '7', '21(2)', '21(3)'],
    nationalLaw: ['zes-marketing', 'zet-register'],
    deliverable: {
      bg: 'Маркетингов списък с източник и основание за всеки контакт и общ списък за изключване',
      en: 'Marketing list with the source and basis of every contact, and a shared suppression list',
    },
    successMetric: {
      bg: 'Всеки маркетингов контакт има документирано основание и не се изпраща нищо на отказали се или вписани в регистъра лица',
      en: 'Every marketing contact has a documented basis, and nothing is sent to anyone who refused or is in the register',
    },
  },
  {
    id: 'marketing-opt-out',
    controlId: 'dataSubjectRights',
    condition: 'marketing',
    isPrimary: false,
    title: {
      bg: 'Спирайте директния маркетинг веднага при възражение',
      en: 'Stop direct marketing as soon as someone objects',
    },
    description: {
      bg: 'Всеки може по всяко време да възрази срещу обработването на данните му за директен маркетинг и тогава данните му вече не се обработват за тази цел (чл. 21, пар. 2 и 3); това право трябва да бъде изрично посочено най-късно при първия контакт (чл. 21, пар. 4).',
      en: 'Anyone may object at any time to the processing of their data for direct marketing, and the data may then no longer be processed for that purpose (Art. 21(2)-(3)); this right must be explicitly brought to their attention at the latest at the first contact (Art. 21(4)).',
    },
    steps: [
      {
        bg: 'Посочете правото на възражение ясно и отделно от другата информация във формулярите и в първото съобщение.',
        en: 'State the right to object clearly and separately from other information in your forms and in the first message.',
      },
      {
        bg: 'Поддържайте списък за изключване, за да не бъдат отписаните лица добавяни отново при внос на контакти.',
        en: 'Keep a suppression list so that people who objected are never re-imported.',
      },
      {
        bg: 'Синхронизирайте възраженията между онлайн магазина, системата за бюлетини и CRM системата.',
        en: 'Sync objections between your shop, newsletter tool and CRM.',
      },
    ],
    impact: 'medium',
    effort: 'low',
    cost: 'low',
    timeline: '1-2 weeks',
    articles: ['12(3)', '21(2)', '21(3)', '21(4)'],
    nationalLaw: [],
    deliverable: {
      bg: 'Ясна информация за правото на възражение и общ списък за изключване',
      en: 'Clear information on the right to object and a shared suppression list',
    },
    successMetric: {
      bg: 'Не се изпраща маркетинг до лица, които са възразили',
      en: 'No marketing is sent to anyone who objected',
    },
  },
];
