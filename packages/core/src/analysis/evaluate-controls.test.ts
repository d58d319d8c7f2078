import { describe, expect, it } from 'vitest';
import { analyse, makeInput, safeFollowUps } from '../test-support/assessment-fixtures';
import { coreControlIds } from './control-ids';
import { controlDefinitions } from './controls';
import { computeControlWeight } from './weights';

const scoreOf = (...args: Parameters<typeof makeInput>) => analyse(makeInput(...args)).complianceScore;

describe('control weights', () => {
  it('give the core controls a total of 100', () => {
    const total = coreControlIds.reduce((sum, id) => sum + controlDefinitions[id].baseWeight, 0);
    expect(total).toBe(100);
  });

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
    expect(weight('lawfulBasis', 'ecommerce')).toBeGreaterThan(weight('lawfulBasis', 'other'));
    expect(weight('childrenData', 'education')).toBeGreaterThan(weight('childrenData', 'other'));
    expect(weight('processorAgreements', 'technology')).toBeGreaterThan(
      weight('processorAgreements', 'other'),
    );
    expect(weight('internationalTransfers', 'technology')).toBeGreaterThan(
      weight('internationalTransfers', 'other'),
    );
  });

  it('raise training and records with size and never lower anything for small companies', () => {
    expect(computeControlWeight('training', 'other', 'enterprise')).toBeGreaterThan(
      computeControlWeight('training', 'other', 'startup'),
    );
    for (const id of coreControlIds) {
      expect(computeControlWeight(id, 'other', 'startup')).toBe(controlDefinitions[id].baseWeight);
    }
  });
});

describe('credit', () => {
  it('gives "not sure" a quarter of the credit of "yes"', () => {
    const lost = (hasPrivacyPolicy: 'yes' | 'no' | 'not_sure') =>
      analyse(makeInput({ followUps: safeFollowUps, answers: { hasPrivacyPolicy } })).controls.find(
        (item) => item.controlId === 'transparency',
      )?.pointsLost;
    expect(lost('yes')).toBe(0);
    expect(lost('no')).toBe(14);
    expect(lost('not_sure')).toBe(10.5);
  });

  it('counts an unanswered follow-up exactly like "not sure"', () => {
    const unanswered = analyse(makeInput({ employeeCount: 'smb' }));
    const unsure = analyse(
      makeInput({ employeeCount: 'smb', followUps: { processorAgreements: 'not_sure' } }),
    );
    expect(unanswered.complianceScore).toBe(unsure.complianceScore);
  });

  it('gives a company that meets every control and follow-up 100', () => {
    expect(scoreOf({ followUps: safeFollowUps })).toBe(100);
  });

  it('scores a company with no control at all 0', () => {
    const none = {
      hasPrivacyPolicy: 'no',
      usesConsent: 'no',
      allowsDataRequests: 'no',
      secureStorage: 'no',
    } as const;
    const rest = {
      deletesOldData: 'no',
      keepsRecords: 'no',
      hasBreachPlan: 'no',
      trainsEmployees: 'no',
    } as const;
    expect(scoreOf({ answers: { ...none, ...rest } })).toBe(0);
  });
});

describe('scope and conditional obligations', () => {
  it('uses collectsData for scope and exposure, never for credit', () => {
    const yes = analyse(makeInput({ answers: { collectsData: 'yes' } }));
    const no = analyse(makeInput({ answers: { collectsData: 'no' } }));
    expect(no.complianceScore).toBe(yes.complianceScore);
    expect(no.riskFactors.find((item) => item.id === 'dataVolume')?.score).toBeLessThan(
      yes.riskFactors.find((item) => item.id === 'dataVolume')?.score ?? 0,
    );
    expect(no.insights.map((item) => item.id)).toContain('scope-no-data');
  });

  it('applies processor and transfer obligations only when data is shared', () => {
    const shared = analyse(makeInput({ followUps: { ...safeFollowUps, processorAgreements: 'no' } }));
    const notShared = analyse(
      makeInput({
        answers: { usesThirdParties: 'no' },
        followUps: { ...safeFollowUps, processorAgreements: 'no' },
      }),
    );
    expect(shared.issues.map((issue) => issue.controlId)).toContain('processorAgreements');
    expect(notShared.issues.map((issue) => issue.controlId)).not.toContain('processorAgreements');
    expect(notShared.complianceScore).toBeGreaterThan(shared.complianceScore);
  });

  it('does not require a DPO for size alone (Art. 37 turns on scale and kind of processing)', () => {
    const enterprise = analyse(
      makeInput({ employeeCount: 'enterprise', followUps: { ...safeFollowUps, dpoAppointed: 'no' } }),
    );
    expect(enterprise.issues.map((issue) => issue.controlId)).not.toContain('dpo');
    const hospital = analyse(
      makeInput({
        industry: 'healthcare',
        employeeCount: 'smb',
        followUps: { ...safeFollowUps, dpoAppointed: 'no' },
      }),
    );
    expect(hospital.issues.map((issue) => issue.controlId)).toContain('dpo');
  });

  it('keeps records of processing for small companies (the Art. 30(5) exemption rarely applies)', () => {
    const small = analyse(makeInput({ answers: { keepsRecords: 'no' }, followUps: safeFollowUps }));
    const records = small.issues.find((issue) => issue.controlId === 'records');
    expect(records?.severity).toBe('high');
    expect(records?.notes.map((note) => note.en).join()).toContain('Art. 30(5)');
    const large = analyse(makeInput({ employeeCount: 'enterprise', answers: { keepsRecords: 'no' } }));
    expect(
      large.issues
        .find((issue) => issue.controlId === 'records')
        ?.notes.map((note) => note.en)
        .join(),
    ).not.toContain('Art. 30(5)');
  });

  it('requires a whistleblowing channel from 50 staff only', () => {
    const followUps = { ...safeFollowUps, whistleblowingChannel: 'no' } as const;
    expect(analyse(makeInput({ followUps })).issues.map((issue) => issue.controlId)).not.toContain(
      'whistleblowing',
    );
    const smb = analyse(makeInput({ employeeCount: 'smb', followUps }));
    expect(smb.issues.find((issue) => issue.controlId === 'whistleblowing')?.nationalLaw[0]?.id).toBe(
      'zzlpspoin-12',
    );
  });

  it('ties children’s data to consent and the Bulgarian age of 14', () => {
    const school = analyse(
      makeInput({
        industry: 'education',
        answers: { usesConsent: 'no' },
        followUps: { ...safeFollowUps, childrenData: 'yes' },
      }),
    );
    const children = school.issues.find((issue) => issue.controlId === 'childrenData');
    expect(children?.nationalLaw.map((item) => item.id)).toEqual(['zzld-25c']);
    expect(children?.recommendationIds).toEqual(['parental-consent']);
  });
});
