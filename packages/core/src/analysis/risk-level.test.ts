import { analyse, makeInput, safeFollowUps } from '@app/test-support/assessment-fixtures';
import { describe, expect, it } from 'vitest';
import { riskLevelFromScore } from './risk-level';
import { deriveRiskLevel } from './severity';

const reasonsOf = (result: ReturnType<typeof analyse>) => result.riskLevelReasons.map((item) => item.id);

describe('risk level', () => {
  it('follows the score bands 80 / 60 / 40', () => {
    expect([80, 79, 60, 59, 40, 39].map(riskLevelFromScore)).toEqual([
      'low',
      'medium',
      'medium',
      'high',
      'high',
      'critical',
    ]);
    expect(deriveRiskLevel(90, [{ id: 'noBreachPlan', level: 'medium' }], new Map())).toBe('medium');
    expect(deriveRiskLevel(20, [{ id: 'noBreachPlan', level: 'medium' }], new Map())).toBe('critical');
    expect(deriveRiskLevel(90, [], new Map([['security', 'critical']]))).toBe('high');
    expect(deriveRiskLevel(90, [], new Map([['records', 'high']]))).toBe('medium');
  });

  it('is never low without a breach plan, even when unsure', () => {
    for (const hasBreachPlan of ['no', 'not_sure'] as const) {
      const result = analyse(makeInput({ answers: { hasBreachPlan }, followUps: safeFollowUps }));
      expect(result.complianceScore).toBeGreaterThanOrEqual(80);
      expect(result.riskLevel).toBe('medium');
      expect(reasonsOf(result)).toContain('noBreachPlan');
    }
  });

  it('is at least high when sensitive data is not stored securely', () => {
    const clinic = analyse(
      makeInput({ industry: 'healthcare', answers: { secureStorage: 'no' }, followUps: safeFollowUps }),
    );
    expect(clinic.riskLevel).toBe('high');
    expect(reasonsOf(clinic)).toContain('insecureSensitiveData');
    const biometrics = analyse(
      makeInput({
        answers: { secureStorage: 'no' },
        followUps: { ...safeFollowUps, specialCategories: 'yes' },
      }),
    );
    expect(biometrics.riskLevel).toBe('high');
    const plain = analyse(makeInput({ answers: { secureStorage: 'no' }, followUps: safeFollowUps }));
    expect(plain.riskLevel).toBe('medium');
  });

  it('is critical for sensitive data with neither security nor a breach plan', () => {
    const result = analyse(
      makeInput({
        industry: 'finance',
        answers: { secureStorage: 'no', hasBreachPlan: 'no' },
        followUps: safeFollowUps,
      }),
    );
    expect(result.riskLevel).toBe('critical');
    expect(reasonsOf(result)).toContain('sensitiveDataWithoutSecurityOrPlan');
  });

  it('is at least high after a recent breach without a plan', () => {
    const result = analyse(
      makeInput({
        answers: { hasBreachPlan: 'not_sure' },
        followUps: { ...safeFollowUps, breachLast24Months: 'yes' },
      }),
    );
    expect(result.riskLevel).toBe('high');
    expect(reasonsOf(result)).toContain('recentBreachWithoutPlan');
  });

  it('is at least medium for unprotected transfers, a missing DPIA or DPO, CCTV without rules, unsafe automated decisions', () => {
    const cases = [
      [{ transferSafeguards: 'no' }, 'other', 'unprotectedTransfers'],
      [
        { specialCategories: 'yes', specialCategoriesCore: 'yes', largeScale: 'yes', dpiaDone: 'not_sure' },
        'healthcare',
        'missingRequiredDpia',
      ],
      [{ publicBody: 'yes', dpoAppointed: 'no' }, 'education', 'missingMandatoryDpo'],
      [{ cctvRules: 'no' }, 'other', 'cctvWithoutRules'],
      [{ automatedDecisions: 'no' }, 'finance', 'automatedDecisionsWithoutSafeguards'],
      [{ lawfulBasisDocumented: 'no' }, 'other', 'noLawfulBasis'],
    ] as const;
    for (const [followUps, industry, reason] of cases) {
      const result = analyse(
        makeInput({ industry, employeeCount: 'smb', followUps: { ...safeFollowUps, ...followUps } }),
      );
      expect(reasonsOf(result)).toContain(reason);
      expect(result.riskLevel).not.toBe('low');
    }
  });

  it('rates a gap that holds a floor critical to match a critical score, before a heavier one that does not', () => {
    // A law firm unsure of most things and with no retention schedule: 21, critical by the score alone.
    // Retention loses the most weight, but the unverified security of its clients' criminal files holds
    // a floor, and a DPO would put that first.
    const lawFirm = analyse(
      makeInput({
        industry: 'legal',
        answers: {
          hasPrivacyPolicy: 'not_sure',
          usesConsent: 'not_sure',
          allowsDataRequests: 'not_sure',
          secureStorage: 'not_sure',
          usesThirdParties: 'not_sure',
          deletesOldData: 'no',
          keepsRecords: 'not_sure',
          hasBreachPlan: 'not_sure',
          trainsEmployees: 'not_sure',
        },
      }),
    );
    expect(lawFirm.riskLevel).toBe('critical');
    expect(lawFirm.issues[0]).toMatchObject({ controlId: 'security', severity: 'critical' });
    expect(lawFirm.issues.find((issue) => issue.controlId === 'storageLimitation')?.severity).toBe('high');
  });

  it('explains a raised risk level in an insight', () => {
    const result = analyse(makeInput({ answers: { hasBreachPlan: 'no' }, followUps: safeFollowUps }));
    const insight = result.insights.find((item) => item.kind === 'riskLevel');
    expect(insight?.text.en).toContain('no confirmed plan for personal data breaches');
    expect(insight?.text.bg).toContain('Рискът ви е среден');
  });
});
