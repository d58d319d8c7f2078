import { analyseAssessment } from '@app/core/analysis/analyse-assessment';
import { assessmentInputSchema } from '@app/core/assessment/schema';
import { getCatalogueRecommendation } from '@app/core/catalogue/recommendation-catalogue';
import bg from '@app/locales/bg/demo.json';
import en from '@app/locales/en/demo.json';
import { describe, expect, it } from 'vitest';
import { demoExample, demoExampleInput } from './demo-example';

// The demo shows what the product would show for its fictional company, in both languages.
const result = analyseAssessment(assessmentInputSchema.parse(demoExampleInput), {
  analysisId: 'demo',
  now: new Date('2026-01-01T00:00:00Z'),
});
const texts = { bg, en } as const;

describe('the demo’s example', () => {
  it('shows the score, risk level and number of gaps the methodology computes', () => {
    expect(result.complianceScore).toBe(demoExample.score);
    expect(result.riskLevel).toBe(demoExample.riskLevel);
    expect(result.issuesFound).toBe(demoExample.issuesFound);
  });

  it('shows the first gaps in order, each with one of its own articles', () => {
    const shown = result.issues.slice(0, demoExample.gaps.length);
    demoExample.gaps.forEach((gap, index) => {
      const issue = shown[index];
      expect(issue?.controlId).toBe(gap.id);
      expect(issue?.severity).toBe(gap.severity);
      expect(issue?.articles).toContain(gap.article);
      for (const language of ['bg', 'en'] as const) {
        expect(texts[language].visual.gaps[gap.id]).toBe(issue?.title[language]);
      }
    });
  });

  it('shows the first recommendations with the catalogue’s titles, priorities and timelines', () => {
    const shown = result.recommendations.slice(0, demoExample.recommendations.length);
    demoExample.recommendations.forEach((recommendation, index) => {
      expect(shown[index]).toMatchObject({
        id: recommendation.id,
        priority: recommendation.priority,
        timeline: recommendation.timeline,
      });
      const title = getCatalogueRecommendation(recommendation.id).title;
      for (const language of ['bg', 'en'] as const) {
        expect(texts[language].visual.recommendations[recommendation.id]).toBe(title[language]);
      }
    });
  });

  it('shows the roadmap’s phases with their weeks and number of actions', () => {
    expect(
      result.roadmap.phases.map((phase) => ({
        id: phase.id,
        startWeek: phase.startWeek,
        endWeek: phase.endWeek,
        actions: phase.recommendationIds.length,
      })),
    ).toEqual(demoExample.phases);
    for (const phase of result.roadmap.phases) {
      for (const language of ['bg', 'en'] as const) {
        expect(texts[language].visual.roadmap[phase.id]).toBe(phase.label[language]);
      }
    }
  });
});
