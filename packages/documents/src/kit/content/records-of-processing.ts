import { hasCameras } from '@app/core/assessment/applicability';
import type { LocalizedText } from '@app/core/i18n/localized-text';
import { actsAsProcessor, findKitDefinition } from '../catalogue';
import { toAssessmentFacts } from '../list-kit';
import { answersSheetTexts, createDraftNote, describeAnswer, describeBasis, type KitContext } from './common';
import type { KitSheet, KitSpreadsheet } from './model';
import { retentionToSet, statutoryRetention } from './retention';

type L = LocalizedText;
interface Activity {
  name: L;
  purposes: L;
  basis: L;
  subjects: L;
  data: L;
  recipients: L;
  retention: L[];
}

const columns: { header: L; width: number }[] = [
  { header: { bg: 'Дейност по обработване', en: 'Processing activity' }, width: 22 },
  {
    header: {
      bg: 'Цели на обработването (чл. 30, пар. 1, б. „б“)',
      en: 'Purposes of the processing (Art. 30(1)(b))',
    },
    width: 34,
  },
  { header: { bg: 'Правно основание (чл. 6 и 9)', en: 'Lawful basis (Art. 6 and 9)' }, width: 30 },
  {
    header: {
      bg: 'Категории субекти на данни (чл. 30, пар. 1, б. „в“)',
      en: 'Categories of data subjects (Art. 30(1)(c))',
    },
    width: 24,
  },
  {
    header: {
      bg: 'Категории лични данни (чл. 30, пар. 1, б. „в“)',
      en: 'Categories of personal data (Art. 30(1)(c))',
    },
    width: 34,
  },
  {
    header: {
      bg: 'Категории получатели (чл. 30, пар. 1, б. „г“)',
      en: 'Categories of recipients (Art. 30(1)(d))',
    },
    width: 30,
  },
  {
    header: {
      bg: 'Предаване към трети държави и гаранции (чл. 30, пар. 1, б. „д“)',
      en: 'Transfers to third countries and safeguards (Art. 30(1)(e))',
    },
    width: 30,
  },
  {
    header: {
      bg: 'Срокове за изтриване (чл. 30, пар. 1, б. „е“)',
      en: 'Time limits for erasure (Art. 30(1)(f))',
    },
    width: 44,
  },
  {
    header: {
      bg: 'Технически и организационни мерки (чл. 30, пар. 1, б. „ж“; чл. 32)',
      en: 'Technical and organisational measures (Art. 30(1)(g); Art. 32)',
    },
    width: 34,
  },
];

const processorsBlank: L = {
  bg: '«[ обработващи лични данни: име на счетоводител, ТРЗ, хостинг, имейл услуга ]»',
  en: '«[ processors: name of the accountant, payroll, hosting, e-mail service ]»',
};

