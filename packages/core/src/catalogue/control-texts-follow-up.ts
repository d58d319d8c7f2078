import type { FollowUpControlId } from '../analysis/control-ids';
import type { ControlTexts } from './control-texts-core';
import type { GovernanceControlId } from './control-texts-governance';

export type ProcessingControlId = Exclude<FollowUpControlId, GovernanceControlId>;

/** Texts of the follow-up controls on lawfulness, data handling and sharing (merged in control-texts-conditional.ts). */
export const processingControlTexts: Readonly<Record<ProcessingControlId, ControlTexts>> = {
  lawfulBasis: {
    title: { bg: 'Правно основание за всяка цел', en: 'Lawful basis for each purpose' },
    risk: {
      bg: 'Не сте потвърдили, че за всяка цел на обработване сте определили и документирали едно от шестте равностойни правни основания по чл. 6, пар. 1 – съгласие, договор, законово задължение, жизненоважни интереси, задача от обществен интерес или официални правомощия, легитимни интереси. Без това не можете да докажете, че обработването е законосъобразно (чл. 5, пар. 1, буква „а“ и чл. 5, пар. 2), нито да посочите основанието в информацията за поверителност.',
      en: 'You have not confirmed that for each purpose of processing you have identified and documented one of the six equal lawful bases of Art. 6(1) – consent, contract, legal obligation, vital interests, public task or official authority, legitimate interests. Without this you cannot demonstrate that the processing is lawful (Art. 5(1)(a) and 5(2)), nor state the basis in your privacy notice.',
    },
    objective: {
      bg: 'Всяка цел на обработване има документирано правно основание, посочено и в информацията за поверителност.',
      en: 'Every purpose of processing has a documented lawful basis, also stated in the privacy notice.',
    },
  },
  legitimateInterests: {
    title: { bg: 'Оценка на легитимния интерес', en: 'Legitimate interests assessment' },
    risk: {
      bg: 'Ако разчитате на легитимни интереси, тестът за баланс не е документиран. Това основание е допустимо само ако обработването е необходимо за преследвания интерес и интересите и правата на хората не надделяват над него (чл. 6, пар. 1, буква „е“); без записана оценка не можете да го докажете (чл. 5, пар. 2), а хората могат да възразят срещу обработването (чл. 21, пар. 1).',
      en: 'If you rely on legitimate interests, the balancing test is not documented. This basis is available only where the processing is necessary for the interest pursued and people’s interests and rights do not override it (Art. 6(1)(f)); without a written assessment you cannot demonstrate this (Art. 5(2)), and people may object to the processing (Art. 21(1)).',
    },
    objective: {
      bg: 'За всяко обработване въз основа на легитимни интереси има документирана оценка.',
      en: 'Every processing based on legitimate interests has a documented assessment.',
    },
  },
  directMarketing: {
    title: { bg: 'Директен маркетинг', en: 'Direct marketing' },
    risk: {
      bg: 'Не сте потвърдили, че директният ви маркетинг спазва правилата: имейли и SMS само с предварително съгласие или по изключението за съществуващи клиенти (Закон за електронните съобщения), лесен начин за отказ във всяко съобщение и зачитане на всеки отказ, включително по телефона и чрез регистъра, който КЗП води по Закона за електронната търговия. Хората могат по всяко време да възразят срещу директния маркетинг и тогава данните им повече не се използват за него (чл. 21, пар. 2 и 3). Непоисканите съобщения са честа причина за жалби.',
      en: 'You have not confirmed that your direct marketing follows the rules: e-mails and text messages only with prior consent or under the existing-customer exception (Electronic Communications Act), an easy way to opt out in every message, and every refusal respected, including by phone and through the register the Consumer Protection Commission (КЗП) keeps under the Electronic Commerce Act. People may object to direct marketing at any time, and their data may then no longer be used for it (Art. 21(2) and (3)). Unsolicited messages are a common cause of complaints.',
    },
    objective: {
      bg: 'Маркетингови съобщения получават само хора, към които те са допустими, всяко съобщение позволява отказ, а отказите се изпълняват.',
      en: 'Marketing reaches only people it may lawfully reach, every message allows opting out, and refusals are honoured.',
    },
  },
  dataMinimisation: {
    title: { bg: 'Свеждане на данните до минимум и точност', en: 'Data minimisation and accuracy' },
    risk: {
      bg: 'Не проверявате редовно дали събирате само данните, които са нужни за целта, и дали те са точни (чл. 5, пар. 1, букви „в“ и „г“). Излишните данни увеличават вредата при всяко нарушение, а неточните водят до грешни решения за хората.',
      en: 'You do not regularly check that you collect only the data the purpose needs and that it is accurate (Art. 5(1)(c) and (d)). Surplus data increases the harm of every breach, and inaccurate data leads to wrong decisions about people.',
    },
    objective: {
      bg: 'Формулярите и системите събират само необходимите данни, а те се преглеждат и коригират редовно.',
      en: 'Forms and systems collect only the data needed, and it is reviewed and corrected regularly.',
    },
  },
  privacyByDesign: {
    title: {
      bg: 'Защита на данните на етапа на проектирането и по подразбиране',
      en: 'Data protection by design and by default',
    },
    risk: {
      bg: 'Нови системи, формуляри и доставчици се въвеждат, без защитата на данните да е проверена предварително (чл. 25). Тогава пропуските се откриват късно, когато отстраняването им е скъпо, а настройките по подразбиране често събират или показват повече данни от необходимото.',
      en: 'New systems, forms and suppliers are introduced without checking data protection first (Art. 25). Gaps are then found late, when fixing them is expensive, and default settings often collect or expose more data than necessary.',
    },
    objective: {
      bg: 'Преди всяка нова система, формуляр или доставчик се проверява защитата на данните, а настройките по подразбиране обработват само необходимото.',
      en: 'Data protection is checked before every new system, form or supplier, and default settings process only what is necessary.',
    },
  },
  accountability: {
    title: { bg: 'Отчетност и политики', en: 'Accountability and policies' },
    risk: {
      bg: 'Нямате писмени политики за защита на данните, одобрени от ръководството, в които е посочено кой отговаря за тях. Администраторът трябва да може да докаже съответствието (чл. 5, пар. 2 и чл. 24); без политики и отговорник задълженията остават ничии и не могат да бъдат доказани при проверка на КЗЛД.',
      en: 'You have no written data protection policies approved by management that name who is responsible. A controller must be able to demonstrate compliance (Art. 5(2) and 24); without policies and a responsible person, duties belong to nobody and cannot be shown in an inspection by the CPDP (КЗЛД).',
    },
    objective: {
      bg: 'Ръководството е одобрило писмени политики за защита на данните и е определило отговорник за тях.',
      en: 'Management has approved written data protection policies and named who is responsible for them.',
    },
  },
  processorAgreements: {
    title: { bg: 'Договори с обработващите лични данни', en: 'Contracts with processors' },
    risk: {
      bg: 'Предоставяте лични данни на доставчици на услуги (счетоводство, ТРЗ, хостинг, имейл), без да сте потвърдили, че с всеки от тях има договор за обработване по чл. 28, пар. 3. Вие оставате отговорни за това, което те правят с данните.',
      en: 'You share personal data with service providers (accounting, payroll, hosting, e-mail) without having confirmed a data processing agreement under Art. 28(3) with each of them. You remain responsible for what they do with the data.',
    },
    objective: {
      bg: 'Всеки обработващ лични данни работи по писмен договор по чл. 28.',
      en: 'Every processor works under a written Art. 28 agreement.',
    },
  },
  internationalTransfers: {
    title: { bg: 'Предаване на данни извън ЕИП', en: 'Transfers outside the EEA' },
    risk: {
      bg: 'Ако лични данни напускат ЕИП – например чрез облачни, имейл или маркетингови услуги, – за тях не е потвърдено решение относно адекватното ниво на защита или подходящи гаранции, като стандартните договорни клаузи (чл. 44–49). Незаконосъобразното предаване попада в по-високия праг на глобите.',
      en: 'Where personal data leaves the EEA – for example through cloud, e-mail or marketing services – no adequacy decision or appropriate safeguards such as standard contractual clauses (Art. 44-49) are confirmed for it. Unlawful transfers fall in the higher tier of fines.',
    },
    objective: {
      bg: 'Всяко предаване извън ЕИП е установено и обезпечено с решение относно адекватното ниво на защита или с подходящи гаранции.',
      en: 'Every transfer outside the EEA is mapped and covered by an adequacy decision or appropriate safeguards.',
    },
  },
  jointControllers: {
    title: { bg: 'Съвместни администратори', en: 'Joint controllers' },
    risk: {
      bg: 'Ако определяте целите и средствата на обработване заедно с други организации, не е потвърдена договореност по чл. 26, която разпределя задълженията ви – например кой информира хората и кой отговаря на исканията им. Без нея задълженията остават неразпределени, а хората могат да упражнят правата си спрямо всеки от вас (чл. 26, пар. 3).',
      en: 'If you decide the purposes and means of processing together with other organisations, no Art. 26 arrangement allocating your duties – who informs people and who answers their requests, for example – is confirmed. Without it the duties stay unallocated, and people may exercise their rights against each of you (Art. 26(3)).',
    },
    objective: {
      bg: 'С всеки съвместен администратор има писмена договореност по чл. 26, а същността ѝ е достъпна за хората.',
      en: 'There is a written Art. 26 arrangement with every joint controller, and its essence is available to people.',
    },
  },
  processorDuties: {
    title: { bg: 'Задължения като обработващ лични данни', en: 'Duties as a processor' },
    risk: {
      bg: 'Ако обработвате лични данни от името на клиенти, не сте потвърдили, че с всеки от тях има договор с условията по чл. 28, пар. 3 и че водите регистър на дейностите, извършвани от тяхно име (чл. 30, пар. 2). Като обработващ лични данни отговаряте пряко за сигурността (чл. 32) и уведомявате клиента без ненужно забавяне за всяко нарушение (чл. 33, пар. 2); ако използвате данните за свои цели, ставате администратор за това обработване (чл. 28, пар. 10).',
      en: 'If you process personal data on behalf of clients, you have not confirmed a contract with the terms of Art. 28(3) with each of them and a record of the processing carried out for them (Art. 30(2)). As a processor you are directly responsible for security (Art. 32) and must notify the client of every breach without undue delay (Art. 33(2)); if you use the data for your own purposes, you become a controller for that processing (Art. 28(10)).',
    },
    objective: {
      bg: 'С всеки клиент, за когото обработвате данни, има договор по чл. 28, а дейностите за него са вписани в регистър по чл. 30, пар. 2.',
      en: 'Every client you process data for has an Art. 28 contract with you, and the processing is recorded under Art. 30(2).',
    },
  },
  automatedDecisions: {
    title: { bg: 'Автоматизирани решения', en: 'Automated decisions' },
    risk: {
      bg: 'Ако вземате решения изцяло автоматизирано, с правни или подобно значими последици за хората, не сте потвърдили гаранциите по чл. 22, пар. 3: човешка намеса и възможност засегнатият да изрази гледната си точка и да оспори решението. Такива решения са допустими само в случаите на чл. 22, пар. 2, хората трябва да бъдат информирани за тях (чл. 13, пар. 2, буква „е“), а обработването изисква оценка на въздействието (чл. 35, пар. 3, буква „а“).',
      en: 'If you take solely automated decisions with legal or similarly significant effects on people, you have not confirmed the safeguards of Art. 22(3): human intervention, and the person’s right to express their point of view and to contest the decision. Such decisions are allowed only in the cases of Art. 22(2), people must be told about them (Art. 13(2)(f)), and the processing requires an impact assessment (Art. 35(3)(a)).',
    },
    objective: {
      bg: 'Всяко автоматизирано решение със значими последици може да бъде преразгледано от човек и оспорено, а хората са информирани за него.',
      en: 'Every automated decision with significant effects can be reviewed by a person and contested, and people are told about it.',
    },
  },
  childrenData: {
    title: { bg: 'Съгласие на деца в онлайн услуги', en: 'Children’s consent to online services' },
    risk: {
      bg: 'Ако предлагате услуга на информационното общество пряко на деца въз основа на съгласие, не сте потвърдили, че за децата под 14 години съгласието се дава от родител или настойник и че полагате разумни усилия да проверите това (чл. 8 от ОРЗД и чл. 25в ЗЗЛД). Без такова съгласие обработването на данните на дете под 14 години за тази услуга не е законосъобразно, а информацията за децата трябва да е написана разбираемо за тях (чл. 12, пар. 1).',
      en: 'If you offer an information society service directly to children on the basis of consent, you have not confirmed that for children under 14 consent is given by a parent or guardian and that you make reasonable efforts to verify it (Art. 8 GDPR and Art. 25v ЗЗЛД). Without such consent, processing the data of a child under 14 for that service is unlawful, and information for children must be written so that they can understand it (Art. 12(1)).',
    },
    objective: {
      bg: 'В онлайн услугите ви съгласието за деца под 14 години се дава от родител или настойник, а информацията е съобразена с възрастта им.',
      en: 'In your online services, consent for children under 14 is given by a parent or guardian, and notices suit their age.',
    },
  },
};
