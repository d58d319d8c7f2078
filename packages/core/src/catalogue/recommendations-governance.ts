import type { CatalogueRecommendation } from './recommendation-types';

/** Data protection officer (Art. 37-39) and impact assessment (Art. 35-36). */
export const governanceRecommendations: readonly CatalogueRecommendation[] = [
  {
    id: 'appoint-dpo',
    controlId: 'dpo',
    condition: 'always',
    isPrimary: true,
    title: {
      bg: 'Определете длъжностно лице по защита на данните или документирайте защо не се изисква',
      en: 'Appoint a data protection officer, or document why none is required',
    },
    description: {
      bg: 'Длъжностно лице по защита на данните е задължително само в три случая: публичен орган или структура; основни дейности, състоящи се в редовно и систематично мащабно наблюдение на лица; или основни дейности, състоящи се в мащабно обработване на специални категории данни или данни за присъди и нарушения (чл. 37, пар. 1). Броят на служителите не е критерий. Документирайте анализа; ако изискването се прилага, определете вътрешно или външно длъжностно лице с нужната експертиза и независимост (чл. 38).',
      en: 'A data protection officer is mandatory in three cases only: a public authority or body; core activities consisting of regular and systematic monitoring of people on a large scale; or core activities consisting of large-scale processing of special categories of data or data on criminal convictions and offences (Art. 37(1)). Headcount is not a criterion. Document the analysis; if the requirement applies, appoint an internal or external officer with the necessary expertise and independence (Art. 38).',
    },
    steps: [
      {
        bg: 'Документирайте анализа по чл. 37, пар. 1: публичен орган ли сте, кои са основните ви дейности, мащабът им, специалните категории данни и наблюдението; данните за персонала, например болничните листове, са спомагателна, а не основна дейност.',
        en: 'Document the Art. 37(1) analysis: whether you are a public body, what your core activities are, their scale, special categories and monitoring; staff data such as sick notes is an ancillary, not a core, activity.',
      },
      {
        bg: 'Ако е задължително, изберете вътрешно или външно длъжностно лице без конфликт на интереси (например не управителя или ръководителите на ИТ, човешките ресурси или маркетинга).',
        en: 'If it is mandatory, choose an internal or external officer without a conflict of interest (for example, not the managing director or the head of IT, HR or marketing).',
      },
      {
        bg: 'Осигурете на длъжностното лице пряка връзка с най-висшето ръководство, ресурси и време, включвайте го своевременно по всички въпроси на защитата на данните и не му давайте указания за изпълнението на задачите му (чл. 38).',
        en: 'Give the officer a direct line to the highest management, resources and time, involve them in good time in every data protection issue, and give them no instructions on how to carry out their tasks (Art. 38).',
      },
      {
        bg: 'Публикувайте данните за контакт с длъжностното лице и ги съобщете на КЗЛД (чл. 37, пар. 7).',
        en: 'Publish the officer’s contact details and communicate them to the CPDP (КЗЛД), as Art. 37(7) requires.',
      },
    ],
    impact: 'high',
    effort: 'medium',
    cost: 'medium',
    timeline: '2-4 weeks',
    articles: ['37(1)', '37(5)', '37(7)', '38', '39'],
    nationalLaw: ['zzld-dpo-register'],
    deliverable: {
      bg: 'Решение за определяне на длъжностно лице по защита на данните или документиран анализ, че не се изисква',
      en: 'A data protection officer appointment, or a documented analysis that none is required',
    },
    successMetric: {
      bg: 'Има документирано решение по чл. 37, пар. 1, одобрено от ръководството',
      en: 'A documented Art. 37(1) decision, approved by management, is on file',
    },
  },
  {
    id: 'dpo-contact-notification',
    controlId: 'dpoNotification',
    condition: 'always',
    isPrimary: true,
    title: {
      bg: 'Съобщете на КЗЛД данните за контакт с длъжностното лице и ги публикувайте',
      en: 'Communicate the DPO’s contact details to the CPDP (КЗЛД) and publish them',
    },
    description: {
      bg: 'Администраторът и обработващият лични данни публикуват данните за контакт с длъжностното лице по защита на данните и ги съобщават на надзорния орган (чл. 37, пар. 7). КЗЛД води регистър на администраторите и обработващите, определили длъжностно лице; субектите на данните могат да се обръщат към него по всички въпроси, свързани с данните им (чл. 38, пар. 4).',
      en: 'The controller and the processor publish the contact details of the data protection officer and communicate them to the supervisory authority (Art. 37(7)). The CPDP (КЗЛД) keeps a register of the controllers and processors that have appointed one; data subjects may contact the officer on every issue relating to their data (Art. 38(4)).',
    },
    steps: [
      {
        bg: 'Изпратете на КЗЛД уведомление за длъжностното лице по образеца, публикуван на сайта ѝ, и пазете доказателство за изпращането.',
        en: 'Send the CPDP (КЗЛД) a notification about the officer using the form published on its website, and keep proof that you sent it.',
      },
      {
        bg: 'Публикувайте на сайта си и в информацията за обработването данни за контакт, чрез които длъжностното лице се достига пряко, например отделен имейл адрес.',
        en: 'Publish on your website and in your privacy notice contact details that reach the officer directly, such as a dedicated e-mail address.',
      },
      {
        bg: 'Уведомявайте КЗЛД и актуализирайте публикуваните данни при всяка смяна на длъжностното лице или на данните за контакт.',
        en: 'Notify the CPDP (КЗЛД) and update the published details whenever the officer or the contact details change.',
      },
    ],
    impact: 'medium',
    effort: 'low',
    cost: 'low',
    timeline: '1-2 weeks',
    articles: ['37(7)', '38(4)'],
    nationalLaw: ['zzld-dpo-register'],
    deliverable: {
      bg: 'Уведомление до КЗЛД с доказателство за изпращането и публикувани данни за контакт',
      en: 'A notification to the CPDP (КЗЛД) with proof of sending, and published contact details',
    },
    successMetric: {
      bg: 'Данните за контакт при КЗЛД и на сайта съвпадат с действащото длъжностно лице',
      en: 'The contact details held by the CPDP (КЗЛД) and on the website match the current officer',
    },
  },
  {
    id: 'conduct-dpia',
    controlId: 'dpia',
    condition: 'dpiaRequired',
    isPrimary: true,
    title: {
      bg: 'Извършете оценка на въздействието върху защитата на данните',
      en: 'Carry out a data protection impact assessment',
    },
    description: {
      bg: 'Оценка е задължителна при обработване, което вероятно води до висок риск (чл. 35, пар. 1): винаги в трите случая по чл. 35, пар. 3, а иначе според списъка на КЗЛД по чл. 35, пар. 4 и критериите на насоките WP248. Опишете обработването, оценете необходимостта и пропорционалността, рисковете за хората и мерките за справяне с тях (чл. 35, пар. 7); ако остане висок риск, консултирайте се с КЗЛД (чл. 36).',
      en: 'An assessment is required for processing likely to result in a high risk (Art. 35(1)): always in the three cases of Art. 35(3), and otherwise according to the CPDP (КЗЛД) list under Art. 35(4) and the criteria of the WP248 guidelines. Describe the processing, assess necessity and proportionality, the risks to people and the measures to address them (Art. 35(7)); if a high risk remains, consult the CPDP (КЗЛД) under Art. 36.',
    },
    steps: [
      {
        bg: 'Сравнете обработването си със случаите по чл. 35, пар. 3, със списъка на КЗЛД и с критериите на WP248; ако заключите, че оценка не се изисква, документирайте защо.',
        en: 'Compare your processing with the cases of Art. 35(3), the CPDP (КЗЛД) list and the WP248 criteria; if you conclude that no assessment is required, document why.',
      },
      {
        bg: 'Извършете оценката с хората, които отговарят за процеса, и поискайте становище от длъжностното лице по защита на данните, ако имате такова (чл. 35, пар. 2).',
        en: 'Carry out the assessment with the people who run the process, and seek the advice of the data protection officer if you have one (Art. 35(2)).',
      },
      {
        bg: 'Въведете мерките и документирайте остатъчния риск и кой го е приел.',
        en: 'Implement the measures and record the residual risk and who accepted it.',
      },
      {
        bg: 'Преразглеждайте оценката при всяка промяна на обработването.',
        en: 'Review the assessment whenever the processing changes.',
      },
      {
        bg: 'За обработването, което извършвате от името на клиенти, оценката е задължение на клиента като администратор: осигурете му информацията и съдействието, от които се нуждае (чл. 28, пар. 3, буква „е“), и оценявайте само собственото си обработване.',
        en: 'For processing you carry out on behalf of clients, the assessment is the client’s duty as controller: give it the information and help it needs (Art. 28(3)(f)), and assess only your own processing.',
      },
    ],
    impact: 'high',
    effort: 'high',
    cost: 'medium',
    timeline: '4-8 weeks',
    articles: ['35(1)', '35(3)', '35(7)', '36(1)'],
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
  {
    id: 'dpia-screening',
    controlId: 'dpia',
    condition: 'dpiaToConsider',
    isPrimary: true,
    title: {
      bg: 'Решете и документирайте дали е нужна оценка на въздействието',
      en: 'Decide, and document, whether an impact assessment is needed',
    },
    description: {
      bg: 'Отговорите ви показват признак на висок риск, но не и случай, в който оценката на въздействието е задължителна. Преценете обработването по чл. 35, пар. 1 и 3, списъка на КЗЛД по чл. 35, пар. 4 и критериите на насоките WP248 и запишете решението и мотивите му (чл. 5, пар. 2); ако се окаже, че рискът е висок, извършете оценката (чл. 35, пар. 7).',
      en: 'Your answers show a sign of high risk, but not a case in which an impact assessment is mandatory. Check the processing against Art. 35(1) and (3), the CPDP (КЗЛД) list under Art. 35(4) and the criteria of the WP248 guidelines, and record the decision and its reasons (Art. 5(2)); if the risk turns out to be high, carry out the assessment (Art. 35(7)).',
    },
    steps: [
      {
        bg: 'Опишете обработването, което поражда въпроса (например видеонаблюдението или наблюдението на служители), с целите, данните и засегнатите хора.',
        en: 'Describe the processing that raises the question (video surveillance or monitoring of staff, for example), with its purposes, the data and the people concerned.',
      },
      {
        bg: 'Отбележете кои от критериите на WP248 и кои точки от списъка на КЗЛД са налице; при два или повече критерия оценката обикновено е нужна.',
        en: 'Note which of the WP248 criteria and which items of the CPDP (КЗЛД) list apply; with two or more criteria an assessment is usually needed.',
      },
      {
        bg: 'За обработването, което извършвате от името на клиенти, оценката е задължение на клиента като администратор: осигурете му информацията и съдействието, от които се нуждае (чл. 28, пар. 3, буква „е“), и оценявайте само собственото си обработване.',
        en: 'For processing you carry out on behalf of clients, the assessment is the client’s duty as controller: give it the information and help it needs (Art. 28(3)(f)), and assess only your own processing.',
      },
      {
        bg: 'Запишете решението, мотивите и кой го е взел, и го преразглеждайте при всяка промяна на обработването.',
        en: 'Record the decision, its reasons and who took it, and review it whenever the processing changes.',
      },
    ],
    impact: 'medium',
    effort: 'low',
    cost: 'low',
    timeline: '1-2 weeks',
    articles: ['35(1)', '35(3)', '5(2)'],
    nationalLaw: ['kzld-dpia-list'],
    deliverable: {
      bg: 'Документирано решение дали е нужна оценка на въздействието, с мотивите му',
      en: 'A documented decision, with its reasons, on whether an impact assessment is needed',
    },
    successMetric: {
      bg: 'За всяко обработване с признак на висок риск има записано решение',
      en: 'Every processing operation with a sign of high risk has a recorded decision',
    },
  },
];
