import type { CatalogueRecommendation } from './recommendation-types';

/** Lawful basis per purpose (Art. 6(1)), special categories (Art. 9-10) and legitimate interests. */
export const lawfulBasisRecommendations: readonly CatalogueRecommendation[] = [
  {
    id: 'lawful-basis-register',
    controlId: 'lawfulBasis',
    condition: 'always',
    isPrimary: true,
    title: {
      bg: 'Документирайте правно основание за всяка цел',
      en: 'Document a lawful basis for every purpose',
    },
    description: {
      bg: 'Всяка цел на обработване се нуждае от едно от шестте равностойни основания по чл. 6, пар. 1: съгласие, договор, законово задължение, жизненоважни интереси, обществен интерес или официални правомощия, легитимен интерес. Работодателите обработват данните на служителите главно за трудовия договор и законовите си задължения, училищата и публичните органи – за задачи в обществен интерес, а фирмите, работещи с други фирми – за договор или легитимен интерес; съгласието е подходящо само където хората имат реален избор.',
      en: 'Every processing purpose needs one of the six equal bases of Art. 6(1): consent, contract, legal obligation, vital interests, public task or legitimate interests. Employers process staff data mainly for the employment contract and their legal obligations, schools and public bodies for tasks in the public interest, and firms serving other businesses for a contract or legitimate interests; consent fits only where people have a real choice.',
    },
    steps: [
      {
        bg: 'Избройте всички цели, за които използвате лични данни (договори с клиенти, персонал и заплати, счетоводство, маркетинг, уебсайт, сигурност).',
        en: 'List every purpose for which you use personal data (customer contracts, staff and payroll, accounting, marketing, website, security).',
      },
      {
        bg: 'Определете основанието за всяка цел, като посочите и договора или закона, на който се позовавате, и го впишете в регистъра на дейностите по обработване.',
        en: 'Decide the basis for each purpose, naming the contract or the law you rely on, and record it in your register of processing activities.',
      },
      {
        bg: 'Посочете основанието за всяка цел в информацията за обработването (чл. 13, пар. 1, буква „в“).',
        en: 'State the basis for each purpose in your privacy notice (Art. 13(1)(c)).',
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
    articles: ['5(1)(a)', '5(2)', '6(1)', '13(1)(c)'],
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
    id: 'special-category-conditions',
    controlId: 'lawfulBasis',
    condition: 'specialCategories',
    isPrimary: false,
    title: {
      bg: 'Документирайте и условието по чл. 9 за данните за здравето и другите специални категории',
      en: 'Document the Art. 9 condition for health and other special-category data',
    },
    description: {
      bg: 'Ако обработвате данни за здравето, биометрични, генетични или други специални категории данни, освен основание по чл. 6, пар. 1 ви е нужно и едно от условията по чл. 9, пар. 2 – например трудовото и осигурителното право, медицинската диагностика и лечение или съдебните претенции. Данни за присъди и нарушения се обработват само при условията на чл. 10.',
      en: 'If you process health, biometric, genetic or other special-category data, you need one of the conditions of Art. 9(2) in addition to an Art. 6(1) basis, such as employment and social security law, medical diagnosis and treatment, or legal claims. Data on criminal convictions and offences may be processed only under Art. 10.',
    },
    steps: [
      {
        bg: 'Отбележете в регистъра кои дейности включват специални категории данни или данни за присъди и нарушения.',
        en: 'Mark in your register the activities that involve special-category data or data on criminal convictions and offences.',
      },
      {
        bg: 'Впишете за всяка от тях условието по чл. 9, пар. 2 (или основанието по чл. 10) до основанието по чл. 6, пар. 1.',
        en: 'Record for each of them the Art. 9(2) condition (or the Art. 10 ground) next to the Art. 6(1) basis.',
      },
      {
        bg: 'Ограничете достъпа до тези данни до хората, които се нуждаят от тях и са обвързани със задължение за поверителност.',
        en: 'Restrict access to this data to the people who need it and are bound by a duty of confidentiality.',
      },
    ],
    impact: 'high',
    effort: 'low',
    cost: 'low',
    timeline: '1-2 weeks',
    articles: ['6(1)', '9(1)', '9(2)', '10'],
    nationalLaw: [],
    deliverable: {
      bg: 'Регистър, в който всяка дейност със специални категории данни има условие по чл. 9, пар. 2',
      en: 'A register in which every activity with special-category data has its Art. 9(2) condition',
    },
    successMetric: {
      bg: 'Всяка дейност със специални категории данни има документирано условие по чл. 9, пар. 2',
      en: 'Every activity with special-category data has a documented Art. 9(2) condition',
    },
  },
  {
    id: 'legitimate-interests-assessment',
    controlId: 'legitimateInterests',
    condition: 'always',
    isPrimary: true,
    title: {
      bg: 'Документирайте оценка на легитимния интерес',
      en: 'Document a legitimate interests assessment',
    },
    description: {
      bg: 'Легитимният интерес (чл. 6, пар. 1, буква „е“) е основание само когато интересът ви е законен, обработването е необходимо за него и интересите и правата на лицата не надделяват, като се отчитат разумните им очаквания. Документирайте тази преценка за всяка цел, за да можете да я докажете (чл. 5, пар. 2); публичните органи не могат да се позовават на легитимен интерес при изпълнение на задачите си.',
      en: 'Legitimate interests (Art. 6(1)(f)) are a basis only where your interest is lawful, the processing is necessary for it, and people’s interests and rights do not override it, taking their reasonable expectations into account. Document this assessment for each purpose so that you can demonstrate it (Art. 5(2)); public authorities cannot rely on legitimate interests in performing their tasks.',
    },
    steps: [
      {
        bg: 'Избройте целите, за които се позовавате на легитимен интерес (например видеонаблюдение, предотвратяване на измами, директен маркетинг към клиенти, сигурност на мрежата).',
        en: 'List the purposes for which you rely on legitimate interests (for example video surveillance, fraud prevention, direct marketing to customers, network security).',
      },
      {
        bg: 'За всяка цел запишете трите стъпки: какъв е интересът, защо обработването е необходимо и няма по-малко намесен начин, и защо правата на лицата не надделяват, с мерките, които ги защитават.',
        en: 'For each purpose, record the three steps: what the interest is, why the processing is necessary and no less intrusive way would do, and why people’s rights do not override it, with the safeguards that protect them.',
      },
      {
        bg: 'Посочете легитимните интереси в информацията за обработването (чл. 13, пар. 1, буква „г“) и правото на възражение по чл. 21, пар. 1.',
        en: 'Name the legitimate interests in your privacy notice (Art. 13(1)(d)) together with the right to object under Art. 21(1).',
      },
      {
        bg: 'При възражение спрете обработването, освен ако можете да докажете убедителни законни основания, които надделяват; при директен маркетинг го спрете винаги.',
        en: 'When someone objects, stop the processing unless you can demonstrate compelling legitimate grounds that override their interests; for direct marketing, always stop.',
      },
    ],
    impact: 'high',
    effort: 'low',
    cost: 'low',
    timeline: '1-2 weeks',
    articles: ['5(2)', '6(1)(f)', '13(1)(d)', '21(1)'],
    nationalLaw: [],
    deliverable: {
      bg: 'Документирана оценка на легитимния интерес за всяка цел, основана на него',
      en: 'A documented legitimate interests assessment for every purpose that relies on it',
    },
    successMetric: {
      bg: 'Всяка цел, основана на легитимен интерес, има документирана оценка',
      en: 'Every purpose based on legitimate interests has a documented assessment',
    },
  },
];
