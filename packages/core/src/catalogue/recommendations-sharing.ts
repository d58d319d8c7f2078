import type { CatalogueRecommendation } from './recommendation-types';

/** Processors (Art. 28) and transfers outside the EEA (Art. 44-46). */
export const sharingRecommendations: readonly CatalogueRecommendation[] = [
  {
    id: 'processor-agreements',
    controlId: 'processorAgreements',
    condition: 'always',
    isPrimary: true,
    title: {
      bg: 'Сключете договор за обработване с всеки обработващ лични данни',
      en: 'Sign a data processing agreement with every processor',
    },
    description: {
      bg: 'Избройте доставчиците, които обработват лични данни от ваше име, и се уверете, че всеки договор съдържа условията по чл. 28, пар. 3: указания, поверителност, сигурност, подизпълнители, съдействие, изтриване и одити.',
      en: 'List the providers that process personal data for you and make sure every contract contains the Art. 28(3) terms: instructions, confidentiality, security, sub-processors, assistance, deletion and audits.',
    },
    steps: [
      {
        bg: 'Избройте обработващите лични данни: счетоводител, ТРЗ, хостинг, имейл, CRM, ИТ поддръжка. Куриерите и платежните институции обикновено са самостоятелни администратори, а не обработващи.',
        en: 'List your processors: accountant, payroll, hosting, e-mail, CRM, IT support. Couriers and payment institutions are usually controllers in their own right, not processors.',
      },
      {
        bg: 'Съберете договора за обработване на всеки доставчик или подпишете ваш, когато такъв липсва.',
        en: 'Collect each provider’s data processing agreement, or sign your own where none exists.',
      },
      {
        bg: 'Проверете къде всеки доставчик съхранява данните и кои подизпълнители използва.',
        en: 'Check where each provider stores the data and which sub-processors it uses.',
      },
      {
        bg: 'Работете само с доставчици, които предоставят достатъчни гаранции (чл. 28, пар. 1), и ги преглеждайте ежегодно.',
        en: 'Work only with providers that give sufficient guarantees (Art. 28(1)), and review them every year.',
      },
      {
        bg: 'Ако самите вие обработвате данни от името на клиенти, доставчиците, на които възлагате част от това обработване, са други обработващи лични данни (подизпълнители): за тях ви е нужно предварителното писмено разрешение на клиента, когото уведомявате и за всяка промяна (чл. 28, пар. 2), и те поемат същите задължения като вас по договора с него (чл. 28, пар. 4).',
        en: 'If you yourself process data on behalf of clients, the providers you engage for that processing are other processors (sub-processors): you need the client’s prior written authorisation for them, with notice of any change (Art. 28(2)), and they take on the same obligations as you under your contract with the client (Art. 28(4)).',
      },
    ],
    impact: 'high',
    effort: 'medium',
    cost: 'low',
    timeline: '3-6 weeks',
    articles: ['28(1)', '28(2)', '28(3)', '28(4)'],
    nationalLaw: [],
    deliverable: {
      bg: 'Списък на обработващите лични данни с подписани договори',
      en: 'List of processors with signed agreements',
    },
    successMetric: {
      bg: '100 % от обработващите лични данни работят по договор по чл. 28',
      en: '100 % of processors work under an Art. 28 agreement',
    },
  },
  {
    id: 'transfer-safeguards',
    controlId: 'internationalTransfers',
    condition: 'always',
    isPrimary: true,
    title: {
      bg: 'Обезпечете всяко предаване на данни извън ЕИП',
      en: 'Cover every transfer outside the EEA',
    },
    description: {
      bg: 'Установете кои доставчици съхраняват данни или имат достъп до тях извън ЕИП и използвайте решение относно адекватното ниво на защита (например Рамката за защита на данните между ЕС и САЩ за сертифицирани американски дружества) или стандартните договорни клаузи по Решение за изпълнение (ЕС) 2021/914 с оценка на въздействието на предаването (чл. 44–46).',
      en: 'Find out which providers store or access data outside the EEA and rely on an adequacy decision (such as the EU-US Data Privacy Framework for certified US companies) or the standard contractual clauses of Implementing Decision (EU) 2021/914 with a transfer impact assessment (Art. 44-46).',
    },
    steps: [
      {
        bg: 'Попитайте всеки доставчик къде се съхраняват данните и кой има достъп до тях извън ЕИП.',
        en: 'Ask each provider where the data is stored and who can access it from outside the EEA.',
      },
      {
        bg: 'За всяко предаване отбележете използвания механизъм: решение относно адекватното ниво на защита, стандартни договорни клаузи или друга гаранция по чл. 46.',
        en: 'For each transfer, record the mechanism used: an adequacy decision, standard contractual clauses or another Art. 46 safeguard.',
      },
      {
        bg: 'Когато използвате клаузите, документирайте оценка на въздействието на предаването и допълнителни мерки, например криптиране.',
        en: 'Where you use the clauses, document a transfer impact assessment and any supplementary measures such as encryption.',
      },
      {
        bg: 'Посочете предаванията и гаранциите в информацията за обработването (чл. 13, пар. 1, буква „е“).',
        en: 'Name the transfers and safeguards in your privacy notice (Art. 13(1)(f)).',
      },
    ],
    impact: 'high',
    effort: 'medium',
    cost: 'medium',
    timeline: '3-6 weeks',
    articles: ['13(1)(f)', '44', '45', '46'],
    nationalLaw: [],
    deliverable: {
      bg: 'Карта на предаванията с гаранцията за всяко от тях',
      en: 'Transfer map with the safeguard for each transfer',
    },
    successMetric: {
      bg: 'Няма предаване извън ЕИП без документирана гаранция',
      en: 'No transfer outside the EEA without a documented safeguard',
    },
  },
];
