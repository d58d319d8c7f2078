import type { Language } from '@app/core/errors';
import type { PlanId } from '@app/core/plans/plans';

export interface RenderCase {
  profile: string;
  language: Language;
  plan: PlanId;
  /** Text a reader must find in the document, as pdftotext returns it. */
  present: string[];
  /** Text that must not be there (sections the plan does not include). */
  absent: string[];
}

const fullSectionsBg = [
  '2. Рискови фактори',
  '4. Препоръки',
  '5. Пътна карта',
  '6. Прогнози',
  '7. Методология',
];
const fullSectionsEn = [
  '2. Risk factors',
  '4. Recommendations',
  '5. Roadmap',
  '6. Predictions',
  '7. Methodology',
];

/** The careful clinic, the careless web shop and a basic (free-plan) view, in both languages. */
export const renderCases: RenderCase[] = [
  {
    profile: 'careless web shop',
    language: 'bg',
    plan: 'professional',
    present: [
      'Онлайн магазин „Щурче“ ЕООД',
      'Доклад за съответствие с ОРЗД',
      '22.11.2026 г.',
      '1. Резюме',
      ...fullSectionsBg,
      'Висок риск',
      'чл. 6, пар. 1, буква „а“; чл. 7 от ОРЗД',
      'Приемете график за съхранение и изтривайте навреме',
      'КЗЛД',
      'Самооценка – не е правен съвет',
      'Страница 2 от',
    ],
    absent: ['{{', 'Какво включва вашият план'],
  },
  {
    profile: 'careless web shop',
    language: 'en',
    plan: 'professional',
    present: [
      'Онлайн магазин „Щурче“ ЕООД',
      'GDPR Compliance Report',
      '22 November 2026',
      '1. Executive summary',
      ...fullSectionsEn,
      'High risk',
      'Art. 6(1)(a); Art. 7 GDPR',
      'Adopt a retention schedule and delete on time',
      'Page 2 of',
    ],
    absent: ['{{', 'What your plan includes'],
  },
  {
    profile: 'careful private clinic',
    language: 'bg',
    plan: 'professional',
    present: [
      'Медицински център „Здраве“ ООД',
      'Подобрение с 62 т. (предишна оценка: 38)',
      'Нисък риск',
      'Не са открити пропуски',
      '7. Методология',
    ],
    absent: ['{{'],
  },
  {
    profile: 'careful private clinic',
    language: 'en',
    plan: 'professional',
    present: [
      'Медицински център „Здраве“ ООД',
      'Improved by 62 points (previous score: 38)',
      'Low risk',
      'No gaps were found',
      '7. Methodology',
    ],
    absent: ['{{'],
  },
  {
    profile: 'small dental practice',
    language: 'bg',
    plan: 'free',
    present: [
      'Дентална практика „Усмивка“ ЕООД',
      '2. Открити пропуски',
      '3. Методология',
      'Какво включва вашият план',
      'платените планове',
      'Най-големият пропуск',
      'от ОРЗД',
    ],
    absent: ['{{', 'Препоръки', 'Пътна карта', 'Рискови фактори', 'еднократен доклад'],
  },
  {
    profile: 'small dental practice',
    language: 'en',
    plan: 'free',
    present: [
      'Дентална практика „Усмивка“ ЕООД',
      '2. Gaps found',
      'What your plan includes',
      'paid plans',
      'GDPR',
    ],
    absent: ['{{', 'Recommendations', 'Roadmap', 'Risk factors', 'single report'],
  },
];

export function describeCase(item: RenderCase): string {
  return `${item.profile} (${item.language}, ${item.plan})`;
}
