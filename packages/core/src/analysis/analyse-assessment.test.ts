import { makeInput, testNow } from '@app/test-support/assessment-fixtures';
import { describe, expect, it } from 'vitest';
import { analyseAssessment } from './analyse-assessment';
import { analysisResultSchema } from './result-schema';

describe('analyseAssessment', () => {
  const input = {
    ...makeInput({ industry: 'legal', answers: { hasBreachPlan: 'no' } }),
    email: 'owner@firma.bg',
  };
  const result = analyseAssessment(input, { analysisId: 'an-42', now: testNow });

  it('keeps the result’s public top-level names and the ids and time it was given', () => {
    expect(result).toMatchObject({
      analysisId: 'an-42',
      analysedAt: '2026-03-02T09:30:00.000Z',
      methodologyVersion: '2027.4',
      industry: 'legal',
      employeeCount: 'startup',
      issuesFound: result.issues.length,
    });
    expect(typeof result.complianceScore).toBe('number');
    expect(typeof result.confidence).toBe('number');
    expect(analysisResultSchema.parse(result)).toEqual(result);
  });

  it('carries no company name or e-mail', () => {
    const json = JSON.stringify(result);
    expect(json).not.toContain('Тест ООД');
    expect(json).not.toContain('owner@firma.bg');
  });

  it('explains every control, including those that do not apply', () => {
    expect(result.controls).toHaveLength(26);
    expect(result.controls.find((item) => item.controlId === 'breachResponse')).toMatchObject({
      answer: 'no',
      applies: 1,
    });
  });
});
