import { describe, expect, it } from 'vitest';
import { makeReport } from '../testing/make-report';
import { type FirstActions, selectFirstActions } from './first-actions';
import { measureRoadmapProgress } from './roadmap-progress';

const fullView = () => {
  const { analysis } = makeReport({ plan: 'starter' });
  if (analysis?.access !== 'full') throw new Error('expected a full view');
  return analysis;
};

describe('selectFirstActions', () => {
  it('names the three most urgent recommendations, in the analysis’s order', () => {
    const analysis = fullView();
    const result = selectFirstActions(analysis);
    expect(result.kind).toBe('recommendations');
    const urgent = analysis.recommendations.filter((item) => ['critical', 'high'].includes(item.priority));
    expect(urgent.length).toBeGreaterThan(0);
    expect(result.items).toEqual(urgent.slice(0, 3));
  });

  it('skips what is already done', () => {
    const analysis = fullView();
    const ids = (actions: FirstActions) =>
      actions.kind === 'recommendations' ? actions.items.map((item) => item.id) : [];
    const [first, second] = ids(selectFirstActions(analysis));
    const next = ids(selectFirstActions(analysis, [first ?? '']));
    expect(next).not.toContain(first);
    expect(next[0]).toBe(second);
  });

  it('falls back to the open recommendations when none is critical or high', () => {
    const analysis = fullView();
    const relaxed = {
      ...analysis,
      recommendations: analysis.recommendations.map((item) => ({ ...item, priority: 'low' as const })),
    };
    expect(selectFirstActions(relaxed).items).toEqual(relaxed.recommendations.slice(0, 3));
  });

  it('gives a basic view the gaps that cost the most points', () => {
    const { analysis } = makeReport({
      plan: 'free',
      answers: { hasBreachPlan: 'no', secureStorage: 'no', keepsRecords: 'not_sure', trainsEmployees: 'no' },
    });
    if (!analysis) throw new Error('expected an analysis');
    const result = selectFirstActions(analysis);
    if (result.kind !== 'issues') throw new Error('expected issues');
    const points = result.items.map((item) => item.pointsLost);
    expect(points).toHaveLength(3);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    const largest = Math.max(...analysis.issues.map((issue) => issue.pointsLost));
    expect(points[0]).toBe(largest);
  });
});

describe('measureRoadmapProgress', () => {
  it('counts the recommendations marked done', () => {
    const analysis = fullView();
    const ids = analysis.recommendations.map((item) => item.id);
    expect(measureRoadmapProgress(analysis, [])).toEqual({ done: 0, total: ids.length, percent: 0 });
    expect(measureRoadmapProgress(analysis, [ids[0] ?? '', 'not-in-this-report'])).toEqual({
      done: 1,
      total: ids.length,
      percent: Math.round((1 / ids.length) * 100),
    });
  });

  it('has nothing to measure in a basic view', () => {
    const { analysis } = makeReport({ plan: 'free' });
    if (!analysis) throw new Error('expected an analysis');
    expect(measureRoadmapProgress(analysis, [])).toBeNull();
  });
});
