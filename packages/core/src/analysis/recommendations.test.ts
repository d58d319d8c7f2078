import { analyse, answerAll, makeInput, safeFollowUps } from '@app/test-support/assessment-fixtures';
import { describe, expect, it } from 'vitest';
import { controlTexts } from '../catalogue/control-texts';

const idsOf = (result: ReturnType<typeof analyse>) => result.recommendations.map((item) => item.id);

describe('recommendations', () => {
  it('gives each issue the catalogue entries of its control, with the issue’s severity as priority', () => {
    const result = analyse(makeInput({ answers: { hasBreachPlan: 'no' }, followUps: safeFollowUps }));
    expect(result.issues).toHaveLength(1);
    expect(result.issues[0]?.recommendationIds).toEqual(['breach-response-plan', 'breach-register']);
    const [plan, register] = result.recommendations;
    expect(plan).toMatchObject({
      id: 'breach-response-plan',
      priority: 'high',
      phase: 'foundation',
      timeline: '1-2 weeks',
    });
    // Secondary steps come one priority lower.
    expect(register).toMatchObject({ id: 'breach-register', priority: 'medium', phase: 'enhancement' });
  });

  it('adds context-specific entries only where they fit', () => {
    const gaps = { usesConsent: 'no', secureStorage: 'no', allowsDataRequests: 'no' } as const;
    const shop = idsOf(analyse(makeInput({ industry: 'ecommerce', answers: gaps })));
    expect(shop).toEqual(expect.arrayContaining(['cookie-consent', 'marketing-opt-out']));
    expect(shop).not.toContain('security-testing');
    const clinic = idsOf(analyse(makeInput({ industry: 'healthcare', answers: gaps })));
    expect(clinic).toContain('security-testing');
    expect(clinic).not.toContain('marketing-opt-out');
    const noMarketing = idsOf(
      analyse(
        makeInput({ industry: 'ecommerce', answers: gaps, followUps: { directMarketing: 'not_applicable' } }),
      ),
    );
    expect(noMarketing).not.toContain('marketing-opt-out');
    const saas = idsOf(analyse(makeInput({ industry: 'technology', followUps: { processorDuties: 'no' } })));
    expect(saas).toContain('processor-role-terms');
  });

  it('asks for an Art. 9 condition only where special-category or offence data is processed', () => {
    const gap = { lawfulBasisDocumented: 'no' } as const;
    const noSpecialData = { ...gap, specialCategories: 'no', childrenData: 'yes' } as const;
    const app = idsOf(analyse(makeInput({ industry: 'technology', followUps: noSpecialData })));
    expect(app).toContain('lawful-basis-register');
    expect(app).not.toContain('special-category-conditions');
    const finance = idsOf(
      analyse(makeInput({ industry: 'finance', followUps: { ...gap, specialCategories: 'no' } })),
    );
    expect(finance).not.toContain('special-category-conditions');
    const lawFirm = idsOf(analyse(makeInput({ industry: 'legal', followUps: gap })));
    expect(lawFirm).toContain('special-category-conditions');
  });

  it('recommends deleting job applicants’ data after 6 months with every retention gap', () => {
    const result = analyse(makeInput({ answers: { deletesOldData: 'not_sure' } }));
    const applicants = result.recommendations.find((item) => item.id === 'applicant-data-deletion');
    expect(applicants?.nationalLaw[0]?.text.bg).toContain('6 месеца');
  });

  it('lists recommendations most urgent first', () => {
    const result = analyse(makeInput({ industry: 'healthcare', answers: answerAll('no') }));
    const order = ['critical', 'high', 'medium', 'low'];
    const ranks = result.recommendations.map((item) => order.indexOf(item.priority));
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
  });
});

