import type { CatalogueRecommendation } from './recommendation-types';

/** Acting as a processor for clients (Art. 28, 30(2), 33(2)) and joint controllership (Art. 26). */
export const rolesRecommendations: readonly CatalogueRecommendation[] = [
  {
    id: 'processor-role-terms',
    controlId: 'processorDuties',
    condition: 'always',
    isPrimary: true,
    title: {
      bg: 'Изпълнявайте задълженията си на обработващ лични данни за клиентите',
      en: 'Meet your duties as a processor for your clients',
    },
    description: {
      bg: 'Когато обработвате данни от името на клиенти (хостинг, софтуер като услуга, счетоводство, ТРЗ, ИТ поддръжка), вие сте обработващ лични данни: договорът с всеки клиент трябва да съдържа условията по чл. 28, пар. 3, обработвате данните само по документирани указания, водите регистър по чл. 30, пар. 2, съдействате на клиента за исканията на субектите на данните, сигурността и оценките на въздействието и го уведомявате без ненужно забавяне, след като узнаете за нарушение (чл. 33, пар. 2).',
      en: 'When you process data on behalf of clients (hosting, software as a service, accounting, payroll, IT support), you are a processor: every client contract must contain the Art. 28(3) terms, you process the data only on documented instructions, keep a record under Art. 30(2), assist the client with data subject requests, security and impact assessments, and notify the client without undue delay after becoming aware of a breach (Art. 33(2)).',
    },
    steps: [
      {
        bg: 'Изгответе типов договор за обработване с условията по чл. 28, пар. 3 и го приложете към всеки договор с клиент.',
        en: 'Prepare a standard data processing agreement with the Art. 28(3) terms and attach it to every client contract.',
      },
      {
        bg: 'Водете регистър на обработването за всеки клиент: клиентът, категориите обработване, предаването извън ЕИП и мерките за сигурност.',
        en: 'Keep a record of the processing for each client: the client, the categories of processing, transfers outside the EEA and the security measures.',
      },
      {
        bg: 'Ползвайте подизпълнители само с разрешение на клиента, уведомявайте го предварително за промени и им налагайте същите задължения (чл. 28, пар. 2 и 4).',
        en: 'Use sub-processors only with the client’s authorisation, tell the client in advance of changes, and impose the same obligations on them (Art. 28(2) and (4)).',
      },
      {
        bg: 'Включете в плана за нарушения уведомяването на засегнатия клиент без ненужно забавяне, с информацията, от която той се нуждае, за да уведоми КЗЛД.',
        en: 'Include in your breach plan notifying the affected client without undue delay, with the information they need to notify the CPDP (КЗЛД).',
      },
      {
        bg: 'След края на услугата изтрийте или върнете данните по избор на клиента (чл. 28, пар. 3, буква „ж“).',
        en: 'When the service ends, delete or return the data, as the client chooses (Art. 28(3)(g)).',
      },
    ],
    impact: 'high',
    effort: 'medium',
    cost: 'low',
    timeline: '2-4 weeks',
    articles: ['28(2)', '28(3)', '28(4)', '30(2)', '33(2)'],
    nationalLaw: [],
    deliverable: {
      bg: 'Типов договор за обработване, регистър по чл. 30, пар. 2 и списък на подизпълнителите',
      en: 'Standard processing agreement, an Art. 30(2) record and a list of sub-processors',
    },
    successMetric: {
      bg: 'Всеки договор с клиент включва договор за обработване и всеки клиент фигурира в регистъра',
      en: 'Every client contract includes the processing agreement and every client appears in the record',
    },
  },
  {
    id: 'joint-controller-arrangement',
    controlId: 'jointControllers',
    condition: 'always',
    isPrimary: true,
    title: {
      bg: 'Уредете с договореност отговорностите на съвместните администратори',
      en: 'Set out joint controllers’ responsibilities in an arrangement',
    },
    description: {
      bg: 'Когато заедно с друга организация определяте целите и средствата на обработването (например обща кампания, обща база данни в група дружества, съвместна програма за лоялност), вие сте съвместни администратори и трябва по прозрачен начин да определите съответните си отговорности с договореност помежду си, особено за информирането на лицата и упражняването на правата им (чл. 26, пар. 1). Съществените характеристики на договореността трябва да са достъпни за субектите на данните (чл. 26, пар. 2).',
      en: 'When you decide the purposes and means of processing together with another organisation (for example a joint campaign, a shared database within a group of companies or a joint loyalty programme), you are joint controllers and must set out your respective duties transparently in an arrangement, in particular for informing people and handling their requests (Art. 26(1)). The essence of the arrangement must be made available to data subjects (Art. 26(2)).',
    },
    steps: [
      {
        bg: 'Избройте дейностите, при които решавате заедно с други организации защо и как се обработват данните, и ги отличете от работата с обработващи лични данни.',
        en: 'List the activities in which you decide with other organisations why and how data is processed, and distinguish them from work done by processors.',
      },
      {
        bg: 'Подпишете договореност, която определя кой предоставя информацията, кой отговаря на исканията, кой отговаря за сигурността и за нарушенията и коя е точката за контакт.',
        en: 'Sign an arrangement that states who provides the information, who answers requests, who is responsible for security and breaches, and which contact point people can use.',
      },
      {
        bg: 'Публикувайте съществените характеристики на договореността в информацията за обработването и посочете, че лицата могат да упражнят правата си спрямо всеки от администраторите (чл. 26, пар. 3).',
        en: 'Publish the essence of the arrangement in your privacy notice and state that people may exercise their rights against each of the controllers (Art. 26(3)).',
      },
    ],
    impact: 'medium',
    effort: 'low',
    cost: 'low',
    timeline: '2-4 weeks',
    articles: ['26(1)', '26(2)', '26(3)'],
    nationalLaw: [],
    deliverable: {
      bg: 'Договореност между съвместните администратори и публикувани съществени характеристики от нея',
      en: 'Joint controller arrangement with its essence published',
    },
    successMetric: {
      bg: 'Всяко съвместно обработване е уредено с договореност, чиито съществени характеристики са публикувани',
      en: 'Every joint processing operation is covered by an arrangement whose essence is published',
    },
  },
];
