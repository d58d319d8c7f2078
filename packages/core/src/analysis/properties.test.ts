import {
  assessmentInputArbitrary,
  controlFieldArbitrary,
  controlFollowUpIds,
  improveField,
  pureControlFollowUpIds,
  skipFollowUp,
} from '@app/test-support/arbitraries';
import { analyse } from '@app/test-support/assessment-fixtures';
import { checkSeverityConsistency } from '@app/test-support/severity-consistency';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { visibleFollowUps } from '../assessment/follow-up-visibility';
import { assessmentInputSchema } from '../assessment/schema';
import type { LocalizedText } from '../i18n/localized-text';
import { analysisResultSchema } from './result-schema';
import { compareRiskLevels } from './risk-level';

const runs = { numRuns: 2000 };
// Thousands of analyses per property take a few seconds each.
const timeout = 60_000;

function isLocalizedText(value: unknown): value is LocalizedText {
  if (!value || typeof value !== 'object') return false;
  const keys = Object.keys(value);
  return keys.length === 2 && keys.includes('bg') && keys.includes('en');
}

function collectTexts(value: unknown, found: LocalizedText[] = []): LocalizedText[] {
  if (isLocalizedText(value)) {
    found.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectTexts(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) collectTexts(item, found);
  }
  return found;
}

