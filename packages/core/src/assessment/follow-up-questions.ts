import type { FollowUpId, FollowUpTexts } from './follow-ups';

const notRequiredDocumented = {
  bg: 'Не се изисква – решението е документирано',
  en: 'Not required – the decision is documented',
};

/**
 * The texts of the follow-up questions (docs/methodology.md, section 1). Each question asks one fact; the
 * hint explains the terms and cites the article; `notApplicableLabel` exists exactly for the questions
 * whose definition offers `not_applicable` (assessment/follow-ups.ts). They live apart from the
 * definitions, so code that only decides what is asked (the form's first step) does not carry both
 * languages' texts.
 */
export const followUpQuestions: Readonly<Record<FollowUpId, FollowUpTexts>> = {
  publicBody: {
    question: {
      bg: 'Публичен орган или структура ли е организацията ви?',
      en: 'Is your organisation a public authority or body?',
    },
    hint: {
      bg: 'Например министерство, агенция, община, държавно или общинско училище или болница. Публичните органи и структури са длъжни да определят длъжностно лице по защита на данните, с изключение на съдилищата при изпълнение на съдебните им функции (чл. 37, пар. 1, буква „а“ от ОРЗД).',
      en: 'For example a ministry, an agency, a municipality, or a state or municipal school or hospital. Public authorities and bodies must appoint a data protection officer, except courts acting in their judicial capacity (Art. 37(1)(a) GDPR).',
    },
  },
  specialCategories: {
    question: {
      bg: 'Обработвате ли специални категории лични данни или данни за присъди и нарушения?',
      en: 'Do you process special categories of personal data, or data on criminal convictions and offences?',
    },
    hint: {
      bg: 'Специални категории са данните за здравословното състояние, генетичните данни, биометричните данни за идентифициране (например пръстов отпечатък), данните за расов или етнически произход, политически възгледи, религиозни или философски убеждения, членство в синдикални организации, сексуален живот или сексуална ориентация (чл. 9 от ОРЗД); към тях се добавят данните за присъди и нарушения, например свидетелства за съдимост (чл. 10). Отговорете „Да“ и когато това са само болничните листове на служителите ви.',
      en: 'Special categories are data concerning health, genetic data, biometric data used to identify people (a fingerprint, for example), and data revealing racial or ethnic origin, political opinions, religious or philosophical beliefs, trade union membership, sex life or sexual orientation (Art. 9 GDPR); add data on criminal convictions and offences, such as criminal record certificates (Art. 10). Answer “Yes” even if it is only your staff’s sick notes.',
    },
  },
  specialCategoriesCore: {
    question: {
      bg: 'Част от основната ви дейност ли е обработването на тези данни?',
      en: 'Is processing this data part of your core activity?',
    },
    hint: {
      bg: 'Например лечение на пациенти, застраховане или проверки на лица като услуга (например за съдимост), включително от името на клиенти, например хостинг или поддръжка на медицински системи. Болничните листове и другите данни на собствените ви служители са спомагателна дейност, а не основна (Насоки относно длъжностните лица по защита на данните, WP243 rev.01).',
      en: 'For example treating patients, insurance, or background checks (criminal records, for example) as a service, including on behalf of clients, such as hosting or supporting medical systems. Sick notes and other records of your own staff are an ancillary activity, not a core one (Guidelines on data protection officers, WP243 rev.01).',
    },
  },
  systematicMonitoring: {
    question: {
      bg: 'Наблюдавате ли редовно и систематично хора като част от дейността си?',
      en: 'Do you regularly and systematically monitor people as part of your business?',
    },
    hint: {
      bg: 'Например проследяване на поведението онлайн, профилиране за реклама или кредитна оценка, проследяване на местоположението, програми за лоялност, които анализират покупките, или свързани устройства (чл. 35 и чл. 37, пар. 1, буква „б“ от ОРЗД).',
      en: 'For example tracking behaviour online, profiling for advertising or credit scoring, location tracking, loyalty schemes that analyse purchases, or connected devices (Art. 35 and 37(1)(b) GDPR).',
    },
  },
  monitoringCore: {
    question: {
      bg: 'Наблюдавате ли така клиенти, потребители или други хора извън фирмата като част от дейността си, а не само собствените си служители?',
      en: 'Is any of this monitoring of customers, users or other people outside the company, as part of your business, rather than only of your own staff?',
    },
    hint: {
      bg: 'Например профилиране за реклама, проследяване на потребителите на приложение или анализ на покупките по карти за лоялност. Отговорете „Не“, ако наблюдавате само служителите си (GPS на служебни автомобили, запис на разговорите им, контрол на работното време): това не е основна дейност и не прави длъжностното лице задължително (насоките на европейските надзорни органи за длъжностните лица по защита на данните, WP243 rev.01), но служителите са уязвими субекти на данни спрямо работодателя и такова наблюдение обикновено изисква оценка на въздействието (насоките им за оценката на въздействието, WP248 rev.01).',
      en: 'For example profiling for advertising, tracking the users of an app, or analysing purchases made with loyalty cards. Answer “No” if you monitor only your staff (GPS on company vehicles, recording their calls, working-time control): that is not a core activity and does not make a DPO mandatory (the EU supervisory authorities’ guidelines on data protection officers, WP243 rev.01), but staff are vulnerable data subjects towards their employer, and such monitoring usually calls for an impact assessment (their guidelines on impact assessments, WP248 rev.01).',
    },
  },
  largeScale: {
    question: {
      bg: 'Мащабно ли е това обработване?',
      en: 'Is this processing large-scale?',
    },
    hint: {
      bg: 'Преценете броя на засегнатите хора, обема на данните, колко дълго продължава обработването и географския му обхват; ОРЗД не определя точен праг. Мащабно е например обработването от болница, застраховател или банка или от верига с клиенти в цял регион или в цялата страна. Не е мащабно обработването на данните на пациентите на един лекар или на клиентите на един адвокат (съображение 91 от ОРЗД).',
      en: 'Consider the number of people concerned, the volume of data, how long the processing lasts and its geographical reach; the GDPR sets no fixed threshold. A hospital, an insurer, a bank, or a chain with customers across a region or the whole country processes on a large scale. The patients of a single doctor or the clients of a single lawyer are not large-scale (Recital 91 GDPR).',
    },
  },
  childrenData: {
    question: {
      bg: 'Обработвате ли лични данни на деца?',
      en: 'Do you process personal data of children?',
    },
    hint: {
      bg: 'Например на ученици, малолетни и непълнолетни пациенти или потребители под 18 години. Данните на децата заслужават специална защита (съображение 38 от ОРЗД).',
      en: 'For example pupils, young patients or users under 18. Children’s data merits specific protection (Recital 38 GDPR).',
    },
  },
  childrenOnlineConsent: {
    question: {
      bg: 'Когато онлайн услуга, която предлагате пряко на деца, се основава на съгласие, получавате ли съгласието на родител за децата под 14 години?',
      en: 'Where an online service you offer directly to children relies on consent, do you obtain a parent’s consent for children under 14?',
    },
    hint: {
      bg: 'Отнася се само за услуги на информационното общество – например приложение, онлайн игра или платформа, – предлагани пряко на деца, когато обработването се основава на съгласие. Под 14 години съгласието се дава от родителя, упражняващ родителските права, или от настойника, а вие полагате разумни усилия да проверите това (чл. 8 от ОРЗД и чл. 25в ЗЗЛД). Училищата и лечебните заведения не искат съгласие за обработването на данните на учениците и пациентите.',
      en: 'This covers only information society services – an app, an online game or a platform, for example – offered directly to children where the processing relies on consent. Under 14, consent is given by the parent with parental rights or the guardian, and you make reasonable efforts to verify it (Art. 8 GDPR and Art. 25v of the Bulgarian Personal Data Protection Act, ЗЗЛД). Schools and clinics do not ask for consent to process pupils’ or patients’ data.',
    },
    notApplicableLabel: {
      bg: 'Не предлагаме на деца онлайн услуги въз основа на съгласие',
      en: 'We offer no online service to children on the basis of consent',
    },
  },
  lawfulBasisDocumented: {
    question: {
      bg: 'Определили ли сте и документирали ли сте правно основание за всяка цел на обработване?',
      en: 'Have you identified and documented a lawful basis for each purpose of processing?',
    },
    hint: {
      bg: 'ОРЗД познава шест равностойни основания (чл. 6, пар. 1): съгласие, договор, законово задължение, жизненоважни интереси, задача от обществен интерес или официални правомощия и легитимни интереси. Например заплатите се основават на законово задължение, доставката на поръчка – на договор, а бюлетинът – на съгласие.',
      en: 'The GDPR knows six equal bases (Art. 6(1)): consent, contract, legal obligation, vital interests, public task or official authority, and legitimate interests. For example, payroll rests on a legal obligation, delivering an order on a contract, and a newsletter on consent.',
    },
  },
  reliesOnConsent: {
    question: {
      bg: 'Разчитате ли на съгласие за някоя цел?',
      en: 'Do you rely on consent for any purpose?',
    },
    hint: {
      bg: 'Например за бюлетин, маркетингови бисквитки или публикуване на снимки. Много организации не разчитат на съгласие изобщо: заплатите, договорите и счетоводството имат други правни основания (чл. 6, пар. 1 от ОРЗД).',
      en: 'For example for a newsletter, marketing cookies or publishing photos. Many organisations rely on consent for nothing at all: payroll, contracts and accounting rest on other lawful bases (Art. 6(1) GDPR).',
    },
  },
  legitimateInterests: {
    question: {
      bg: 'Когато разчитате на легитимни интереси, документирали ли сте теста за баланс?',
      en: 'Where you rely on legitimate interests, have you documented the balancing test?',
    },
    hint: {
      bg: 'Оценката на легитимния интерес описва преследвания интерес, защо обработването е необходимо за него и защо интересите и правата на хората не надделяват (чл. 6, пар. 1, буква „е“ и чл. 5, пар. 2 от ОРЗД). Типични случаи са видеонаблюдението, мрежовата сигурност и предотвратяването на измами.',
      en: 'A legitimate interests assessment records the interest pursued, why the processing is necessary for it, and why people’s interests and rights do not override it (Art. 6(1)(f) and 5(2) GDPR). Typical cases are video surveillance, network security and fraud prevention.',
    },
    notApplicableLabel: {
      bg: 'Не разчитаме на легитимни интереси',
      en: 'We don’t rely on legitimate interests',
    },
  },
  directMarketing: {
    question: {
      bg: 'Отговаря ли директният ви маркетинг по имейл, SMS или телефон на тези правила?',
      en: 'Does your direct marketing by e-mail, text message or phone meet these rules?',
    },
    hint: {
      bg: 'Имейли и SMS изпращате само със съгласие или на свои клиенти за ваши подобни продукти, ако при събирането на данните им е дадена възможност да откажат; всяко съобщение съдържа лесен начин за отказ; отказите и възраженията се спазват, а адресите в регистъра на КЗП на отказалите непоискани търговски съобщения не получават такива (Закон за електронните съобщения, Закон за електронната търговия, чл. 21, пар. 2 и 3 от ОРЗД).',
      en: 'E-mails and text messages go only to people who consented, or to your customers about your similar products if they could refuse when their details were collected; every message offers an easy way to opt out; refusals and objections are respected, and addresses on the КЗП (Consumer Protection Commission) register of refusals of unsolicited commercial e-mail receive none (Electronic Communications Act, Electronic Commerce Act, Art. 21(2) and (3) GDPR).',
    },
    notApplicableLabel: {
      bg: 'Не изпращаме директен маркетинг',
      en: 'We don’t send direct marketing',
    },
  },
  automatedDecisions: {
    question: {
      bg: 'Когато вземате решения изцяло автоматизирано, с правни или подобно значими последици за хората, осигурявате ли човешка намеса и възможност решението да бъде оспорено?',
      en: 'Where you take solely automated decisions with legal or similarly significant effects on people, do you offer human review and a way to contest the decision?',
    },
    hint: {
      bg: 'Например автоматичен отказ на кредит онлайн или автоматично отхвърляне на кандидати за работа без участие на човек. Засегнатият има право на човешка намеса, да изрази гледната си точка и да оспори решението (чл. 22, пар. 3 от ОРЗД) и трябва да бъде информиран за логиката и последиците на обработването (чл. 13, пар. 2, буква „е“).',
      en: 'For example an automatic refusal of an online credit application, or job applicants rejected with no human involved. The person has the right to human intervention, to express their point of view and to contest the decision (Art. 22(3) GDPR), and must be told about the logic involved and the consequences (Art. 13(2)(f)).',
    },
    notApplicableLabel: {
      bg: 'Не вземаме такива решения',
      en: 'We make no such decisions',
    },
  },
  processorAgreements: {
    question: {
      bg: 'Имате ли договор по чл. 28 от ОРЗД с всеки доставчик, който обработва лични данни от ваше име?',
      en: 'Do you have an Art. 28 GDPR agreement with every provider that processes personal data on your behalf?',
    },
    hint: {
      bg: 'Например външен счетоводител, услуга за ТРЗ, хостинг, имейл или облачна услуга. Договорът съдържа условията по чл. 28, пар. 3 от ОРЗД; при големите доставчици те обикновено са в споразумение за обработване на данни към общите им условия.',
      en: 'For example an external accountant, a payroll service, hosting, e-mail or a cloud service. The agreement contains the terms of Art. 28(3) GDPR; with large providers they are usually in a data processing addendum to their terms.',
    },
  },
  transferSafeguards: {
    question: {
      bg: 'Обезпечено ли е всяко предаване на лични данни извън ЕИП с решение относно адекватното ниво на защита, с подходящи гаранции (например стандартни договорни клаузи или задължителни фирмени правила) или, за отделни случаи, с някое от изключенията (дерогациите) по чл. 49 от ОРЗД, например изричното съгласие на лицето или предаване, необходимо за договор с него?',
      en: 'Is every transfer of personal data outside the EEA covered by an adequacy decision, appropriate safeguards (such as standard contractual clauses or binding corporate rules) or, for occasional transfers, one of the exceptions (derogations) in Art. 49 GDPR, such as the person’s explicit consent or a transfer needed for a contract with them?',
    },
    hint: {
      bg: 'Предаване има и когато доставчик извън ЕИП – например облачна, имейл или маркетингова услуга от САЩ – съхранява данните ви или има достъп до тях. Проверете договорите на доставчиците си (чл. 44–49 от ОРЗД).',
      en: 'Data is also transferred when a provider outside the EEA – a US cloud, e-mail or marketing service, for example – stores your data or can access it. Check your providers’ contracts (Art. 44-49 GDPR).',
    },
    notApplicableLabel: {
      bg: 'Никакви лични данни не напускат ЕИП',
      en: 'No personal data leaves the EEA',
    },
  },
  jointControllers: {
    question: {
      bg: 'Имате ли договореност по чл. 26 от ОРЗД с всяка организация, с която съвместно определяте целите и средствата на обработването?',
      en: 'Do you have an Art. 26 GDPR arrangement with every organisation with which you jointly decide the purposes and means of processing?',
    },
    hint: {
      bg: 'Съвместни администратори са например партньорите в обща маркетингова кампания или програма за лоялност или дружествата от група с обща база данни на клиентите. Договореността определя кой какво изпълнява – например кой информира хората и кой отговаря на исканията им, – а същността ѝ се предоставя на хората (чл. 26, пар. 1 и 2 от ОРЗД).',
      en: 'Joint controllers are, for example, partners in a shared marketing campaign or loyalty scheme, or group companies with a shared customer database. The arrangement sets out who does what – who informs people and who answers their requests, for example – and its essence is made available to people (Art. 26(1) and (2) GDPR).',
    },
    notApplicableLabel: {
      bg: 'Не определяме съвместно с други организации целите и средствата на обработване',
      en: 'We decide on no processing jointly with others',
    },
  },
  processorDuties: {
    question: {
      bg: 'Когато обработвате лични данни от името на клиенти, изпълнявате ли задълженията си на обработващ лични данни по чл. 28 и чл. 30, пар. 2 от ОРЗД?',
      en: 'When you process personal data on behalf of clients, do you meet your duties as a processor under Art. 28 and 30(2) GDPR?',
    },
    hint: {
      bg: 'Например като счетоводна, ИТ, хостинг или маркетингова фирма или кол център. Това означава договор с всеки клиент с условията по чл. 28, пар. 3, работа само по документираните му указания и регистър на дейностите, извършвани от негово име (чл. 30, пар. 2); освен това пазите данните сигурни (чл. 32) и уведомявате клиента без ненужно забавяне за всяко нарушение (чл. 33, пар. 2).',
      en: 'For example as an accounting, IT, hosting or marketing firm or a call centre. This means a contract with each client containing the terms of Art. 28(3), acting only on the client’s documented instructions, and a record of the processing you carry out for it (Art. 30(2)); you also keep the data secure (Art. 32) and notify the client of every breach without undue delay (Art. 33(2)).',
    },
    notApplicableLabel: {
      bg: 'Не обработваме лични данни от името на клиенти',
      en: 'We don’t process personal data for clients',
    },
  },
  cctvRules: {
    question: {
      bg: 'Имате ли писмени правила за видеонаблюдението, информационни табели и определен срок за съхранение на записите?',
      en: 'Do you have written rules for your video surveillance, information signs, and a set retention period for recordings?',
    },
    hint: {
      bg: 'Правилата посочват целта, зоните, които камерите обхващат, кой има достъп до записите и колко дълго се пазят. Табелите се поставят така, че хората да ги видят, преди да влязат в наблюдаваната зона (чл. 5, пар. 1, буква „в“ и чл. 13 от ОРЗД).',
      en: 'The rules state the purpose, the areas the cameras cover, who can access the recordings and how long they are kept. Signs are placed so that people see them before they enter the monitored area (Art. 5(1)(c) and 13 GDPR).',
    },
    notApplicableLabel: {
      bg: 'Нямаме видеонаблюдение',
      en: 'We have no video surveillance',
    },
  },
  privacyByDesign: {
    question: {
      bg: 'Проверявате ли защитата на данните, преди да въведете нова система, формуляр или доставчик?',
      en: 'Do you check data protection before you introduce a new system, form or supplier?',
    },
    hint: {
      bg: 'Защита на данните на етапа на проектирането и по подразбиране: още при избора и настройката решавате кои данни са нужни, кой има достъп до тях и колко дълго се пазят, а по подразбиране се обработва само необходимото (чл. 25 от ОРЗД).',
      en: 'Data protection by design and by default: when you choose and set something up, you decide which data is needed, who can access it and how long it is kept, and by default only what is necessary is processed (Art. 25 GDPR).',
    },
  },
  dataMinimisation: {
    question: {
      bg: 'Проверявате ли редовно дали личните данни, които държите, са необходими и точни?',
      en: 'Do you regularly check that the personal data you hold is necessary and accurate?',
    },
    hint: {
      bg: 'Събирайте само данните, които са нужни за целта, и ги поддържайте точни и актуални (свеждане на данните до минимум и точност, чл. 5, пар. 1, букви „в“ и „г“ от ОРЗД). Например формулярите не искат ЕГН, когато то не е необходимо.',
      en: 'Collect only the data the purpose needs, and keep it accurate and up to date (data minimisation and accuracy, Art. 5(1)(c) and (d) GDPR). For example, forms do not ask for a personal identity number when none is needed.',
    },
  },
  accountability: {
    question: {
      bg: 'Имате ли писмени политики за защита на данните, одобрени от ръководството, в които е посочено кой отговаря за тях?',
      en: 'Do you have written data protection policies, approved by management, that name who is responsible?',
    },
    hint: {
      bg: 'Като администратор трябва да можете да докажете, че спазвате ОРЗД (отчетност). Политиките, съразмерни на дейността ви, описват как го правите и кой отговаря за това (чл. 5, пар. 2 и чл. 24 от ОРЗД).',
      en: 'As a controller you must be able to demonstrate that you comply with the GDPR (accountability). Policies proportionate to your business describe how you do it and who is responsible (Art. 5(2) and 24 GDPR).',
    },
  },
  dpoAppointed: {
    question: {
      bg: 'Определили ли сте длъжностно лице по защита на данните?',
      en: 'Have you appointed a data protection officer (DPO)?',
    },
    hint: {
      bg: 'То е задължително за публичните органи и структури и когато основните ви дейности включват мащабно редовно и систематично наблюдение на хора или мащабно обработване на специални категории данни или данни за присъди и нарушения (чл. 37, пар. 1 от ОРЗД). Броят на служителите не е критерий. Ако сте преценили, че не се изисква, запишете преценката си.',
      en: 'A DPO is mandatory for public authorities and bodies, and where your core activities involve large-scale regular and systematic monitoring of people or large-scale processing of special-category or criminal-offence data (Art. 37(1) GDPR). Headcount is not a criterion. If you concluded that none is required, record that assessment.',
    },
    notApplicableLabel: notRequiredDocumented,
  },
  dpoNotified: {
    question: {
      bg: 'Съобщили ли сте на КЗЛД данните за контакт с длъжностното лице по защита на данните?',
      en: 'Have you communicated your DPO’s contact details to the CPDP (КЗЛД)?',
    },
    hint: {
      bg: 'Администраторът публикува данните за контакт с длъжностното лице – например в информацията за поверителност – и ги съобщава на КЗЛД (чл. 37, пар. 7 от ОРЗД), която води регистър на определените длъжностни лица.',
      en: 'The controller publishes the DPO’s contact details – in its privacy notice, for example – and communicates them to the CPDP (КЗЛД), which keeps a register of appointed DPOs (Art. 37(7) GDPR).',
    },
  },
  dpiaDone: {
    question: {
      bg: 'Извършили ли сте оценка на въздействието върху защитата на данните за обработването, което вероятно ще породи висок риск?',
      en: 'Have you carried out a data protection impact assessment (DPIA) for the processing likely to result in a high risk?',
    },
    hint: {
      bg: 'Оценката се прави преди обработването (чл. 35, пар. 1 от ОРЗД). Тя е задължителна винаги в трите случая на чл. 35, пар. 3 – автоматизирана оценка, включително профилиране, на която се основават решения с правни или подобно значими последици; мащабно обработване на специални категории данни или данни за присъди и нарушения; систематично мащабно наблюдение на публично достъпна зона, – и за видовете операции от списъка на КЗЛД (чл. 35, пар. 4). Извън тях обикновено е нужна, когато са налице два или повече от деветте критерия в насоките на европейските надзорни органи за оценката на въздействието (WP248 rev.01) – например чувствителни данни, голям мащаб, систематично наблюдение, уязвими лица като деца или служители, нови технологии.',
      en: 'The assessment is made before the processing starts (Art. 35(1) GDPR). It is always required in the three cases of Art. 35(3) – automated evaluation, including profiling, on which decisions with legal or similarly significant effects are based; large-scale processing of special-category or criminal-offence data; systematic monitoring of a publicly accessible area on a large scale – and for the operations on the CPDP (КЗЛД) list (Art. 35(4)). Otherwise one is usually needed where two or more of the nine criteria in the EU supervisory authorities’ guidelines on impact assessments (WP248 rev.01) are met – for example sensitive data, large scale, systematic monitoring, vulnerable people such as children or employees, new technologies.',
    },
    notApplicableLabel: notRequiredDocumented,
  },
  breachLast24Months: {
    question: {
      bg: 'Имали ли сте нарушение на сигурността на личните данни през последните 24 месеца?',
      en: 'Have you had a personal data breach in the last 24 months?',
    },
    hint: {
      bg: 'Например хакнат профил, изгубен лаптоп или телефон, имейл с лични данни до грешен адресат или файлове, криптирани от зловреден софтуер (чл. 4, т. 12 от ОРЗД).',
      en: 'For example a hacked account, a lost laptop or phone, an e-mail with personal data sent to the wrong person, or files encrypted by ransomware (Art. 4(12) GDPR).',
    },
  },
  employeeRules: {
    question: {
      bg: 'Ако използвате системи за контрол на достъпа или работното време, система за сигнали за нарушения или ограничения за служебния имейл, интернета и устройствата: имате ли правила за тях, с които служителите са запознати?',
      en: 'If you use access-control or working-time systems, a system for reporting breaches, or restrictions on work e-mail, internet and devices: do you have rules for them that your staff have been made aware of?',
    },
    hint: {
      bg: 'Чл. 25и ЗЗЛД изисква правила и процедури, когато работодателят използва: система за подаване на сигнали за нарушения; ограничения при използването на вътрешнофирмени ресурси (служебен имейл, интернет, устройства); системи за контрол на достъпа, работното време или трудовата дисциплина (например карти за достъп или електронно отчитане на работното време). Правилата описват обхвата, задълженията и начина на прилагане, а служителите се запознават с тях.',
      en: 'Art. 25i of the Bulgarian Personal Data Protection Act (ЗЗЛД) requires rules and procedures where an employer uses: a system for reporting breaches; restrictions on the use of internal resources (work e-mail, internet, devices); access-control, working-time or labour-discipline systems (access cards or electronic time recording, for example). The rules set out the scope, the obligations and how they are applied, and staff are made aware of them.',
    },
    notApplicableLabel: {
      bg: 'Не използваме нито една от тези системи',
      en: 'We use none of these systems',
    },
  },
  annexSector: {
    question: {
      bg: 'Попада ли дейността ви в някоя от тези области: финансови услуги, мерки срещу изпирането на пари, безопасност на транспорта или опазване на околната среда?',
      en: 'Does your business fall within any of these areas: financial services, prevention of money laundering, transport safety or environmental protection?',
    },
    hint: {
      bg: 'Например банка, застраховател, платежна институция или друго лице, задължено по Закона за мерките срещу изпирането на пари. В тези области каналът за вътрешно подаване на сигнали е задължителен независимо от броя на служителите (чл. 12, ал. 1 ЗЗЛПСПОИН).',
      en: 'For example a bank, an insurer, a payment institution or another entity obliged under the Measures Against Money Laundering Act. In these areas an internal reporting channel is required whatever the number of staff (Art. 12(1) ЗЗЛПСПОИН).',
    },
  },
  whistleblowingChannel: {
    question: {
      bg: 'Имате ли канал за вътрешно подаване на сигнали и регистър на сигналите по Закона за защита на лицата, подаващи сигнали или публично оповестяващи информация за нарушения (ЗЗЛПСПОИН)?',
      en: 'Do you have an internal reporting channel and a register of reports under the Whistleblower Protection Act (ЗЗЛПСПОИН)?',
    },
    hint: {
      bg: 'Задължени са работодателите в публичния сектор (с изключенията по закона), работодателите в частния сектор с 50 или повече работници или служители и работодателите в частния сектор от финансовите услуги, мерките срещу изпирането на пари, безопасността на транспорта и опазването на околната среда независимо от броя на персонала (чл. 12, ал. 1 ЗЗЛПСПОИН). Самоличността на подалите сигнал се пази в тайна.',
      en: 'Obliged are public-sector employers (with the exceptions the Act sets out), private employers with 50 or more workers, and private employers of any size in financial services, prevention of money laundering, transport safety or environmental protection (Art. 12(1) ЗЗЛПСПОИН). The identity of reporting persons is kept confidential.',
    },
  },
};

export function getFollowUpTexts(id: FollowUpId): FollowUpTexts {
  return followUpQuestions[id];
}
