import type { CatalogueRecommendation } from './recommendation-types';

/** Data minimisation and accuracy (Art. 5(1)(c)-(d)), privacy by design (Art. 25), accountability (Art. 5(2), 24). */
export const principlesRecommendations: readonly CatalogueRecommendation[] = [
  {
    id: 'data-minimisation-review',
    controlId: 'dataMinimisation',
    condition: 'always',
    isPrimary: true,
    title: {
      bg: 'Събирайте само нужните данни и ги поддържайте точни',
      en: 'Collect only the data you need and keep it accurate',
    },
    description: {
      bg: 'Личните данни трябва да са подходящи, свързани със и ограничени до необходимото за целите (чл. 5, пар. 1, буква „в“) и точни и при необходимост поддържани в актуален вид, като се предприемат всички разумни мерки неточните данни да се изтриват или коригират своевременно (чл. 5, пар. 1, буква „г“).',
      en: 'Personal data must be adequate, relevant and limited to what is necessary for the purposes (Art. 5(1)(c)), and accurate and, where necessary, kept up to date, with every reasonable step taken to erase or rectify inaccurate data without delay (Art. 5(1)(d)).',
    },
    steps: [
      {
        bg: 'Прегледайте всеки формуляр, договор и система и премахнете полетата, без които целта може да бъде постигната (например ЕГН, когато нито законът, нито целта го изисква). Копие на документ за самоличност правете само когато закон го предвижда (чл. 25г ЗЗЛД).',
        en: 'Review every form, contract and system and remove the fields the purpose can do without (for example personal identification numbers where neither the law nor the purpose requires them). Copy an identity document only where a law provides for it (Art. 25g ЗЗЛД).',
      },
      {
        bg: 'Отбележете незадължителните полета като такива и не ги правете задължителни по подразбиране.',
        en: 'Mark optional fields as optional and do not make them mandatory by default.',
      },
      {
        bg: 'Дайте на клиентите и служителите лесен начин да актуализират данните си и коригирайте грешките без забавяне.',
        en: 'Give customers and staff an easy way to update their data, and correct errors without delay.',
      },
      {
        bg: 'Проверявайте периодично точността на данните, въз основа на които вземате решения за хората.',
        en: 'Check periodically the accuracy of the data you base decisions about people on.',
      },
    ],
    impact: 'medium',
    effort: 'low',
    cost: 'low',
    timeline: '2-4 weeks',
    articles: ['5(1)(c)', '5(1)(d)', '16'],
    nationalLaw: ['zzld-25g'],
    deliverable: {
      bg: 'Преглед на формулярите и системите с премахнатите полета и процедура за коригиране на данни',
      en: 'A review of forms and systems with the fields removed, and a procedure for correcting data',
    },
    successMetric: {
      bg: 'Всяко събирано поле има документирана цел',
      en: 'Every field collected has a documented purpose',
    },
  },
  {
    id: 'privacy-by-design',
    controlId: 'privacyByDesign',
    condition: 'always',
    isPrimary: true,
    title: {
      bg: 'Проверявайте защитата на данните преди всеки нов инструмент или проект',
      en: 'Check data protection before every new tool or project',
    },
    description: {
      bg: 'Още при определянето на средствата за обработване и по време на самото обработване трябва да въведете подходящи мерки като псевдонимизация и свеждане на данните до минимум (чл. 25, пар. 1), а по подразбиране да се обработват само данните, необходими за всяка конкретна цел, и те да не стават достъпни за неограничен брой лица без намесата на физическото лице (чл. 25, пар. 2).',
      en: 'When you decide how to process data and during the processing itself, you must put in place appropriate measures such as pseudonymisation and data minimisation (Art. 25(1)), and by default process only the data necessary for each specific purpose, without making it accessible to an indefinite number of people without the individual’s intervention (Art. 25(2)).',
    },
    steps: [
      {
        bg: 'Въведете кратък списък за проверка при избор на нов софтуер, доставчик или проект: цел, данни, основание, срок, достъп, обработващи, предаване извън ЕИП, нужда от оценка на въздействието.',
        en: 'Introduce a short checklist for choosing new software, suppliers or projects: purpose, data, basis, retention, access, processors, transfers outside the EEA, need for an impact assessment.',
      },
      {
        bg: 'Задайте защитени настройки по подразбиране: минимум задължителни полета, изключени незадължителни функции за проследяване, непублични профили, най-краткият подходящ срок за съхранение.',
        en: 'Set protective defaults: as few mandatory fields as possible, optional tracking switched off, profiles not public, the shortest suitable retention period.',
      },
      {
        bg: 'Използвайте псевдонимизирани или измислени данни за тестове и обучение вместо реални лични данни.',
        en: 'Use pseudonymised or made-up data for testing and training instead of real personal data.',
      },
      {
        bg: 'Изисквайте одобрение от отговорника по защита на данните преди пускане и пазете попълнения списък.',
        en: 'Require sign-off by the person responsible for data protection before launch, and keep the completed checklist.',
      },
    ],
    impact: 'medium',
    effort: 'low',
    cost: 'low',
    timeline: '2-4 weeks',
    articles: ['25(1)', '25(2)'],
    nationalLaw: [],
    deliverable: {
      bg: 'Списък за проверка на защитата на данните при нови инструменти и проекти',
      en: 'A data protection checklist for new tools and projects',
    },
    successMetric: {
      bg: 'Всеки нов инструмент или проект, въведен след приемането, има попълнен и одобрен списък',
      en: 'Every new tool or project introduced since adoption has a completed and approved checklist',
    },
  },
  {
    id: 'accountability-owner-policies',
    controlId: 'accountability',
    condition: 'always',
    isPrimary: true,
    title: {
      bg: 'Определете отговорник по защита на данните и приемете писмени политики',
      en: 'Name a person responsible for data protection and adopt written policies',
    },
    description: {
      bg: 'Администраторът отговаря за спазването на принципите и трябва да може да го докаже (чл. 5, пар. 2), като въведе подходящи мерки и, когато е пропорционално, политики за защита на данните (чл. 24). На практика това означава отговорник с време и правомощия и кратки писмени политики, одобрени от ръководството.',
      en: 'The controller is responsible for complying with the principles and must be able to demonstrate it (Art. 5(2)), by implementing appropriate measures and, where proportionate, data protection policies (Art. 24). In practice this means a responsible person with the time and authority to act, and short written policies approved by management.',
    },
    steps: [
      {
        bg: 'Определете със заповед служител, отговорен за защитата на данните, и неговия заместник; това не е длъжностното лице по защита на данните, освен ако сте определили такова.',
        en: 'Name by written order the person responsible for data protection and a deputy; this is not a data protection officer unless you have appointed one as such.',
      },
      {
        bg: 'Приемете кратки политики за защита на данните, сигурност, съхранение, искания на субектите на данните и нарушения и ги утвърдете от ръководството.',
        en: 'Adopt short policies on data protection, security, retention, data subject requests and breaches, and have management approve them.',
      },
      {
        bg: 'Събирайте доказателствата на едно място: регистри, договори, оценки, записи за обучения, решения.',
        en: 'Keep the evidence in one place: registers, contracts, assessments, training records, decisions.',
      },
      {
        bg: 'Веднъж годишно отговорникът докладва на ръководството и политиките се преглеждат.',
        en: 'Once a year, the responsible person reports to management and the policies are reviewed.',
      },
    ],
    impact: 'high',
    effort: 'low',
    cost: 'low',
    timeline: '2-4 weeks',
    articles: ['5(2)', '24(1)', '24(2)'],
    nationalLaw: [],
    deliverable: {
      bg: 'Заповед за определяне на отговорник и политики, одобрени от ръководството',
      en: 'An order naming the responsible person, and policies approved by management',
    },
    successMetric: {
      bg: 'Всяка политика е одобрена от ръководството и прегледана през последните 12 месеца',
      en: 'Every policy is approved by management and reviewed in the last 12 months',
    },
  },
];
