import type { CatalogueRecommendation } from './recommendation-types';

/** Records of processing (Art. 30) and storage limitation (Art. 5(1)(e)). */
export const recordsRecommendations: readonly CatalogueRecommendation[] = [
  {
    id: 'processing-register',
    controlId: 'records',
    condition: 'always',
    isPrimary: true,
    isFoundational: true,
    title: {
      bg: 'Създайте регистри на дейностите по обработване',
      en: 'Create records of processing activities',
    },
    description: {
      bg: 'Опишете какви лични данни обработва всеки екип, защо, на какво основание, на кого се предоставят и колко дълго се пазят, във вида по чл. 30, пар. 1; ако обработвате данни от името на клиенти, водете и регистър по чл. 30, пар. 2. Изключението за предприятия и организации с по-малко от 250 служители важи само ако обработването е спорадично, няма вероятност да породи риск и не включва данни по чл. 9 или 10 (чл. 30, пар. 5), така че почти всеки работодател трябва да води регистър.',
      en: 'Map what personal data each team processes, why, on what basis, who receives it and how long it is kept, in the form Art. 30(1) requires; if you process data on behalf of clients, keep a register under Art. 30(2) as well. The exemption for organisations with fewer than 250 employees applies only where the processing is occasional, unlikely to result in a risk and involves no Art. 9 or 10 data (Art. 30(5)), so nearly every employer must keep one.',
    },
    steps: [
      {
        bg: 'Проведете кратко интервю с всеки екип (продажби, човешки ресурси, счетоводство, ИТ) за данните, които използва.',
        en: 'Hold a short interview with each team (sales, HR, accounting, IT) about the data it uses.',
      },
      {
        bg: 'Впишете всяка дейност с цел, категории лица и данни, получатели, предаване извън ЕИП, срокове и мерки за сигурност.',
        en: 'Record each activity with its purpose, categories of people and data, recipients, transfers outside the EEA, retention and security measures.',
      },
      {
        bg: 'Определете отговорник, който актуализира регистъра при всеки нов инструмент или процес.',
        en: 'Name an owner who updates the register whenever a new tool or process is introduced.',
      },
      {
        bg: 'Преглеждайте регистъра поне веднъж годишно.',
        en: 'Review the register at least once a year.',
      },
    ],
    impact: 'high',
    effort: 'medium',
    cost: 'low',
    timeline: '2-4 weeks',
    articles: ['5(2)', '30(1)', '30(2)', '30(4)', '30(5)'],
    nationalLaw: [],
    deliverable: { bg: 'Регистър на дейностите по обработване', en: 'Register of processing activities' },
    successMetric: {
      bg: 'Всяка система с лични данни фигурира в регистъра',
      en: 'Every system holding personal data appears in the register',
    },
  },
  {
    id: 'retention-schedule',
    controlId: 'storageLimitation',
    condition: 'always',
    isPrimary: true,
    title: {
      bg: 'Приемете график за съхранение и изтривайте навреме',
      en: 'Adopt a retention schedule and delete on time',
    },
    description: {
      bg: 'Определете срок за съхранение за всяка категория данни въз основа на законовите срокове (например по счетоводното и трудовото законодателство) и реалната ви нужда и изтривайте или анонимизирайте данните след изтичането му (чл. 5, пар. 1, буква „д“).',
      en: 'Set a retention period for every category of data, based on statutory periods (for example under accounting and labour law) and your real need, and delete or anonymise the data when it expires (Art. 5(1)(e)).',
    },
    steps: [
      {
        bg: 'Избройте категориите данни от регистъра си и отбележете приложимите законови срокове за съхранение.',
        en: 'List the data categories in your register and note any statutory retention period that applies.',
      },
      {
        bg: 'Определете срок и отговорник за всяка категория, за която законът не определя срок.',
        en: 'Set a period and an owner for each category where no law fixes one.',
      },
      {
        bg: 'Планирайте изтриване поне веднъж на тримесечие, включително в имейлите, резервните копия и хартиените архиви.',
        en: 'Schedule a deletion run at least every quarter, including e-mail, backups and paper archives.',
      },
      {
        bg: 'Документирайте всяко изтриване.',
        en: 'Record every deletion run.',
      },
    ],
    impact: 'medium',
    effort: 'medium',
    cost: 'low',
    timeline: '2-4 weeks',
    articles: ['5(1)(e)', '5(2)', '17(1)(a)'],
    nationalLaw: [],
    deliverable: {
      bg: 'График за съхранение и дневник на изтриванията',
      en: 'Retention schedule and deletion log',
    },
    successMetric: {
      bg: 'При тримесечната проверка няма данни, пазени след срока им',
      en: 'The quarterly check finds no data kept past its retention period',
    },
  },
  {
    id: 'applicant-data-deletion',
    controlId: 'storageLimitation',
    condition: 'always',
    isPrimary: false,
    title: {
      bg: 'Изтривайте данните на кандидатите за работа след 6 месеца',
      en: 'Delete job applicants’ data after 6 months',
    },
    description: {
      bg: 'Съгласно чл. 25к ЗЗЛД работодателят може да пази данните на участниците в подбор на персонал най-много 6 месеца, освен ако кандидатът е дал съгласие за по-дълъг срок.',
      en: 'Under Art. 25k ЗЗЛД an employer may keep the data of people who took part in a recruitment procedure for at most 6 months, unless the applicant has consented to a longer period.',
    },
    steps: [
      {
        bg: 'Установете къде се пазят автобиографиите: пощенски кутии, профили в сайтове за работа, споделени папки, хартия.',
        en: 'Find where CVs are kept: mailboxes, job-board accounts, shared folders, paper.',
      },
      {
        bg: 'Настройте напомняне за изтриване на данните на неодобрените кандидати 6 месеца след приключване на всеки подбор.',
        en: 'Set a reminder to delete unsuccessful candidates’ data 6 months after each recruitment closes.',
      },
      {
        bg: 'Поискайте писмено съгласие от кандидатите, чиито данни искате да запазите за бъдещи позиции.',
        en: 'Ask for written consent from candidates whose data you want to keep for future openings.',
      },
    ],
    impact: 'medium',
    effort: 'low',
    cost: 'low',
    timeline: '1-2 weeks',
    articles: ['5(1)(e)', '6(1)(a)'],
    nationalLaw: ['zzld-25k'],
    deliverable: {
      bg: 'Процедура за изтриване на данните на кандидатите за работа',
      en: 'Deletion routine for job applicants’ data',
    },
    successMetric: {
      bg: 'Няма данни на неодобрени кандидати, по-стари от 6 месеца, без съгласие',
      en: 'No unsuccessful applicant’s data older than 6 months is kept without consent',
    },
  },
];
