import type { ControlId } from '../analysis/control-ids';
import type { LocalizedText } from '../i18n/localized-text';
import type { LegalReferenceId } from './legal-references';

export const priorities = ['critical', 'high', 'medium', 'low'] as const;
export type Priority = (typeof priorities)[number];

export const ratingLevels = ['high', 'medium', 'low'] as const;
export type RatingLevel = (typeof ratingLevels)[number];

/** The recommendations' timelines (docs/methodology.md, section 8), used as ids. */
export const timelines = ['1-2 weeks', '2-4 weeks', '3-6 weeks', '4-8 weeks'] as const;
export type Timeline = (typeof timelines)[number];

export const timelineLabels: Readonly<Record<Timeline, LocalizedText>> = {
  '1-2 weeks': { bg: '1–2 седмици', en: '1-2 weeks' },
  '2-4 weeks': { bg: '2–4 седмици', en: '2-4 weeks' },
  '3-6 weeks': { bg: '3–6 седмици', en: '3-6 weeks' },
  '4-8 weeks': { bg: '4–8 седмици', en: '4-8 weeks' },
};

/**
 * When a recommendation is relevant beyond its control having a gap: `marketing` for organisations that
 * send direct marketing, `sensitive` for special-category, financial, confidential or children's data.
 */
export type RecommendationCondition =
  | 'always'
  | 'marketing'
  | 'sensitive'
  | 'specialCategories'
  | 'dpiaRequired'
  | 'dpiaToConsider';

export interface CatalogueRecommendation {
  id: string;
  controlId: ControlId;
  condition: RecommendationCondition;
  /** Secondary recommendations get a priority one step below their issue's severity. */
  isPrimary: boolean;
  /** Work every other step builds on, scheduled first whatever its priority. */
  isFoundational?: boolean;
  title: LocalizedText;
  description: LocalizedText;
  steps: readonly LocalizedText[];
  impact: RatingLevel;
  effort: RatingLevel;
  cost: RatingLevel;
  timeline: Timeline;
  articles: readonly string[];
  nationalLaw: readonly LegalReferenceId[];
  deliverable: LocalizedText;
  successMetric: LocalizedText;
}
