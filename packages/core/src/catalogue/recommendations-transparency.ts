import type { CatalogueRecommendation } from './recommendation-types';

/** Privacy notices and data subject rights (Art. 12-21). */
export const transparencyRecommendations: readonly CatalogueRecommendation[] = [
  {
    id: 'privacy-notice',
    controlId: 'transparency',
    condition: 'always',
    isPrimary: true,
    title: {
      bg: 'Публикувайте ясна информация за обработването на лични данни',
      en: 'Publish a clear privacy notice',
    },
    description: {
      bg: 'Изгответе информация за клиентите и отделна – за служителите и кандидатите за работа, с всичко, което изискват чл. 13 и 14, на ясен български език (и на английски, ако обслужвате чуждестранни клиенти).',
      en: 'Write one notice for customers and another for employees and job applicants, with everything Art. 13 and 14 require, in plain Bulgarian (and English if you serve foreign customers).',
    },
    steps: [
      {
        bg: 'Вземете целите, основанията, получателите и сроковете за съхранение от регистъра на дейностите по обработване.',
        en: 'Take the purposes, bases, recipients and retention periods from your register of processing activities.',
      },
      {
        bg: 'Посочете наименованието и данните си за контакт, данните за контакт с ДЛЗД (ако имате), предаването извън ЕИП и всички права, включително правото на жалба до КЗЛД.',
        en: 'State your name and contact details, the DPO’s contact details if you have one, any transfers outside the EEA and every right, including the right to complain to КЗЛД.',
      },
      {
        bg: 'Публикувайте я на уебсайта си и препращайте към нея във всеки формуляр, договор и имейл, чрез които събирате данни.',
        en: 'Publish it on your website and link to it from every form, contract and e-mail through which you collect data.',
      },
      {
        bg: 'Предоставяйте информацията на служителите и кандидатите при постъпване или кандидатстване и пазете доказателство за това.',
        en: 'Give employees and applicants their notice when they join or apply, and keep proof that you did.',
      },
    ],
    impact: 'high',
    effort: 'low',
    cost: 'low',
    timeline: '1-2 weeks',
    articles: ['12(1)', '13', '14'],
    nationalLaw: [],
    deliverable: {
      bg: 'Публикувана информация за обработването за клиенти, служители и кандидати',
      en: 'Published privacy notices for customers, employees and applicants',
    },
    successMetric: {
      bg: 'Всяко място за събиране на данни препраща към актуалната информация',
      en: 'Every point where data is collected links to the current notice',
    },
  },
  {
    id: 'rights-procedure',
    controlId: 'dataSubjectRights',
    condition: 'always',
    isPrimary: true,
    title: {
      bg: 'Въведете процедура за исканията на субектите на данните',
      en: 'Set up a procedure for data subject requests',
    },
    description: {
      bg: 'Определете кой приема исканията, как се проверява самоличността и как спазвате едномесечния срок (чл. 12, пар. 3) при искания за достъп, коригиране, изтриване, ограничаване, преносимост и възражение.',
      en: 'Decide who receives requests, how identity is verified and how you meet the one-month deadline (Art. 12(3)) for access, rectification, erasure, restriction, portability and objection.',
    },
    steps: [
      {
        bg: 'Публикувайте едно място за контакт (имейл или формуляр) за исканията и определете отговорно лице.',
        en: 'Publish one contact point (e-mail or form) for requests and name a responsible person.',
      },
      {
        bg: 'Водете дневник на исканията с дата на получаване, срок, предприети действия и дата на отговора.',
        en: 'Keep a request log with the date received, the deadline, the action taken and the date answered.',
      },
      {
        bg: 'Подгответе образци на отговори за всеки вид искане, включително мотивиран отказ с указание за правото на жалба до КЗЛД.',
        en: 'Prepare answer templates for each type of request, including a reasoned refusal that mentions the right to complain to КЗЛД.',
      },
      {
        bg: 'Проверете, че наистина можете да откриете, изведете и изтриете данните на едно лице във всяка система.',
        en: 'Check that you can actually find, export and delete one person’s data in every system.',
      },
    ],
    impact: 'high',
    effort: 'medium',
    cost: 'low',
    timeline: '2-4 weeks',
    articles: ['12(3)', '15', '16', '17', '18', '20', '21'],
    nationalLaw: [],
    deliverable: {
      bg: 'Писмена процедура, дневник на исканията и образци на отговори',
      en: 'Written procedure, request log and answer templates',
    },
    successMetric: {
      bg: 'Всички искания получават отговор в срок от един месец',
      en: 'Every request is answered within one month',
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
      bg: 'Всеки може по всяко време да възрази срещу обработването за целите на директния маркетинг и тогава трябва да спрете (чл. 21, пар. 2 и 3); всяко маркетингово съобщение трябва да съдържа работещ линк за отписване.',
      en: 'Anyone may object at any time to processing for direct marketing, and you must then stop (Art. 21(2)-(3)); every marketing message needs a working unsubscribe link.',
    },
    steps: [
      {
        bg: 'Добавете линк за отписване във всеки маркетингов имейл и SMS.',
        en: 'Add an unsubscribe link to every marketing e-mail and SMS.',
      },
      {
        bg: 'Поддържайте списък за изключване, за да не бъдат отписаните лица добавяни отново при внос на контакти.',
        en: 'Keep a suppression list so that people who unsubscribed are never re-imported.',
      },
      {
        bg: 'Синхронизирайте отписванията между онлайн магазина, системата за бюлетини и CRM системата.',
        en: 'Sync opt-outs between your shop, newsletter tool and CRM.',
      },
    ],
    impact: 'medium',
    effort: 'low',
    cost: 'low',
    timeline: '1-2 weeks',
    articles: ['21(2)', '21(3)', '12(3)'],
    nationalLaw: [],
    deliverable: {
      bg: 'Линкове за отписване и общ списък за изключване',
      en: 'Unsubscribe links and a shared suppression list',
    },
    successMetric: {
      bg: 'Не се изпраща маркетинг до лица, които са възразили',
      en: 'No marketing is sent to anyone who objected',
    },
  },
];