function activities(context: KitContext): Activity[] {
  const facts = toAssessmentFacts(context.source);
  const { industry } = context.source.company;
  const processors =
    context.source.answers.usesThirdParties !== 'no' ? `; ${context.pick(processorsBlank)}` : '';
  const withProcessors = (text: L): L => ({ bg: `${text.bg}${processors}`, en: `${text.en}${processors}` });
  const list: Activity[] = [
    {
      name: { bg: 'Персонал и работни заплати', en: 'Staff and payroll' },
      purposes: {
        bg: 'Сключване и изпълнение на трудовите договори; изплащане на възнаграждения; осигуряване и данъчно облагане; здравословни и безопасни условия на труд',
        en: 'Concluding and performing employment contracts; paying salaries; social security and tax; health and safety at work',
      },
      basis: {
        bg: 'чл. 6, пар. 1, б. „б“ (договор) и „в“ (законово задължение); за болничните листове и здравните данни – чл. 9, пар. 2, б. „б“',
        en: 'Art. 6(1)(b) (contract) and (c) (legal obligation); for sick notes and health data, Art. 9(2)(b)',
      },
      subjects: {
        bg: 'Служители; членове на семействата им, когато законът го изисква',
        en: 'Employees; their family members where the law requires it',
      },
      data: {
        bg: 'Имена, ЕГН, адрес, данни за контакт, банкова сметка, образование и квалификация, възнаграждение, отпуски, болнични листове',
        en: 'Names, personal number (ЕГН), address, contact details, bank account, education and qualifications, pay, leave, sick notes',
      },
      recipients: withProcessors({
        bg: 'НАП, НОИ, банката, изплащаща заплатите',
        en: 'National Revenue Agency (НАП), National Social Security Institute (НОИ), the bank paying salaries',
      }),
      retention: [
        statutoryRetention.payroll,
        {
          bg: `Останалите документи на персонала – ${retentionToSet.bg}`,
          en: `Other staff records – ${retentionToSet.en}`,
        },
      ],
    },
    {
      name: { bg: 'Подбор на персонал', en: 'Recruitment' },
      purposes: {
        bg: 'Оценка на кандидатите за работа и провеждане на подбор',
        en: 'Assessing job applicants and running recruitment',
      },
      basis: {
        bg: 'чл. 6, пар. 1, б. „б“ (стъпки преди сключване на договор)',
        en: 'Art. 6(1)(b) (steps before entering into a contract)',
      },
      subjects: { bg: 'Кандидати за работа', en: 'Job applicants' },
      data: {
        bg: 'Автобиография, данни за контакт, образование, професионален опит',
        en: 'CV, contact details, education, work experience',
      },
      recipients: {
        bg: '«[ агенция за подбор, ако ползвате такава ]»',
        en: '«[ recruitment agency, if you use one ]»',
      },
      retention: [statutoryRetention.applicants],
    },
    {
      name:
        industry === 'healthcare'
          ? { bg: 'Пациенти – договори и плащания', en: 'Patients – contracts and payments' }
          : { bg: 'Клиенти', en: 'Customers' },
      purposes: {
        bg: 'Изпълнение на договорите; фактуриране и счетоводство; отговор на запитвания и рекламации',
        en: 'Performing contracts; invoicing and accounting; answering enquiries and complaints',
      },
      basis: {
        bg: 'чл. 6, пар. 1, б. „б“ (договор) и „в“ (законово задължение – счетоводство и данъци)',
        en: 'Art. 6(1)(b) (contract) and (c) (legal obligation – accounting and tax)',
      },
      subjects: { bg: 'Клиенти и техните представители', en: 'Customers and their representatives' },
      data: {
        bg: 'Имена, данни за контакт, адрес за доставка и фактуриране, история на поръчките и плащанията',
        en: 'Names, contact details, delivery and billing address, order and payment history',
      },
      recipients: withProcessors({
        bg: '«[ куриери, платежни институции ]»; НАП при проверка',
        en: '«[ couriers, payment institutions ]»; National Revenue Agency (НАП) on inspection',
      }),
      retention: [
        statutoryRetention.accountingRegisters,
        statutoryRetention.taxDocuments,
        {
          bg: `Данните извън счетоводните документи – ${retentionToSet.bg}`,
          en: `Data outside the accounting documents – ${retentionToSet.en}`,
        },
      ],
    },
    {
      name: { bg: 'Доставчици', en: 'Suppliers' },
      purposes: {
        bg: 'Сключване и изпълнение на договорите с доставчици; счетоводство',
        en: 'Concluding and performing supplier contracts; accounting',
      },
      basis: {
        bg: 'чл. 6, пар. 1, б. „б“ (договор), „в“ (законово задължение) и „е“ (легитимен интерес – данни за лицата за контакт)',
        en: 'Art. 6(1)(b) (contract), (c) (legal obligation) and (f) (legitimate interests – contact persons)',
      },
      subjects: {
        bg: 'Доставчици – физически лица, лица за контакт на доставчици',
        en: 'Sole-trader suppliers, suppliers’ contact persons',
      },
      data: {
        bg: 'Имена, длъжност, служебни данни за контакт, банкова сметка',
        en: 'Names, position, business contact details, bank account',
      },
      recipients: withProcessors({
        bg: 'Банки; НАП при проверка',
        en: 'Banks; National Revenue Agency (НАП) on inspection',
      }),
      retention: [statutoryRetention.accountingRegisters, statutoryRetention.taxDocuments],
    },
  ];
  if (industry === 'healthcare') {
    list.push({
      name: { bg: 'Пациенти – медицинска документация', en: 'Patients – medical records' },
      purposes: {
        bg: 'Диагностика, лечение и водене на медицинската документация',
        en: 'Diagnosis, treatment and keeping medical records',
      },
      basis: {
        bg: 'чл. 6, пар. 1, б. „в“ и чл. 9, пар. 2, б. „з“ (здравни грижи), при професионална тайна по чл. 9, пар. 3',
        en: 'Art. 6(1)(c) and Art. 9(2)(h) (health care), under professional secrecy as in Art. 9(3)',
      },
      subjects: { bg: 'Пациенти; законни представители', en: 'Patients; legal representatives' },
      data: {
        bg: 'Имена, ЕГН, данни за контакт, здравни данни (анамнеза, диагнози, изследвания, лечение)',
        en: 'Names, personal number (ЕГН), contact details, health data (history, diagnoses, tests, treatment)',
      },
      recipients: {
        bg: 'НЗОК и РЗИ, когато законът го изисква; «[ лаборатории, други лечебни заведения ]»',
        en: 'National Health Insurance Fund (НЗОК) and regional health inspectorate (РЗИ) where the law requires; «[ laboratories, other medical establishments ]»',
      },
      retention: [
        {
          bg: '«[ срок по нормативния акт за медицинската документация, приложим за вашето лечебно заведение – посочете акта и разпоредбата ]»',
          en: '«[ period under the act on medical records that applies to your establishment – name the act and provision ]»',
        },
      ],
    });
  }
  if (industry === 'education') {
    list.push({
      name: { bg: 'Ученици и обучаеми', en: 'Pupils and learners' },
      purposes: {
        bg: 'Организиране на обучението; водене на документацията за обучението; комуникация с родителите',
        en: 'Organising the teaching; keeping the teaching records; communicating with parents',
      },
      basis: {
        bg: 'чл. 6, пар. 1, б. „б“ или „в“ «[ потвърдете според вида на училището или центъра ]»',
        en: 'Art. 6(1)(b) or (c) «[ confirm for your kind of school or centre ]»',
      },
      subjects: {
        bg: 'Ученици и обучаеми; родители и настойници',
        en: 'Pupils and learners; parents and guardians',
      },
      data: {
        bg: 'Имена, дата на раждане, данни за контакт на родителите, оценки, присъствие',
        en: 'Names, date of birth, parents’ contact details, marks, attendance',
      },
      recipients: {
        bg: '«[ институции, на които подавате данни ]»',
        en: '«[ institutions you report data to ]»',
      },
      retention: [
        {
          bg: '«[ срок по нормативния акт за документите в образованието, приложим за вас – посочете акта и разпоредбата ]»',
          en: '«[ period under the act on education records that applies to you – name the act and provision ]»',
        },
      ],
    });
  }
  if (industry === 'legal') {
    list.push({
      name: { bg: 'Клиентски дела', en: 'Client matters' },
      purposes: {
        bg: 'Правна защита и съдействие на клиентите',
        en: 'Legal representation and advice to clients',
      },
      basis: {
        bg: 'чл. 6, пар. 1, б. „б“ и „в“; за особените категории – чл. 9, пар. 2, б. „е“',
        en: 'Art. 6(1)(b) and (c); for special categories, Art. 9(2)(f)',
      },
      subjects: { bg: 'Клиенти, насрещни страни, свидетели', en: 'Clients, opposing parties, witnesses' },
      data: {
        bg: 'Данни, необходими за делото, включително данни по чл. 9 и 10, когато делото ги изисква',
        en: 'Data the matter needs, including Art. 9 and 10 data where it requires them',
      },
      recipients: {
        bg: 'Съдилища и други органи; «[ вещи лица, преводачи ]»',
        en: 'Courts and other authorities; «[ experts, translators ]»',
      },
      retention: [retentionToSet],
    });
  }
  const marketing =
    context.source.followUps.reliesOnConsent === 'yes' ||
    (context.source.followUps.directMarketing !== undefined &&
      context.source.followUps.directMarketing !== 'not_applicable') ||
    industry === 'ecommerce' ||
    industry === 'technology';
  list.push({
    name: { bg: 'Уебсайт и маркетинг', en: 'Website and marketing' },
    purposes: marketing
      ? {
          bg: 'Работа на уебсайта; бюлетин и търговски съобщения; статистика на посещенията',
          en: 'Running the website; newsletter and marketing messages; visitor statistics',
        }
      : {
          bg: 'Работа на уебсайта и отговор на запитвания през него',
          en: 'Running the website and answering enquiries sent through it',
        },
    basis: {
      bg: 'чл. 6, пар. 1, б. „а“ (съгласие – бюлетин, бисквитки извън строго необходимите по чл. 4а ЗЕС) и „е“ (легитимен интерес – сигурност на сайта)',
      en: 'Art. 6(1)(a) (consent – newsletter, cookies other than strictly necessary under Art. 4a ЗЕС) and (f) (legitimate interests – site security)',
    },
    subjects: { bg: 'Посетители на уебсайта, абонати', en: 'Website visitors, subscribers' },
    data: {
      bg: 'Имейл адрес, IP адрес, данни от бисквитки, история на съгласията',
      en: 'E-mail address, IP address, cookie data, consent history',
    },
    recipients: withProcessors({
      bg: '«[ хостинг, услуга за бюлетин, аналитична услуга ]»',
      en: '«[ hosting, newsletter service, analytics service ]»',
    }),
    retention: [
      {
        bg: `До оттегляне на съгласието за бюлетина; за останалото – ${retentionToSet.bg}`,
        en: `Until consent to the newsletter is withdrawn; otherwise – ${retentionToSet.en}`,
      },
    ],
  });
  if (hasCameras(facts)) {
    list.push({
      name: { bg: 'Видеонаблюдение', en: 'Video surveillance' },
      purposes: {
        bg: 'Охрана на лицата и имуществото в обектите',
        en: 'Protecting people and property on the premises',
      },
      basis: {
        bg: 'чл. 6, пар. 1, б. „е“ (легитимен интерес) «[ опишете преценката на интереса ]»',
        en: 'Art. 6(1)(f) (legitimate interests) «[ describe the balancing test ]»',
      },
      subjects: {
        bg: 'Служители, клиенти и посетители в наблюдаваните зони',
        en: 'Employees, customers and visitors in the monitored areas',
      },
      data: { bg: 'Видеозапис (образ), дата и час', en: 'Video recording (image), date and time' },
      recipients: {
        bg: 'Органите на МВР при поискване по закон; «[ охранителна фирма ]»',
        en: 'The police (МВР) when the law requires it; «[ security company ]»',
      },
      retention: [retentionToSet],
    });
  }
  return list;
}

