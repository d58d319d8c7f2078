import type { RoadmapPhaseId } from '../analysis/result-ids';
import type { LocalizedText } from '../i18n/localized-text';

export const roadmapPhaseLabels: Readonly<Record<RoadmapPhaseId, LocalizedText>> = {
  foundation: { bg: 'Основа', en: 'Foundation' },
  enhancement: { bg: 'Надграждане', en: 'Enhancement' },
  optimization: { bg: 'Оптимизация', en: 'Optimization' },
};

/** The standing last step: compliance is kept, not reached once. */
export const reviewCycle = {
  objective: {
    bg: 'Поддържане на съответствието: ежегоден преглед на регистъра, информацията за обработването и обучението и повторна оценка.',
    en: 'Keep compliance current: review the register, the privacy notices and the training every year and repeat this assessment.',
  },
  deliverable: {
    bg: 'График за ежегоден преглед на съответствието',
    en: 'Annual compliance review calendar',
  },
  successMetric: {
    bg: 'Повторна оценка до 12 месеца с резултат не по-нисък от настоящия',
    en: 'Assessment repeated within 12 months with a score no lower than today’s',
  },
} as const satisfies Record<string, LocalizedText>;
