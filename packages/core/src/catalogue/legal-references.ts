import type { LocalizedText } from '../i18n/localized-text';

/**
 * Bulgarian provisions the analysis cites besides the GDPR. The ids are stored with every report, so an
 * id is never renamed or removed (the `zzld-25c` id predates the transliteration 25v), but its text may be
 * corrected. Article numbers are given only where the external legal review behind methodology 2027.1
 * named them (чл. 25в, 25г, 25и and 25к ЗЗЛД, чл. 12, ал. 1 ЗЗЛПСПОИН, чл. 4а ЗЕС; docs/methodology.md,
 * section 13); otherwise the act is named without one (the DPO register, the marketing rules of ЗЕС and
 * ЗЕТ). English texts keep the Bulgarian abbreviations of the acts and transliterate article letters
 * (25v, 25g, 25i, 25k, 4a).
 */
export const legalReferenceIds = [
  'zzld-kzld',
  'zzld-dpo-register',
  'zzld-25c',
  'zzld-25g',
  'zzld-25k',
  'zzld-employer-rules',
  'kzld-dpia-list',
  'zzlpspoin-12',
  'zes-cookies',
  'zes-marketing',
  'zet-register',
] as const;
export type LegalReferenceId = (typeof legalReferenceIds)[number];

export const legalReferences: Readonly<Record<LegalReferenceId, LocalizedText>> = {
  'zzld-kzld': {
    bg: 'ЗЗЛД – Комисията за защита на личните данни (КЗЛД, cpdp.bg) е надзорният орган в България; уведомяването за нарушение – без ненужно забавяне и когато това е осъществимо, до 72 часа – следва от чл. 33, пар. 1 от ОРЗД',
    en: 'ЗЗЛД (Personal Data Protection Act) – the Commission for Personal Data Protection, CPDP (КЗЛД, cpdp.bg), is the Bulgarian supervisory authority; breach notification – without undue delay and, where feasible, within 72 hours – follows from Art. 33(1) GDPR',
  },
  'zzld-dpo-register': {
    bg: 'ЗЗЛД – КЗЛД води регистър на администраторите и обработващите лични данни, които са определили длъжностно лице по защита на данните; данните за контакт с него ѝ се съобщават по чл. 37, пар. 7 от ОРЗД',
    en: 'ЗЗЛД (Personal Data Protection Act) – the CPDP (КЗЛД) keeps a register of controllers and processors that have appointed a data protection officer; the DPO’s contact details are communicated to it under Art. 37(7) GDPR',
  },
  'zzld-25c': {
    bg: 'чл. 25в ЗЗЛД – при услуги на информационното общество, предлагани пряко на дете въз основа на съгласие, за дете под 14 години съгласието се дава от родител или настойник',
    en: 'Art. 25v ЗЗЛД (Personal Data Protection Act) – for information society services offered directly to a child on the basis of consent, a child under 14 needs the consent of a parent or guardian',
  },
  'zzld-25g': {
    bg: 'чл. 25г ЗЗЛД – администраторът или обработващият лични данни може да копира документ за самоличност, свидетелство за управление на моторно превозно средство или документ за пребиваване само ако това е предвидено в закон',
    en: 'Art. 25g ЗЗЛД (Personal Data Protection Act) – a controller or processor may copy an identity document, a driving licence or a residence document only where a law provides for it',
  },
  'zzld-25k': {
    bg: 'чл. 25к ЗЗЛД – данните на кандидатите за работа се съхраняват не повече от 6 месеца след приключването на подбора, освен ако кандидатът е дал съгласие за по-дълъг срок',
    en: 'Art. 25k ЗЗЛД (Personal Data Protection Act) – job applicants’ data is kept for no more than 6 months after the recruitment ends, unless the applicant consents to a longer period',
  },
  'zzld-employer-rules': {
    bg: 'чл. 25и ЗЗЛД – работодател, който използва система за подаване на сигнали за нарушения, ограничения при използването на вътрешнофирмени ресурси или системи за контрол на достъпа, работното време или трудовата дисциплина, приема вътрешни правила и процедури и запознава служителите с тях',
    en: 'Art. 25i ЗЗЛД (Personal Data Protection Act) – an employer that uses a system for reporting breaches, restrictions on the use of internal resources, or access-control, working-time or labour-discipline systems adopts internal rules and procedures and makes staff aware of them',
  },
  'kzld-dpia-list': {
    bg: 'Списък на КЗЛД на видовете операции по обработване, за които се изисква оценка на въздействието (чл. 35, пар. 4 от ОРЗД)',
    en: 'The CPDP (КЗЛД) list of processing operations that require a data protection impact assessment (Art. 35(4) GDPR)',
  },
  'zzlpspoin-12': {
    bg: 'чл. 12, ал. 1 ЗЗЛПСПОИН – задължени са работодателите в публичния сектор (с изключенията по закона), работодателите в частния сектор с 50 или повече работници или служители и работодателите в частния сектор от финансовите услуги, мерките срещу изпирането на пари, безопасността на транспорта и опазването на околната среда независимо от броя на персонала',
    en: 'Art. 12(1) ЗЗЛПСПОИН (Whistleblower Protection Act) – obliged are public-sector employers (with the exceptions the Act sets out), private employers with 50 or more workers, and private employers of any size in financial services, prevention of money laundering, transport safety or environmental protection',
  },
  'zes-cookies': {
    bg: 'чл. 4а от Закона за електронните съобщения (ЗЕС), с който е въведен чл. 5, пар. 3 от Директива 2002/58/ЕО – съхраняването на информация или достъпът до информация в устройството на потребителя, например чрез бисквитки, изисква предварително съгласие, освен ако е строго необходимо',
    en: 'Art. 4a of the Electronic Communications Act (ЗЕС), implementing Art. 5(3) of Directive 2002/58/EC – storing or accessing information on a user’s device, by cookies for example, requires prior consent unless strictly necessary',
  },
  'zes-marketing': {
    bg: 'Закон за електронните съобщения (ЗЕС) – правила за непоисканите съобщения за директен маркетинг, с които е въведен чл. 13 от Директива 2002/58/ЕО',
    en: 'Electronic Communications Act (ЗЕС) – rules on unsolicited communications for direct marketing, implementing Art. 13 of Directive 2002/58/EC',
  },
  'zet-register': {
    bg: 'Закон за електронната търговия (ЗЕТ) – регистър, воден от Комисията за защита на потребителите (КЗП), на електронните адреси, чиито притежатели не желаят да получават непоискани търговски съобщения',
    en: 'Electronic Commerce Act (ЗЕТ) – the register, kept by the Consumer Protection Commission (КЗП), of e-mail addresses whose holders do not wish to receive unsolicited commercial communications',
  },
};