function transfersText(context: KitContext): string {
  return context.source.followUps.transferSafeguards === 'not_applicable'
    ? context.pick({
        bg: 'Няма (по вашия отговор данните не напускат ЕИП)',
        en: 'None (you answered that no personal data leaves the EEA)',
      })
    : context.pick({
        bg: '«[ държава извън ЕИП и гаранция: решение относно адекватното ниво на защита или стандартни договорни клаузи (чл. 45–46) – или „няма“ ]»',
        en: '«[ country outside the EEA and safeguard: adequacy decision or standard contractual clauses (Art. 45–46) – or “none” ]»',
      });
}

function basisText(context: KitContext, basis: L): string {
  return context.source.followUps.lawfulBasisDocumented === 'yes'
    ? context.pick(basis)
    : `${context.pick(basis)} ${context.pick({ bg: '«[ предложено – потвърдете ]»', en: '«[ proposed – confirm ]»' })}`;
}

const measures: L = {
  bg: '«[ опишете мерките: контрол на достъпа, пароли и двуфакторно удостоверяване, криптиране, резервни копия, обучение ]»',
  en: '«[ describe the measures: access control, passwords and two-step sign-in, encryption, backups, training ]»',
};

function processorSheet(context: KitContext): KitSheet {
  return {
    name: context.pick({ bg: 'Чл. 30(2) – обработващ', en: 'Art. 30(2) – processor' }),
    preamble: [
      context.pick({
        bg: 'Регистър на категориите дейности, извършвани от името на администратори (чл. 30, пар. 2 от ОРЗД)',
        en: 'Record of the categories of processing carried out on behalf of controllers (Art. 30(2) GDPR)',
      }),
      `${context.company} – ${context.pick({ bg: 'обработващ лични данни', en: 'processor' })}`,
      createDraftNote(context),
    ],
    columns: [
      {
        header: context.pick({
          bg: 'Администратор (клиент) и данни за контакт (чл. 30, пар. 2, б. „а“)',
          en: 'Controller (client) and contact details (Art. 30(2)(a))',
        }),
        width: 34,
      },
      {
        header: context.pick({
          bg: 'Категории обработване (чл. 30, пар. 2, б. „б“)',
          en: 'Categories of processing (Art. 30(2)(b))',
        }),
        width: 34,
      },
      {
        header: context.pick({
          bg: 'Предаване към трети държави и гаранции (чл. 30, пар. 2, б. „в“)',
          en: 'Transfers to third countries and safeguards (Art. 30(2)(c))',
        }),
        width: 30,
      },
      {
        header: context.pick({
          bg: 'Технически и организационни мерки (чл. 30, пар. 2, б. „г“)',
          en: 'Technical and organisational measures (Art. 30(2)(d))',
        }),
        width: 34,
      },
    ],
    rows: [1, 2, 3].map(() => [
      context.pick({
        bg: '«[ име, адрес, имейл на клиента; ДЛЗД, ако има ]»',
        en: '«[ client’s name, address, e-mail; its DPO, if any ]»',
      }),
      context.pick({
        bg: '«[ напр. счетоводно обслужване, хостинг, кол център ]»',
        en: '«[ e.g. bookkeeping, hosting, call centre ]»',
      }),
      transfersText(context),
      context.pick(measures),
    ]),
  };
}

