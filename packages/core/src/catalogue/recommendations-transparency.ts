import type { CatalogueRecommendation } from './recommendation-types';

/** Privacy notices and data subject rights, including automated decisions (Art. 12-22). */
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
        en: 'State your name and contact details, the DPO’s contact details if you have one, any transfers outside the EEA and every right, including the right to complain to the CPDP (КЗЛД).',
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
      bg: 'Определете кой приема исканията, как се проверява самоличността и как спазвате едномесечния срок (чл. 12, пар. 3) при искания за достъп, коригиране, изтриване, ограничаване, преносимост и възражение. Срокът може да се удължи с още два месеца при сложни или многобройни искания, като уведомите лицето в първия месец; отговорът е безплатен (чл. 12, пар. 5).',
      en: 'Decide who receives requests, how identity is verified and how you meet the one-month deadline (Art. 12(3)) for access, rectification, erasure, restriction, portability and objection. The deadline may be extended by two further months for complex or numerous requests if you tell the person within the first month; answering is free of charge (Art. 12(5)).',
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
        en: 'Prepare answer templates for each type of request, including a reasoned refusal that mentions the right to complain to the CPDP (КЗЛД).',
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
    articles: ['12(3)', '12(5)', '15', '16', '17', '18', '20', '21'],
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
    id: 'automated-decision-safeguards',
    controlId: 'automatedDecisions',
    condition: 'always',
    isPrimary: true,
    title: {
      bg: 'Осигурете човешка намеса при автоматизираните решения',
      en: 'Provide human intervention in automated decisions',
    },
    description: {
      bg: 'Решения, основани единствено на автоматизирано обработване, включително профилиране, които имат правни или подобно значими последици за хората (например отказ на кредит или автоматично отхвърляне на кандидатура), са допустими само при условията на чл. 22, пар. 2. Когато решението се основава на договор или на изрично съгласие, трябва най-малко да осигурите на лицето човешка намеса, възможност да изрази гледната си точка и да оспори решението (чл. 22, пар. 3); лицето трябва да бъде информирано и за логиката и последиците (чл. 13, пар. 2, буква „е“).',
      en: 'Decisions based solely on automated processing, including profiling, that have legal or similarly significant effects on people (such as refusing credit or automatically rejecting an application) are allowed only under the conditions of Art. 22(2). Where the decision rests on a contract or on explicit consent, you must at least let the person obtain human intervention, express their point of view and contest the decision (Art. 22(3)); the person must also be told about the logic involved and the consequences (Art. 13(2)(f)).',
    },
    steps: [
      {
        bg: 'Избройте решенията, които се вземат без съществено човешко участие, и за всяко отбележете основанието по чл. 22, пар. 2: договор, закон или изрично съгласие.',
        en: 'List the decisions made without meaningful human involvement and record for each its ground under Art. 22(2): contract, law or explicit consent.',
      },
      {
        bg: 'Определете служител с правомощия и знания да преразгледа и промени решението и публикувайте как може да се поиска преразглеждане.',
        en: 'Name a person with the authority and knowledge to review and change the decision, and publish how to ask for a review.',
      },
      {
        bg: 'Опишете в информацията за обработването логиката, значението и очакваните последици на решенията.',
        en: 'Explain in your privacy notice the logic involved, the significance and the envisaged consequences of the decisions.',
      },
      {
        bg: 'Извършете оценка на въздействието (чл. 35, пар. 3, буква „а“) и проверявайте периодично решенията за грешки и дискриминация.',
        en: 'Carry out an impact assessment (Art. 35(3)(a)) and check the decisions periodically for errors and discrimination.',
      },
    ],
    impact: 'high',
    effort: 'medium',
    cost: 'medium',
    timeline: '3-6 weeks',
    articles: ['13(2)(f)', '14(2)(g)', '22(2)', '22(3)', '35(3)(a)'],
    nationalLaw: [],
    deliverable: {
      bg: 'Списък на автоматизираните решения с основание, процедура за човешко преразглеждане и актуализирана информация',
      en: 'List of automated decisions with their ground, a human-review procedure and an updated privacy notice',
    },
    successMetric: {
      bg: 'Всяко искане за човешко преразглеждане получава отговор в срок от един месец',
      en: 'Every request for human review is answered within one month',
    },
  },
];
