import { answerAll } from '@app/test-support/assessment-fixtures';
import { describe, expect, it } from 'vitest';
import { getFollowUpTexts } from './follow-up-questions';
import { visibleFollowUps } from './follow-up-visibility';
import { followUpDefinitions, listFollowUpValues, pickKnownFollowUps } from './follow-ups';

const answers = answerAll('yes');

describe('visibleFollowUps', () => {
  it('opens nothing that depends on an answer or a company fact not given yet', () => {
    expect(visibleFollowUps({})).toEqual([
      'specialCategories',
      'lawfulBasisDocumented',
      'legitimateInterests',
      'directMarketing',
      'cctvRules',
      'privacyByDesign',
      'dataMinimisation',
      'accountability',
      'breachLast24Months',
      'employeeRules',
    ]);
  });

  it('asks about processors and transfers only when data is shared', () => {
    const shared = visibleFollowUps({ answers, industry: 'other', employeeCount: 'startup' });
    expect(shared).toEqual(
      expect.arrayContaining(['processorAgreements', 'transferSafeguards', 'jointControllers']),
    );
    const notShared = visibleFollowUps({
      answers: { ...answers, usesThirdParties: 'no' },
      industry: 'other',
    });
    expect(notShared).not.toContain('processorAgreements');
    expect(notShared).not.toContain('transferSafeguards');
  });

  it('asks whether consent is relied on only after a no or not sure to the consent question', () => {
    const facts = { answers, industry: 'other' as const };
    expect(visibleFollowUps(facts)).not.toContain('reliesOnConsent');
    expect(visibleFollowUps({ ...facts, answers: { ...answers, usesConsent: 'no' } })).toContain(
      'reliesOnConsent',
    );
  });

  it('asks about the core activity and scale only after special categories are reported', () => {
    const facts = { answers, industry: 'healthcare' as const, employeeCount: 'smb' as const };
    expect(visibleFollowUps(facts)).not.toContain('specialCategoriesCore');
    const reported = { ...facts, followUps: { specialCategories: 'yes' } as const };
    expect(visibleFollowUps(reported)).toContain('specialCategoriesCore');
    expect(visibleFollowUps(reported)).not.toContain('largeScale');
    const core = { ...facts, followUps: { specialCategories: 'yes', specialCategoriesCore: 'yes' } as const };
    expect(visibleFollowUps(core)).toContain('largeScale');
  });

  it('asks the annex-sector question only of a private start-up below 50 workers', () => {
    const firm = { answers, industry: 'finance' as const, employeeCount: 'startup' as const };
    expect(visibleFollowUps({ ...firm, headcount: 12 })).toContain('annexSector');
    expect(visibleFollowUps({ ...firm, headcount: 50 })).not.toContain('annexSector');
    expect(visibleFollowUps({ ...firm, employeeCount: 'smb' })).not.toContain('annexSector');
  });
});

describe('follow-up definitions', () => {
  it('offer "not applicable" exactly where it has a meaning and a label', () => {
    for (const definition of Object.values(followUpDefinitions)) {
      const texts = getFollowUpTexts(definition.id);
      expect(listFollowUpValues(definition.id).includes('not_applicable')).toBe(
        definition.notApplicable !== undefined,
      );
      expect(texts.notApplicableLabel !== undefined).toBe(definition.notApplicable !== undefined);
      expect(texts.question.bg.endsWith('?')).toBe(true);
      expect(texts.question.en.endsWith('?')).toBe(true);
    }
  });
});

describe('pickKnownFollowUps', () => {
  it('keeps the follow-ups of this version from a draft saved under an earlier one', () => {
    expect(pickKnownFollowUps({ videoSurveillance: 'yes', cctvRules: 'not_applicable' })).toEqual({
      cctvRules: 'not_applicable',
    });
    expect(pickKnownFollowUps(undefined)).toEqual({});
  });
});