/** The records of processing (Art. 30): activities proposed for the industry, one sheet per role. */
export function buildRecordsOfProcessing(context: KitContext): KitSpreadsheet {
  const definition = findKitDefinition('records-of-processing');
  const title = context.pick({
    bg: 'Регистър на дейностите по обработване (чл. 30, пар. 1 от ОРЗД)',
    en: 'Records of processing activities (Art. 30(1) GDPR)',
  });
  const controller: KitSheet = {
    name: context.pick({ bg: 'Чл. 30(1) – администратор', en: 'Art. 30(1) – controller' }),
    preamble: [
      title,
      `${context.pick({ bg: 'Администратор', en: 'Controller' })}: ${context.company}, ${context.pick({ bg: '«[ ЕИК, адрес, имейл и телефон ]»', en: '«[ ЕИК (company number), address, e-mail and phone ]»' })}`,
      createDraftNote(context),
      `${context.pick({ bg: 'Длъжностно лице по защита на данните (чл. 30, пар. 1, б. „а“)', en: 'Data protection officer (Art. 30(1)(a))' })}: ${context.pick({ bg: '«[ имена и данни за контакт или „не е определено“ ]»', en: '«[ name and contact details, or “none appointed” ]»' })}`,
    ],
    columns: columns.map((column) => ({ header: context.pick(column.header), width: column.width })),
    rows: activities(context).map((activity) => [
      context.pick(activity.name),
      context.pick(activity.purposes),
      basisText(context, activity.basis),
      context.pick(activity.subjects),
      context.pick(activity.data),
      context.pick(activity.recipients),
      transfersText(context),
      activity.retention.map((item) => context.pick(item)).join('; '),
      context.pick(measures),
    ]),
  };
  const answers: KitSheet = {
    name: context.pick(answersSheetTexts.name),
    preamble: [context.pick(answersSheetTexts.heading), describeBasis(context), createDraftNote(context)],
    columns: [
      { header: context.pick(answersSheetTexts.question), width: 80 },
      { header: context.pick(answersSheetTexts.answer), width: 30 },
    ],
    rows: (
      [
        'collectsData',
        'keepsRecords',
        'deletesOldData',
        'usesThirdParties',
        'secureStorage',
        'lawfulBasisDocumented',
        'reliesOnConsent',
        'transferSafeguards',
        'processorDuties',
        'cctvRules',
      ] as const
    ).map((id) => describeAnswer(context, id)),
  };
  const facts = toAssessmentFacts(context.source);
  return {
    title: context.pick(definition.title),
    company: context.company,
    language: context.language,
    sheets: actsAsProcessor(facts) ? [controller, processorSheet(context), answers] : [controller, answers],
  };
}
