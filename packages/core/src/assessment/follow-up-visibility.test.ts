import { describe, expect, it } from 'vitest';
import { answerAll } from '../test-support/assessment-fixtures';
import { getDpoShare, getSpecialCategoryShare, getWhistleblowingShare } from './applicability';
import { visibleFollowUps } from './follow-up-visibility';

const answers = answerAll('yes');

describe('visibleFollowUps', () => {
  it('opens nothing that depends on an answer not given yet', () => {
    expect(visibleFollowUps({})).toEqual([
      'specialCategories',
      'breachLast24Months',
      'videoSurveillance',
      'cctvRules',
    ]);
  });

  it('asks about processor contracts and transfers only when data is shared', () => {
    const shared = visibleFollowUps({ answers, industry: 'other', employeeCount: 'startup' });
    expect(shared).toEqual(
      expect.arrayContaining(['processorAgreements', 'transfersOutsideEea', 'transferSafeguards']),
    );
    const notShared = visibleFollowUps({
      answers: { ...answers, usesThirdParties: 'no' },
      industry: 'other',
    });
    expect(notShared).not.toContain('processorAgreements');
    expect(notShared).not.toContain('transferSafeguards');
  });

  it('asks about safeguards unless transfers are ruled out', () => {
    const facts = { answers, industry: 'other' as const };
    expect(visibleFollowUps({ ...facts, followUps: { transfersOutsideEea: 'no' } })).not.toContain(
      'transferSafeguards',
    );
    expect(visibleFollowUps({ ...facts, followUps: { transfersOutsideEea: 'yes' } })).toContain(
      'transferSafeguards',
    );
  });

  it('asks about children only where they are plausible customers', () => {
    expect(visibleFollowUps({ industry: 'education' })).toContain('childrenData');
    expect(visibleFollowUps({ industry: 'legal' })).not.toContain('childrenData');
  });

  it('asks about the DPO for large-scale special categories, not for size alone', () => {
    const base = { answers, employeeCount: 'enterprise' as const, industry: 'other' as const };
    expect(visibleFollowUps({ ...base, followUps: { specialCategories: 'no' } })).not.toContain(
      'dpoAppointed',
    );
    expect(visibleFollowUps({ ...base, followUps: { specialCategories: 'yes' } })).toContain('dpoAppointed');
    expect(getDpoShare({ ...base, employeeCount: 'startup', followUps: { specialCategories: 'yes' } })).toBe(
      0.5,
    );
  });

  it('treats health data as present in healthcare unless firmly denied', () => {
    expect(getSpecialCategoryShare({ industry: 'healthcare' })).toBe(1);
    expect(getSpecialCategoryShare({ industry: 'healthcare', followUps: { specialCategories: 'no' } })).toBe(
      0.5,
    );
    expect(getSpecialCategoryShare({ industry: 'other' })).toBe(0.5);
  });

  it('asks about CCTV rules only when cameras are not ruled out', () => {
    expect(visibleFollowUps({ followUps: { videoSurveillance: 'no' } })).not.toContain('cctvRules');
  });

  it('requires a whistleblowing channel from 50 staff, and in finance at any size', () => {
    expect(getWhistleblowingShare({ employeeCount: 'startup', industry: 'other' })).toBe(0);
    expect(getWhistleblowingShare({ employeeCount: 'smb', industry: 'other' })).toBe(1);
    expect(getWhistleblowingShare({ employeeCount: 'startup', industry: 'finance' })).toBe(0.5);
    expect(visibleFollowUps({ employeeCount: 'smb' })).toContain('whistleblowingChannel');
  });
});
