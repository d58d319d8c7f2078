import type { Industry } from '../assessment/company';
import type { LocalizedText } from '../i18n/localized-text';

/** Added to every issue answered "not sure" („Не знам“). */
export const notSureNote: LocalizedText = {
  bg: 'Отговорихте „Не знам“: докато не проверите, приемете това за пропуск, защото трябва да можете да докажете съответствието (чл. 5, пар. 2 от ОРЗД).',
  en: 'You answered “Not sure”: until you have checked, treat this as a gap, because you must be able to demonstrate compliance (Art. 5(2) GDPR).',
};

/** Context notes, added where the answers make a rule relevant. */
export const issueNotes = {
  recordsExemption: {
    bg: 'Изключението за организации с по-малко от 250 служители (чл. 30, пар. 5 от ОРЗД) обхваща само обработване, което е спорадично, няма вероятност да породи риск за правата и свободите на субектите на данните и не включва специални категории данни или данни за присъди и нарушения. Заплатите, данните на служителите и на клиентите не се обработват спорадично, затова на практика то рядко се прилага.',
    en: 'The exemption for organisations with fewer than 250 employees (Art. 30(5) GDPR) covers only processing that is occasional, is unlikely to result in a risk to the rights and freedoms of data subjects and includes no special-category or criminal-offence data. Payroll, staff and customer data are not processed occasionally, so in practice it rarely applies.',
  },
  jobApplicants: {
    bg: 'Като работодател пазете данните на кандидатите за работа, които не сте наели, най-много 6 месеца след приключването на подбора, освен ако са дали съгласие за по-дълъг срок (чл. 25к ЗЗЛД).',
    en: 'As an employer, keep the data of job applicants you did not hire for at most 6 months after the recruitment ends, unless they consented to a longer period (Art. 25k ЗЗЛД).',
  },
  recentBreach: {
    bg: 'Посочихте нарушение през последните 24 месеца: проверете дали е документирано (чл. 33, пар. 5 от ОРЗД) и дали КЗЛД е уведомена – това не се изисква само ако няма вероятност нарушението да породи риск за хората (чл. 33, пар. 1).',
    en: 'You reported a breach in the last 24 months: check that it is documented (Art. 33(5) GDPR) and that the CPDP (КЗЛД) was notified, unless the breach was unlikely to result in a risk to people (Art. 33(1)).',
  },
  cookies: {
    bg: 'Ако уебсайтът ви използва аналитични или маркетингови бисквитки или пиксели, за тях е нужно предварително съгласие на посетителя (чл. 4а ЗЕС, с който е въведен чл. 5, пар. 3 от Директива 2002/58/ЕО). Задължението идва от правилата за електронните съобщения, а не от основанията по ОРЗД, но съгласието трябва да отговаря на изискванията на ОРЗД – без предварително отметнати полета. Строго необходимите бисквитки не изискват съгласие.',
    en: 'If your website uses analytics or marketing cookies or pixels, they need the visitor’s prior consent (Art. 4a ЗЕС, the Electronic Communications Act, implementing Art. 5(3) of Directive 2002/58/EC). The duty comes from the electronic communications rules, not from the lawful bases of the GDPR, but the consent must meet the GDPR standard – no pre-ticked boxes. Strictly necessary cookies need no consent.',
  },
  marketingRegister: {
    bg: 'Търговски имейли изпращайте само със съгласие или на свои клиенти за подобни продукти (Закон за електронните съобщения) и освен това проверявайте регистъра, който КЗП води за адресите, чиито притежатели отказват непоискани търговски съобщения (Закон за електронната търговия): на тези адреси не изпращайте такива съобщения.',
    en: 'Send commercial e-mails only with consent or to your own customers about similar products (Electronic Communications Act), and also check the register the Consumer Protection Commission (КЗП) keeps of addresses whose holders refuse unsolicited commercial communications (Electronic Commerce Act): send no such messages to those addresses.',
  },
  childrenConsentAge: {
    bg: 'Възрастта от 14 години се отнася само за услуги на информационното общество, предлагани пряко на дете въз основа на съгласие: под нея съгласието се дава от родител или настойник (чл. 8 от ОРЗД и чл. 25в ЗЗЛД). Училищата и лечебните заведения обработват данните на учениците и пациентите на други основания.',
    en: 'The age of 14 applies only to information society services offered directly to a child on the basis of consent: below it, consent is given by a parent or guardian (Art. 8 GDPR and Art. 25v ЗЗЛД). Schools and clinics process pupils’ and patients’ data on other bases.',
  },
  dpoLikely: {
    bg: 'Длъжностното лице е задължително само ако сте публичен орган или структура или ако основната ви дейност е мащабно обработване на специални категории данни или на данни за присъди и нарушения или мащабно систематично наблюдение (чл. 37, пар. 1 от ОРЗД). Ако прецените, че не сте в тези случаи, документирайте преценката си.',
    en: 'A DPO is mandatory only if you are a public authority or body, or if your core activity is large-scale processing of special-category or criminal-offence data, or large-scale systematic monitoring (Art. 37(1) GDPR). If you conclude that none of these applies, document that assessment.',
  },
  documentedDecisionConflicts: {
    bg: 'Документирали сте, че задължението не се прилага за вас, но отговорите ви показват случай, в който то е задължително по ОРЗД. Преразгледайте решението.',
    en: 'You documented that this obligation does not apply to you, but your answers show a case in which the GDPR makes it mandatory. Review the decision.',
  },
  dpoNotMandatoryFromHeadcount: {
    bg: 'Броят на служителите не прави длъжностното лице задължително, а данните на собствените служители, включително болничните листове, са спомагателна дейност, а не основна (Насоки WP243 rev.01). Можете да определите длъжностно лице и доброволно.',
    en: 'Headcount does not make a DPO mandatory, and your own staff’s data, sick notes included, is an ancillary activity, not a core one (WP243 rev.01 guidelines). You may still appoint a DPO voluntarily.',
  },
  transfersUnsure: {
    bg: 'Много имейл, облачни и аналитични услуги със седалище в САЩ обработват данни там, дори когато ги използвате от България. Проверете в договорите им къде се обработват данните и с какво е обезпечено предаването; за САЩ решението относно адекватното ниво на защита обхваща само дружествата, сертифицирани по Рамката за защита на данните между ЕС и САЩ.',
    en: 'Many US-based e-mail, cloud and analytics services process data there, even when you use them from Bulgaria. Check in their contracts where the data is processed and what covers the transfer; for the US, the adequacy decision covers only companies certified under the EU-US Data Privacy Framework.',
  },
  professionalSecrecy: {
    bg: 'На клиентите си дължите информацията по чл. 13. За данните на насрещни страни, свидетели и други лица, получени не от тях, информация по чл. 14 не се предоставя, доколкото данните трябва да останат поверителни поради задължение за професионална тайна по закон, като адвокатската тайна (чл. 14, пар. 5, буква „г“ от ОРЗД). Документирайте решението за всеки случай (чл. 5, пар. 2).',
    en: 'Your clients are owed the Art. 13 information. For data on opposing parties, witnesses and others that you did not obtain from them, no Art. 14 information is given insofar as the data must remain confidential under a statutory obligation of professional secrecy, such as lawyers’ secrecy (Art. 14(5)(d) GDPR). Document the decision case by case (Art. 5(2)).',
  },
  processorRole: {
    bg: 'Ако обработвате данни от името на клиенти, за това обработване сте обработващ лични данни: дължите им договор с условията по чл. 28, пар. 3 и водите регистър по чл. 30, пар. 2 от ОРЗД.',
    en: 'If you process data on behalf of clients, you are a processor for that processing: you owe them a contract with the terms of Art. 28(3) and keep a record under Art. 30(2) GDPR.',
  },
  whistleblowingStartup: {
    bg: 'Като малка организация сте задължени да имате канал за вътрешно подаване на сигнали, ако имате 50 или повече работници или служители или ако дейността ви е във финансовите услуги, мерките срещу изпирането на пари, безопасността на транспорта или опазването на околната среда (чл. 12, ал. 1 ЗЗЛПСПОИН); проверете дали някое от двете се отнася за вас.',
    en: 'As a small organisation you must have an internal reporting channel if you have 50 or more workers, or if your business is in financial services, prevention of money laundering, transport safety or environmental protection (Art. 12(1) ЗЗЛПСПОИН); check whether either applies to you.',
  },
  cctvEmployees: {
    bg: 'Вътрешните правила на работодателя обхващат само служителите, които се информират писмено за камерите на работното място. За клиентите и посетителите наблюдението на обществено достъпните части обикновено се основава на легитимни интереси (чл. 6, пар. 1, буква „е“ от ОРЗД) и се обявява с табели (чл. 13).',
    en: 'The employer’s internal rules cover staff only, who are told in writing about cameras at the workplace. For customers and visitors, monitoring of areas open to the public usually rests on legitimate interests (Art. 6(1)(f) GDPR) and is announced by signs (Art. 13).',
  },
} as const satisfies Record<string, LocalizedText>;

/** Why security weighs more in the industries that handle sensitive data. */
export const sensitiveIndustryNotes: Readonly<Partial<Record<Industry, LocalizedText>>> = {
  healthcare: {
    bg: 'Обработвате данни за здравословното състояние – специална категория по чл. 9 от ОРЗД – затова сигурността тежи повече в оценката ви.',
    en: 'You process health data – a special category under Art. 9 GDPR – so security weighs more in your score.',
  },
  finance: {
    bg: 'Обработвате финансови данни, чието изтичане води до измами и финансови загуби, затова сигурността тежи повече в оценката ви.',
    en: 'You process financial data, whose leak leads to fraud and financial loss, so security weighs more in your score.',
  },
  legal: {
    bg: 'Обработвате поверителни данни на клиенти, защитени от професионална тайна, и често данни за присъди и нарушения (чл. 10 от ОРЗД), затова сигурността тежи повече в оценката ви.',
    en: 'You process confidential client data protected by professional secrecy, and often data on criminal convictions and offences (Art. 10 GDPR), so security weighs more in your score.',
  },
};
