import type { FollowUpControlId } from '../analysis/control-ids';
import type { ControlTexts } from './control-texts-core';

export type GovernanceControlId = Extract<
  FollowUpControlId,
  'dpo' | 'dpoNotification' | 'dpia' | 'videoSurveillance' | 'employeeRules' | 'whistleblowing'
>;

/** Texts of the follow-up controls on governance and the workplace (merged in control-texts-conditional.ts). */
export const governanceControlTexts: Readonly<Record<GovernanceControlId, ControlTexts>> = {
  dpo: {
    title: { bg: 'Длъжностно лице по защита на данните', en: 'Data protection officer' },
    risk: {
      bg: 'Длъжностното лице по защита на данните (ДЛЗД) е задължително за публичните органи и структури и когато основните дейности се състоят от мащабно редовно и систематично наблюдение на хора или от мащабно обработване на специални категории данни или данни за присъди и нарушения (чл. 37, пар. 1, букви „а“–„в“). Броят на служителите не е критерий. Отговорите ви сочат, че може да сте в някой от тези случаи, а не е потвърдено нито определяне на ДЛЗД, нито документирано решение, че не се изисква.',
      en: 'A data protection officer (DPO) is mandatory for public authorities and bodies, and where the core activities consist of large-scale regular and systematic monitoring of people or large-scale processing of special-category or criminal-offence data (Art. 37(1)(a)-(c)). Headcount is not a criterion. Your answers suggest you may be in one of these cases, and neither an appointed DPO nor a documented decision that none is required has been confirmed.',
    },
    objective: {
      bg: 'Определено е ДЛЗД или е документирано защо не се изисква.',
      en: 'A DPO is appointed, or the reasons why none is required are documented.',
    },
  },
  dpoNotification: {
    title: {
      bg: 'Данни за контакт с ДЛЗД, съобщени на КЗЛД',
      en: 'DPO contact details communicated to the CPDP (КЗЛД)',
    },
    risk: {
      bg: 'Определили сте длъжностно лице по защита на данните, но не сте потвърдили, че данните за контакт с него са публикувани и съобщени на КЗЛД (чл. 37, пар. 7). Без тях КЗЛД и хората не могат да се свържат с него, а пропускът лесно се установява при проверка.',
      en: 'You have appointed a data protection officer but have not confirmed that the DPO’s contact details are published and communicated, under Art. 37(7), to the CPDP (КЗЛД). Without them the authority and the public cannot reach the DPO, and the gap is easy to detect in an inspection.',
    },
    objective: {
      bg: 'Данните за контакт с ДЛЗД са публикувани и съобщени на КЗЛД.',
      en: 'The DPO’s contact details are published and communicated to the CPDP (КЗЛД).',
    },
  },
  dpia: {
    title: {
      bg: 'Оценка на въздействието върху защитата на данните',
      en: 'Data protection impact assessment',
    },
    risk: {
      bg: 'Обработването, което вероятно ще породи висок риск, изисква оценка на въздействието преди започването му (чл. 35, пар. 1). Тя е задължителна винаги при автоматизирана оценка с правни или подобно значими последици, при мащабно обработване на специални категории данни или на данни за присъди и нарушения и при систематично мащабно наблюдение на публично достъпна зона (чл. 35, пар. 3), както и за операциите от списъка на КЗЛД (чл. 35, пар. 4); в останалите случаи обикновено я налагат два или повече от критериите в Насоките WP248 rev.01. Отговорите ви сочат обработване, за което оценката е нужна или поне трябва да се обмисли, а не е потвърдена нито оценка, нито документирано решение, че не се изисква.',
      en: 'Processing likely to result in a high risk needs an impact assessment before it starts (Art. 35(1)). One is always required for automated evaluation with legal or similarly significant effects, large-scale processing of special-category data or of data on criminal convictions and offences, and systematic monitoring of a publicly accessible area on a large scale (Art. 35(3)), and for the operations on the CPDP (КЗЛД) list (Art. 35(4)); otherwise two or more of the criteria of the WP248 rev.01 guidelines usually call for one. Your answers point to processing for which an assessment is needed, or at least must be considered, and neither an assessment nor a documented decision that none is required has been confirmed.',
    },
    objective: {
      bg: 'За обработването с висок риск има документирана оценка на въздействието с мерки за намаляване на риска или документирано решение, че такава не се изисква.',
      en: 'High-risk processing has a documented impact assessment with measures that reduce the risk, or a documented decision that none is required.',
    },
  },
  videoSurveillance: {
    title: { bg: 'Видеонаблюдение', en: 'Video surveillance' },
    risk: {
      bg: 'Ако използвате видеонаблюдение, не сте потвърдили писмени правила, информационни табели и срок за съхранение на записите. Камерите записват всеки, който минава – служители, клиенти, посетители, – затова са нужни определена цел, обхват, ограничен до необходимото (чл. 5, пар. 1, буква „в“), кратък срок за съхранение, ограничен достъп до записите и ясно информиране (чл. 13). Наблюдението на обществено достъпните части обикновено се основава на легитимни интереси (чл. 6, пар. 1, буква „е“). Видеонаблюдението е честа тема на жалбите до КЗЛД.',
      en: 'If you use video surveillance, you have not confirmed written rules, information signs and a retention period for the recordings. Cameras record everyone who passes – staff, customers, visitors – so they need a defined purpose, coverage limited to what is necessary (Art. 5(1)(c)), a short retention period, restricted access to recordings and clear notice (Art. 13). Monitoring of areas open to the public usually rests on legitimate interests (Art. 6(1)(f)). Video surveillance is a frequent subject of complaints to the CPDP (КЗЛД).',
    },
    objective: {
      bg: 'Камерите работят по писмени правила, с информационни табели и кратък срок за съхранение на записите.',
      en: 'Cameras operate under written rules, with information signs and a short retention period.',
    },
  },
  employeeRules: {
    title: { bg: 'Вътрешни правила на работодателя', en: 'Employer’s internal rules' },
    risk: {
      bg: 'Когато работодателят използва система за подаване на сигнали за нарушения, ограничения при използването на вътрешнофирмени ресурси (служебен имейл, интернет, устройства) или системи за контрол на достъпа, работното време или трудовата дисциплина, чл. 25и ЗЗЛД изисква вътрешни правила и процедури, с които служителите са запознати. Ако използвате такива системи, правилата за тях не са потвърдени, а без тях контролът над служителите трудно може да бъде обоснован като необходим и пропорционален (чл. 88 от ОРЗД).',
      en: 'Where an employer uses a system for reporting breaches, restrictions on the use of internal resources (work e-mail, internet, devices), or access-control, working-time or labour-discipline systems, Art. 25i ЗЗЛД requires internal rules and procedures that staff are made aware of. If you use such systems, their rules are not confirmed, and without them monitoring staff is hard to justify as necessary and proportionate (Art. 88 GDPR).',
    },
    objective: {
      bg: 'За всяка такава система има писмени правила за обхвата, задълженията и начина на прилагане, с които служителите са запознати.',
      en: 'Each such system has written rules on its scope, the obligations and how it is applied, and staff are aware of them.',
    },
  },
  whistleblowing: {
    title: { bg: 'Канал за вътрешно подаване на сигнали', en: 'Internal whistleblowing channel' },
    risk: {
      bg: 'Канал за вътрешно подаване на сигнали и регистър на сигналите трябва да поддържат работодателите в публичния сектор (с изключенията по закона), работодателите в частния сектор с 50 или повече работници или служители и работодателите в частния сектор от областите на финансовите услуги, мерките срещу изпирането на пари, безопасността на транспорта и опазването на околната среда независимо от броя на персонала (чл. 12, ал. 1 ЗЗЛПСПОИН). Отговорите ви сочат, че вероятно сте задължени, а канал не е потвърден. Самоличността на сигнализиращите лица се пази в тайна.',
      en: 'An internal reporting channel and a register of reports are required of public-sector employers (with the exceptions the Act sets out), private employers with 50 or more workers, and private employers of any size in financial services, prevention of money laundering, transport safety or environmental protection (Art. 12(1) ЗЗЛПСПОИН). Your answers suggest you are probably obliged, and no channel has been confirmed. The identity of reporting persons must be kept confidential.',
    },
    objective: {
      bg: 'Служителите могат да подават сигнали по поверителен вътрешен канал, а сигналите се регистрират и по тях се предприемат действия.',
      en: 'Staff can report breaches through a confidential internal channel, and reports are registered and followed up.',
    },
  },
};
