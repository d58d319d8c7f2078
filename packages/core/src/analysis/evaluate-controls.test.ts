import { analyse, answerAll, makeInput, safeFollowUps } from '@app/test-support/assessment-fixtures';
import { describe, expect, it } from 'vitest';
import { coreControlIds } from './control-ids';
import { controlDefinitions } from './controls';
import { computeControlWeight } from './weights';

const scoreOf = (...args: Parameters<typeof makeInput>) => analyse(makeInput(...args)).complianceScore;
const controlOf = (result: ReturnType<typeof analyse>, id: string) =>
  result.controls.find((item) => item.controlId === id);

describe('control weights', () => {
  it('weigh every Art. 83(5) core control above every Art. 83(4)-only core control', () => {
    const tierOf = (tier: string) =>
      coreControlIds
        .filter((id) => controlDefinitions[id].fineTiers.join() === tier)
        .map((id) => controlDefinitions[id].baseWeight);
    expect(Math.min(...tierOf('83(5)'))).toBeGreaterThan(Math.max(...tierOf('83(4)')));
  });

  it('raise what each industry makes riskier', () => {
    const weight = (
      id: Parameters<typeof computeControlWeight>[0],
      industry: Parameters<typeof computeControlWeight>[1],
    ) => computeControlWeight(id, industry, 'startup');
    expect(weight('security', 'healthcare')).toBeGreaterThan(weight('security', 'other'));
    expect(weight('security', 'finance')).toBeGreaterThan(weight('security', 'other'));
    expect(weight('security', 'legal')).toBeGreaterThan(weight('security', 'other'));
    expect(weight('consent', 'ecommerce')).toBeGreaterThan(weight('consent', 'other'));
    expect(weight('childrenData', 'education')).toBeGreaterThan(weight('childrenData', 'other'));
    expect(weight('processorDuties', 'technology')).toBeGreaterThan(weight('processorDuties', 'other'));
    expect(weight('automatedDecisions', 'finance')).toBeGreaterThan(weight('automatedDecisions', 'other'));
  });

  it('never lower anything for small companies', () => {
    for (const id of coreControlIds) {
      expect(computeControlWeight(id, 'other', 'startup')).toBe(controlDefinitions[id].baseWeight);
    }
  });
});

describe('the score: a weighted share of what applies', () => {
  it('keeps all no, all not sure, mixed and all yes apart', () => {
    const all = (value: 'yes' | 'no' | 'not_sure') => scoreOf({ answers: answerAll(value) });
    expect(all('no')).toBe(0);
    expect(all('not_sure')).toBe(25);
    expect(all('yes')).toBe(100);
    const mixed = scoreOf({
      answers: { secureStorage: 'no', keepsRecords: 'not_sure', hasBreachPlan: 'no' },
    });
    expect(mixed).toBeGreaterThan(40);
    expect(mixed).toBeLessThan(90);
  });

  it('gives "not sure" a quarter of the credit of "yes"', () => {
    const lost = (hasPrivacyPolicy: 'yes' | 'no' | 'not_sure') =>
      controlOf(analyse(makeInput({ answers: { hasPrivacyPolicy } })), 'transparency')?.pointsLost ?? -1;
    expect(lost('yes')).toBe(0);
    expect(lost('not_sure')).toBeCloseTo(lost('no') * 0.75, 0);
  });

  it('leaves an unanswered follow-up out of the score instead of counting it as "not sure"', () => {
    const unanswered = analyse(makeInput({ employeeCount: 'smb' }));
    expect(unanswered.complianceScore).toBe(100);
    expect(unanswered.issues).toEqual([]);
    expect(controlOf(unanswered, 'lawfulBasis')?.answer).toBe('unknown');
    const unsure = analyse(
      makeInput({ employeeCount: 'smb', followUps: { lawfulBasisDocumented: 'not_sure' } }),
    );
    expect(unsure.complianceScore).toBeLessThan(100);
    expect(unsure.issues.map((issue) => issue.controlId)).toEqual(['lawfulBasis']);
  });

  it('gives a company that meets every control and follow-up 100', () => {
    expect(scoreOf({ followUps: safeFollowUps })).toBe(100);
  });

  it('treats "not applicable" as out of scope, and a documented "not required" DPO as met', () => {
    const noMarketing = analyse(
      makeInput({ answers: { hasPrivacyPolicy: 'no' }, followUps: { directMarketing: 'not_applicable' } }),
    );
    expect(controlOf(noMarketing, 'directMarketing')?.applies).toBe(0);
    const hospital = { industry: 'healthcare', employeeCount: 'enterprise' } as const;
    const documented = analyse(
      makeInput({ ...hospital, followUps: { publicBody: 'not_sure', dpoAppointed: 'not_applicable' } }),
    );
    expect(controlOf(documented, 'dpo')?.applies).toBe(0.5);
    expect(controlOf(documented, 'dpo')?.pointsLost).toBe(0);
    // A public body must have a DPO (Art. 37(1)(a)): a decision that none is required is a gap.
    const publicBody = analyse(
      makeInput({ ...hospital, followUps: { publicBody: 'yes', dpoAppointed: 'not_applicable' } }),
    );
    expect(publicBody.issues.map((issue) => issue.controlId)).toEqual(['dpo']);
    expect(publicBody.riskLevelReasons.map((reason) => reason.id)).toContain('missingMandatoryDpo');
  });

  it('never scores "appointed, not notified" below "not sure whether a DPO is appointed"', () => {
    // A clinic unsure whether health data are its core activity and whether at large scale: the DPO duty
    // applies by a quarter.
    const clinic = (dpoAppointed: 'yes' | 'not_sure') =>
      analyse(
        makeInput({
          industry: 'healthcare',
          followUps: {
            specialCategories: 'yes',
            specialCategoriesCore: 'not_sure',
            largeScale: 'not_sure',
            dpoAppointed,
            dpoNotified: 'no',
          },
        }),
      );
    const unsure = clinic('not_sure');
    const appointed = clinic('yes');
    expect(controlOf(appointed, 'dpoNotification')?.applies).toBe(controlOf(appointed, 'dpo')?.applies);
    expect(appointed.issues.map((issue) => issue.controlId)).toContain('dpoNotification');
    expect(appointed.complianceScore).toBeGreaterThan(unsure.complianceScore);
  });

  it('does not count consent where the company does not rely on it', () => {
    const school = makeInput({ industry: 'education', answers: { usesConsent: 'no' } });
    expect(analyse(school).issues.map((issue) => issue.controlId)).toContain('consent');
    const relyingOnOtherBases = analyse({ ...school, followUps: { reliesOnConsent: 'no' } });
    expect(relyingOnOtherBases.issues.map((issue) => issue.controlId)).not.toContain('consent');
    expect(relyingOnOtherBases.complianceScore).toBe(100);
  });
});