describe('roadmap', () => {
  const result = analyse(
    makeInput({
      industry: 'healthcare',
      employeeCount: 'smb',
      answers: answerAll('no'),
      followUps: {
        specialCategories: 'yes',
        specialCategoriesCore: 'yes',
        largeScale: 'yes',
        dpiaDone: 'no',
      },
    }),
  );
  const [foundation, enhancement, optimization] = result.roadmap.phases;

  it('has the three phases of 4-6, 6-8 and 4-6 weeks, one after another', () => {
    expect(
      result.roadmap.phases.map(({ id, minWeeks, maxWeeks, startWeek, endWeek }) => [
        id,
        minWeeks,
        maxWeeks,
        startWeek,
        endWeek,
      ]),
    ).toEqual([
      ['foundation', 4, 6, 0, 6],
      ['enhancement', 6, 8, 6, 14],
      ['optimization', 4, 6, 14, 20],
    ]);
  });

  it('puts groundwork and urgent short work first, and long work later', () => {
    expect(foundation?.recommendationIds).toEqual(
      expect.arrayContaining(['processing-register', 'breach-response-plan']),
    );
    expect(enhancement?.recommendationIds).toContain('conduct-dpia');
    expect(enhancement?.recommendationIds).toContain('security-testing');
  });

  it('draws objectives, deliverables and metrics from the recommendations placed in each phase', () => {
    expect(foundation?.deliverables).toHaveLength(foundation?.recommendationIds.length ?? -1);
    expect(foundation?.objectives).toContainEqual(controlTexts.breachResponse.objective);
    expect(optimization?.successMetrics.at(-1)?.en).toContain('Assessment repeated within 12 months');
  });
});

describe('predictions', () => {
  it('re-scores the answers at a stated pace, with ongoing work only partly evidenced', () => {
    const result = analyse(
      makeInput({ answers: { hasBreachPlan: 'no', keepsRecords: 'no' }, followUps: safeFollowUps }),
    );
    const { complianceTrend, assumptions } = result.predictions;
    expect(complianceTrend.predictedScoreAt12Months).toBeGreaterThan(result.complianceScore);
    // The breach plan and the records need upkeep, so a year on they are not simply "done".
    expect(complianceTrend.predictedScoreAt12Months).toBeLessThan(100);
    expect(complianceTrend.expectedChange).toBe(
      complianceTrend.predictedScoreAt12Months - result.complianceScore,
    );
    expect(assumptions).toMatchObject({ paceFactor: 1.5, ongoingCredit: 0.75 });
    expect(assumptions?.statements.length).toBeGreaterThanOrEqual(2);
    expect(result.predictions.milestones[0]).toMatchObject({ phase: 'foundation', week: 6 });
  });

  it('differs between companies and leaves a company with no gaps where it is', () => {
    const predicted = (answers: Parameters<typeof makeInput>[0]) =>
      analyse(makeInput(answers)).predictions.complianceTrend.predictedScoreAt12Months;
    expect(predicted({ followUps: safeFollowUps })).toBe(100);
    const careless = predicted({ answers: answerAll('no') });
    const oneGap = predicted({ answers: { hasPrivacyPolicy: 'no' }, followUps: safeFollowUps });
    expect(careless).toBeLessThan(oneGap);
  });

  it('shows the partial path: after the foundation phase only its controls count as fixed', () => {
    const result = analyse(makeInput({ answers: answerAll('no') }));
    const [afterFoundation, afterEnhancement] = result.predictions.milestones;
    expect(afterFoundation?.complianceScore).toBeGreaterThan(result.complianceScore);
    expect(afterFoundation?.complianceScore).toBeLessThan(afterEnhancement?.complianceScore ?? 0);
  });

  it('ranks violation risk areas by gap, weight and enforcement frequency', () => {
    const result = analyse(
      makeInput({
        answers: { keepsRecords: 'no', usesConsent: 'no', trainsEmployees: 'no' },
        followUps: safeFollowUps,
      }),
    );
    const areas = result.predictions.violationRiskAreas;
    expect(areas.map((item) => item.controlId)).toEqual(['consent', 'records', 'training']);
    expect(areas[0]).toMatchObject({ enforcementFrequency: 'high', fineTiers: ['83(5)'] });
  });
});
