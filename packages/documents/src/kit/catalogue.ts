import type { ControlId } from '@app/core/analysis/control-ids';
import {
  type AssessmentFacts,
  hasCameras,
  isActivityReported,
  isSharingWithProcessors,
} from '@app/core/assessment/applicability';
import type { LocalizedText } from '@app/core/i18n/localized-text';
import { type KitDocumentId, type KitFormat, sheetFormats, textFormats } from './types';

export interface KitDocumentDefinition {
  id: KitDocumentId;
  title: LocalizedText;
  description: LocalizedText;
  formats: readonly KitFormat[];
  legalBasis: LocalizedText;
  /** The controls whose gaps and roadmap items the draft is the deliverable of. */
  controlIds: (facts: AssessmentFacts) => readonly ControlId[];
  applies: (facts: AssessmentFacts) => boolean;
}

/**
 * Every company gets the drafts, even one that answered that it keeps no personal data: as the analysis
 * says, staff records and business contacts are personal data too (docs/methodology.md, section 3).
 */
const always = () => true;

/** Acting as a processor for clients adds the Art. 30(2) record (follow-up `processorDuties`). */
export function actsAsProcessor(facts: AssessmentFacts): boolean {
  return isActivityReported(facts, 'processorDuties');
}

export const kitCatalogue: readonly KitDocumentDefinition[] = [
  {
    id: 'records-of-processing',
    title: { bg: 'Регистър на дейностите по обработване', en: 'Records of processing activities' },
    description: {
      bg: 'Таблица с колоните по чл. 30 и предложени дейности за вашия отрасъл, със сроковете по българското законодателство там, където законът ги определя.',
      en: 'A spreadsheet with the columns Art. 30 requires and activities proposed for your industry, with Bulgarian retention periods where the law sets them.',
    },
    formats: sheetFormats,
    legalBasis: { bg: 'чл. 30, пар. 1 и 2 от ОРЗД', en: 'Art. 30(1) and (2) GDPR' },
    controlIds: (facts) =>
      actsAsProcessor(facts)
        ? ['records', 'storageLimitation', 'accountability', 'processorDuties']
        : ['records', 'storageLimitation', 'accountability'],
    applies: always,
  },
  {
    id: 'privacy-notice',
    title: { bg: 'Уведомление за поверителност', en: 'Privacy notice' },
    description: {
      bg: 'Информацията по чл. 13 и 14 за клиентите ви, с правното основание за всяка цел.',
      en: 'The Art. 13 and 14 information for your customers, with the lawful basis of each purpose.',
    },
    formats: textFormats,
    legalBasis: { bg: 'чл. 6, 13 и 14 от ОРЗД', en: 'Art. 6, 13 and 14 GDPR' },
    controlIds: () => ['transparency', 'lawfulBasis', 'legitimateInterests'],
    applies: always,
  },
  {
    id: 'breach-procedure',
    title: {
      bg: 'Процедура при нарушение на сигурността на личните данни',
      en: 'Personal data breach procedure',
    },
    description: {
      bg: 'Кой решава, 72-часовият срок, съдържанието на уведомлението до КЗЛД и съобщаването на засегнатите лица.',
      en: 'Who decides, the 72-hour clock, what the notification to the CPDP (КЗЛД) contains and when to tell the people affected.',
    },
    formats: textFormats,
    legalBasis: { bg: 'чл. 33 и 34 от ОРЗД', en: 'Art. 33 and 34 GDPR' },
    controlIds: () => ['breachResponse'],
    applies: always,
  },
  {
    id: 'breach-log',
    title: { bg: 'Регистър на нарушенията на сигурността', en: 'Breach log' },
    description: {
      bg: 'Документиране на всяко нарушение, включително на тези, за които не уведомявате КЗЛД.',
      en: 'A record of every breach, including those you do not notify to the CPDP (КЗЛД).',
    },
    formats: sheetFormats,
    legalBasis: { bg: 'чл. 33, пар. 5 от ОРЗД', en: 'Art. 33(5) GDPR' },
    controlIds: () => ['breachResponse'],
    applies: always,
  },
  {
    id: 'data-subject-requests',
    title: { bg: 'Процедура за исканията на субектите на данните', en: 'Data subject request procedure' },
    description: {
      bg: 'Едномесечният срок, проверката на самоличността и образец на отговор за всяко право.',
      en: 'The one-month clock, checking identity and a reply template for each right.',
    },
    formats: textFormats,
    legalBasis: { bg: 'чл. 12–22 от ОРЗД', en: 'Art. 12–22 GDPR' },
    controlIds: () => ['dataSubjectRights', 'automatedDecisions'],
    applies: always,
  },
  {
    id: 'processor-checklist',
    title: {
      bg: 'Контролен списък за договорите с обработващи лични данни',
      en: 'Processor agreement checklist',
    },
    description: {
      bg: 'Условията по чл. 28, пар. 3 за всеки вид доставчик, който обработва данни от ваше име.',
      en: 'The Art. 28(3) terms for each kind of provider that processes data on your behalf.',
    },
    formats: textFormats,
    legalBasis: { bg: 'чл. 28 и 44–46 от ОРЗД', en: 'Art. 28 and 44–46 GDPR' },
    controlIds: () => ['processorAgreements', 'internationalTransfers'],
    applies: isSharingWithProcessors,
  },
  {
    id: 'employee-notice',
    title: {
      bg: 'Информация за служителите, вътрешни правила и уведомление за кандидатите за работа',
      en: 'Employee information, internal rules and job-applicant notice',
    },
    description: {
      bg: 'Информацията по чл. 13 за служителите, правилата по чл. 25и ЗЗЛД, където ги изисква, и 6-месечният срок за кандидатите по чл. 25к ЗЗЛД.',
      en: 'The Art. 13 information for staff, the rules Art. 25i ЗЗЛД requires where it applies, and the 6-month period for job applicants under Art. 25k ЗЗЛД.',
    },
    formats: textFormats,
    legalBasis: {
      bg: 'чл. 13 и 88 от ОРЗД; чл. 25и и 25к ЗЗЛД',
      en: 'Art. 13 and 88 GDPR; Art. 25i and 25k ЗЗЛД',
    },
    controlIds: () => ['employeeRules', 'storageLimitation'],
    applies: always,
  },
  {
    id: 'cctv',
    title: { bg: 'Табела и правила за видеонаблюдение', en: 'CCTV sign and rules' },
    description: {
      bg: 'Информационна табела за входа на наблюдаваната зона и правила за видеонаблюдението.',
      en: 'An information sign for the entrance of the monitored area and rules for the video surveillance.',
    },
    formats: textFormats,
    legalBasis: {
      bg: 'чл. 5, пар. 1, буква „в“, чл. 6, пар. 1, буква „е“ и чл. 13 от ОРЗД',
      en: 'Art. 5(1)(c), 6(1)(f) and 13 GDPR',
    },
    controlIds: () => ['videoSurveillance'],
    applies: hasCameras,
  },
];

export function findKitDefinition(id: KitDocumentId): KitDocumentDefinition {
  const definition = kitCatalogue.find((item) => item.id === id);
  if (!definition) throw new Error(`Unknown kit document ${id}`);
  return definition;
}