describe('analysis properties (random inputs)', () => {
  it('generates only inputs the schema accepts', () => {
    fc.assert(
      fc.property(assessmentInputArbitrary, (input) => assessmentInputSchema.safeParse(input).success),
      {
        numRuns: 300,
      },
    );
  });

  it(
    'scores 0-100 as an integer and always matches the result schema',
    () => {
      fc.assert(
        fc.property(assessmentInputArbitrary, (input) => {
          const result = analyse(input);
          expect(Number.isInteger(result.complianceScore)).toBe(true);
          expect(result.complianceScore).toBeGreaterThanOrEqual(0);
          expect(result.complianceScore).toBeLessThanOrEqual(100);
          expect(result.confidence).toBeGreaterThanOrEqual(0);
          expect(result.confidence).toBeLessThanOrEqual(100);
          expect(analysisResultSchema.safeParse(result).success).toBe(true);
        }),
        runs,
      );
    },
    timeout,
  );

  it(
    'is deterministic: the same input gives the same output',
    () => {
      fc.assert(
        fc.property(assessmentInputArbitrary, (input) => {
          expect(analyse(JSON.parse(JSON.stringify(input)))).toEqual(analyse(input));
        }),
        runs,
      );
    },
    timeout,
  );

  it(
    'never lowers the score or raises the risk level when an answer about a measure improves',
    () => {
      fc.assert(
        fc.property(assessmentInputArbitrary, controlFieldArbitrary, (input, field) => {
          const improved = improveField(input, field);
          fc.pre(improved !== undefined);
          if (!improved) return;
          const before = analyse(input);
          const after = analyse(improved);
          expect(after.complianceScore).toBeGreaterThanOrEqual(before.complianceScore);
          expect(compareRiskLevels(after.riskLevel, before.riskLevel)).toBeLessThanOrEqual(0);
        }),
        { numRuns: 4000 },
      );
    },
    timeout,
  );

  it(
    'gives every issue articles and at least one recommendation that is in the result',
    () => {
      fc.assert(
        fc.property(assessmentInputArbitrary, (input) => {
          const result = analyse(input);
          const ids = new Set(result.recommendations.map((item) => item.id));
          expect(result.issuesFound).toBe(result.issues.length);
          for (const issue of result.issues) {
            expect(issue.articles.length + issue.nationalLaw.length).toBeGreaterThan(0);
            expect(issue.recommendationIds.length).toBeGreaterThan(0);
            for (const id of issue.recommendationIds) expect(ids.has(id)).toBe(true);
          }
        }),
        runs,
      );
    },
    timeout,
  );

  it(
    'fills every text in both languages with no placeholder left',
    () => {
      fc.assert(
        fc.property(assessmentInputArbitrary, (input) => {
          const broken = collectTexts(analyse(input)).filter(
            (text) =>
              typeof text.bg !== 'string' ||
              typeof text.en !== 'string' ||
              text.bg.trim() === '' ||
              text.en.trim() === '' ||
              /\{\{|\}\}|undefined|NaN/.test(`${text.bg}${text.en}`),
          );
          expect(broken).toEqual([]);
        }),
        { numRuns: 1000 },
      );
    },
    timeout,
  );

  it(
    'predicts a 12-month score no lower than today and milestones that never go down',
    () => {
      fc.assert(
        fc.property(assessmentInputArbitrary, (input) => {
          const { complianceScore, predictions } = analyse(input);
          expect(predictions.complianceTrend.predictedScoreAt12Months).toBeGreaterThanOrEqual(
            complianceScore,
          );
          const scores = predictions.milestones.map((item) => item.complianceScore);
          expect([...scores].sort((a, b) => a - b)).toEqual(scores);
        }),
        { numRuns: 500 },
      );
    },
    timeout,
  );

  it(
    'never adds an issue, nor for a measure raises the risk, when a follow-up is skipped instead of answered no or not sure',
    () => {
      fc.assert(
        fc.property(assessmentInputArbitrary, fc.constantFrom(...controlFollowUpIds), (input, id) => {
          const answer = input.followUps?.[id];
          fc.pre(answer === 'no' || answer === 'not_sure');
          const answered = analyse(input);
          const skipped = analyse(skipFollowUp(input, id));
          // A question that also reveals an activity ("we have cameras") can move other shares a little,
          // so the score is compared only for questions about a measure alone.
          // Skipping leaves the question out, so the score becomes the share of what was answered: never
          // below a "no", and never below a "not sure" unless the other answers already score about 25 or less.
          // A question that also reveals an activity (automated decisions, cameras) can take other
          // controls out of scope with it, so only questions about a measure alone are compared.
          if (pureControlFollowUpIds.includes(id)) {
            if (answer === 'no' || answered.complianceScore > 25) {
              expect(skipped.complianceScore).toBeGreaterThanOrEqual(answered.complianceScore);
            }
            expect(compareRiskLevels(skipped.riskLevel, answered.riskLevel)).toBeLessThanOrEqual(0);
          }
          const before = new Set(answered.issues.map((issue) => issue.controlId));
          for (const issue of skipped.issues) expect(before.has(issue.controlId)).toBe(true);
        }),
        { numRuns: 2000 },
      );
    },
    timeout,
  );

  it(
    'lowers confidence, never the score, when a follow-up shown is skipped instead of answered yes',
    () => {
      fc.assert(
        fc.property(assessmentInputArbitrary, fc.constantFrom(...pureControlFollowUpIds), (input, id) => {
          fc.pre(input.followUps?.[id] === 'yes');
          // A question that opens another (a DPO appointed: was КЗЛД notified?) changes what is asked.
          fc.pre(visibleFollowUps(input).join() === visibleFollowUps(skipFollowUp(input, id)).join());
          const answered = analyse(input);
          const skipped = analyse(skipFollowUp(input, id));
          expect(skipped.confidence).toBeLessThanOrEqual(answered.confidence);
          expect(skipped.issues.length).toBeLessThanOrEqual(answered.issues.length);
        }),
        { numRuns: 1000 },
      );
    },
    timeout,
  );

  it(
    'keeps issue severity and the risk level consistent',
    () => {
      fc.assert(
        fc.property(assessmentInputArbitrary, (input) => {
          expect(checkSeverityConsistency(analyse(input))).toEqual([]);
        }),
        runs,
      );
    },
    timeout,
  );

  it(
    'does not let collectsData change the score or the risk level (scope, not credit)',
    () => {
      fc.assert(
        fc.property(
          assessmentInputArbitrary,
          fc.constantFrom('yes', 'no', 'not_sure' as const),
          (input, value) => {
            const changed = analyse({ ...input, answers: { ...input.answers, collectsData: value } });
            const original = analyse(input);
            expect(changed.complianceScore).toBe(original.complianceScore);
            expect(changed.riskLevel).toBe(original.riskLevel);
          },
        ),
        { numRuns: 500 },
      );
    },
    timeout,
  );
});
