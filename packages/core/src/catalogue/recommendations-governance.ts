import type { CatalogueRecommendation } from './recommendation-types';

/** Data protection officer (Art. 37-39) and impact assessment (Art. 35-36). */
export const governanceRecommendations: readonly CatalogueRecommendation[] = [
  {
    id: 'appoint-dpo',
    controlId: 'dpo',
    condition: 'always',
    isPrimary: true,
    title: {
      bg: 'Определете длъжностно лице по защита на данните и уведомете КЗЛД',
      en: 'Appoint a data protection officer and notify КЗЛД',
    },
    description: {
      bg: 'Първо документирайте дали чл. 37, пар. 1 се прилага за вас; ако се прилага, определете вътрешно или външно ДЛЗД с нужната експертиза и независимост (чл. 38), публикувайте данните за контакт с него и ги съобщете на КЗЛД (чл. 37, пар. 7).',
      en: 'First document whether Art. 37(1) applies to you; if it does, appoint an internal or external DPO with the necessary expertise and independence (Art. 38), publish the contact details and communicate them to КЗЛД (Art. 37(7)).',
    },
    steps: [
      {
        bg: 'Документирайте анализа по чл. 37, пар. 1: основни дейности, мащаб, специални категории данни, наблюдение.',
        en: 'Document the Art. 37(1) analysis: core activities, scale, special categories, monitoring.',
      },
      {
        bg: 'Изберете вътрешно или външно ДЛЗД без конфликт на интереси (например не управителя или ръководителя на ИТ).',
        en: 'Choose an internal or external DPO without a conflict of interest (for example, not the managing director or the head of IT).',
      },
      {
        bg: 'Публикувайте данните за контакт с ДЛЗД и уведомете КЗЛД.',
        en: 'Publish the DPO’s contact details and notify КЗЛД.',
      },
      {
        bg: 'Осигурете на ДЛЗД пряка връзка с ръководството и време за изпълнение на задачите.',
        en: 'Give the DPO a direct line to management and the time to do the job.',
      },
    ],
    impact: 'high',
    effort: 'medium',
    cost: 'medium',
    timeline: '2-4 weeks',
    articles: ['37(1)', '37(7)', '38', '39'],
    nationalLaw: ['zzld-dpo-register'],
    deliverable: {
      bg: 'Решение за определяне на ДЛЗД (или документиран анализ, че не се изисква) и уведомление до КЗЛД',
      en: 'DPO appointment (or a documented analysis that none is required) and the notification to КЗЛД',
    },
    successMetric: {
      bg: 'Данните за контакт с ДЛЗД са публикувани и съобщени на КЗЛД',
      en: 'The DPO’s contact details are published and communicated to КЗЛД',
    },
  },
  {
    id: 'conduct-dpia',
    controlId: 'dpia',
    condition: 'always',
    isPrimary: true,
    title: {
      bg: 'Извършете оценка на въздействието върху защитата на данните',
      en: 'Carry out a data protection impact assessment',
    },
    description: {
      bg: 'За обработване, което вероятно води до висок риск, опишете обработването, оценете необходимостта и пропорционалността, оценете рисковете за хората и определете мерки за справяне с тях (чл. 35, пар. 7); ако остане висок риск, консултирайте се с КЗЛД (чл. 36).',
      en: 'For processing likely to result in a high risk, describe the processing, assess necessity and proportionality, assess the risks to people and decide the measures to address them (Art. 35(7)); if a high risk remains, consult КЗЛД (Art. 36).',
    },
    steps: [
      {
        bg: 'Сравнете обработването си със списъка на КЗЛД на операциите, за които се изисква оценка.',
        en: 'Compare your processing with КЗЛД’s list of operations that require an assessment.',
      },
      {
        bg: 'Извършете оценката с хората, които отговарят за процеса, и с ДЛЗД, ако имате такова.',
        en: 'Carry out the assessment with the people who run the process, and with the DPO if you have one.',
      },
      {
        bg: 'Въведете мерките и документирайте остатъчния риск и кой го е приел.',
        en: 'Implement the measures and record the residual risk and who accepted it.',
      },
      {
        bg: 'Преразглеждайте оценката при всяка промяна на обработването.',
        en: 'Review the assessment whenever the processing changes.',
      },
    ],
    impact: 'high',
    effort: 'high',
    cost: 'medium',
    timeline: '4-8 weeks',
    articles: ['35(1)', '35(7)', '36(1)'],
    nationalLaw: ['kzld-dpia-list'],
    deliverable: {
      bg: 'Доклад от оценка на въздействието за всяко обработване с висок риск',
      en: 'Impact assessment report for every high-risk processing operation',
    },
    successMetric: {
      bg: 'Всяко обработване с висок риск има актуална оценка на въздействието',
      en: 'Every high-risk processing operation has a current impact assessment',
    },
  },
];
