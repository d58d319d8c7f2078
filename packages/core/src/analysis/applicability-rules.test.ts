import { analyse, answerAll, makeInput } from '@app/test-support/assessment-fixtures';
import { describe, expect, it } from 'vitest';
import { getDpiaShare, getDpoShare, getWhistleblowingShare } from '../assessment/applicability';
import { visibleFollowUps } from '../assessment/follow-up-visibility';
import type { FollowUps } from '../assessment/follow-ups';

const answers = answerAll('yes');
const gapIds = (result: ReturnType<typeof analyse>) => result.issues.map((issue) => issue.controlId);

describe('DPO (Art. 37(1))', () => {
  it('is never inferred from headcount: a 120-person logistics firm with sick notes needs none', () => {
    const facts = {
      industry: 'other',
      employeeCount: 'smb',
      answers,
      followUps: { specialCategories: 'yes', specialCategoriesCore: 'no' },
    } as const;
    expect(getDpoShare(facts)).toBe(0);
    expect(visibleFollowUps(facts)).not.toContain('dpoAppointed');
    expect(getDpiaShare(facts)).toBe(0);
    const big = { ...facts, employeeCount: 'enterprise' } as const;
    expect(getDpoShare(big)).toBe(0);
  });

  it('is mandatory for a public body and for large-scale special categories as a core activity', () => {
    expect(getDpoShare({ industry: 'education', answers, followUps: { publicBody: 'yes' } })).toBe(1);
    const hospital = {
      industry: 'healthcare',
      answers,
      followUps: { specialCategories: 'yes', specialCategoriesCore: 'yes', largeScale: 'yes' },
    } as const;
    expect(getDpoShare(hospital)).toBe(1);
    const surgery = { ...hospital, followUps: { ...hospital.followUps, largeScale: 'no' } } as const;
    expect(getDpoShare(surgery)).toBe(0);
  });

  it('is mandatory for large-scale monitoring of customers, not for monitoring one’s own staff', () => {
    // Art. 37(1)(b) needs monitoring as a core activity (WP243 rev.01, 2.1.2): an agency profiling
    // people for its clients' advertising, not a haulier tracking its own drivers.
    const agency = {
      industry: 'other',
      employeeCount: 'startup',
      answers,
      followUps: { systematicMonitoring: 'yes', monitoringCore: 'yes', largeScale: 'yes' },
    } as const;
    expect(getDpoShare(agency)).toBe(1);
    const haulier = {
      ...agency,
      employeeCount: 'smb',
      followUps: { ...agency.followUps, monitoringCore: 'no', dpiaDone: 'no' },
    } as const;
    expect(getDpoShare(haulier)).toBe(0);
    expect(visibleFollowUps(haulier)).not.toContain('dpoAppointed');
    // Its drivers are vulnerable towards their employer and systematically monitored: two WP248
    // criteria, whatever the scale of the monitoring (WP248 rev.01, WP249).
    expect(getDpiaShare(haulier)).toBe(1);
    expect(getDpiaShare({ ...haulier, followUps: { ...haulier.followUps, largeScale: 'no' } })).toBe(1);
    const result = analyse(makeInput(haulier));
    expect(result.riskLevelReasons.map((reason) => reason.id)).toContain('missingRequiredDpia');
    expect(result.riskLevelReasons.map((reason) => reason.id)).not.toContain('missingMandatoryDpo');
  });

  it('never says a DPO is not mandatory in a report that finds it mandatory', () => {
    const haulierWithCustomerTracking = {
      industry: 'other',
      employeeCount: 'smb',
      answers,
      followUps: {
        specialCategories: 'yes',
        specialCategoriesCore: 'no',
        systematicMonitoring: 'yes',
        monitoringCore: 'yes',
        largeScale: 'yes',
        dpoAppointed: 'no',
      },
    } as const;
    const result = analyse(makeInput(haulierWithCustomerTracking));
    expect(gapIds(result)).toContain('dpo');
    expect(result.insights.map((insight) => insight.id)).not.toContain('scope-dpo-not-required');
    const staffOnly = {
      ...haulierWithCustomerTracking,
      followUps: { ...haulierWithCustomerTracking.followUps, monitoringCore: 'no' },
    } as const;
    expect(analyse(makeInput(staffOnly)).insights.map((insight) => insight.id)).toContain(
      'scope-dpo-not-required',
    );
  });

  it('asks whether the DPO was notified to КЗЛД as a question of its own', () => {
    const facts = {
      industry: 'education',
      answers,
      followUps: { publicBody: 'yes', dpoAppointed: 'yes' },
    } as const;
    expect(visibleFollowUps(facts)).toContain('dpoNotified');
    const result = analyse(makeInput({ ...facts, followUps: { ...facts.followUps, dpoNotified: 'no' } }));
    expect(gapIds(result)).toEqual(['dpoNotification']);
  });
});

describe('DPIA (Art. 35)', () => {
  it('is required for the Art. 35(3) cases and may be required with cameras', () => {
    expect(getDpiaShare({ industry: 'finance', answers, followUps: { automatedDecisions: 'yes' } })).toBe(1);
    expect(getDpiaShare({ industry: 'other', answers, followUps: { cctvRules: 'yes' } })).toBe(0.5);
    expect(getDpiaShare({ industry: 'other', answers, followUps: { cctvRules: 'not_applicable' } })).toBe(0);
  });

  it('is required for an online service offered to children (КЗЛД list), whatever was documented', () => {
    const app = {
      industry: 'technology',
      answers,
      followUps: { childrenData: 'yes', childrenOnlineConsent: 'yes', dpiaDone: 'not_applicable' },
    } as const;
    expect(getDpiaShare(app)).toBe(1);
    const result = analyse(makeInput(app));
    expect(gapIds(result)).toContain('dpia');
    expect(result.riskLevelReasons.map((reason) => reason.id)).toContain('missingRequiredDpia');
    const noOnlineService = {
      ...app,
      followUps: { ...app.followUps, childrenOnlineConsent: 'not_applicable' },
    } as const;
    expect(getDpiaShare(noOnlineService)).toBe(0.5);
  });

  it('counts the criteria of one processing operation, not of unrelated ones (WP248)', () => {
    const officeCameraAndYoungUsers = {
      industry: 'technology',
      answers,
      followUps: { childrenData: 'yes', childrenOnlineConsent: 'not_applicable', cctvRules: 'yes' },
    } as const;
    expect(getDpiaShare(officeCameraAndYoungUsers)).toBe(0.5);
    const schoolCameras = { ...officeCameraAndYoungUsers, industry: 'education' } as const;
    expect(getDpiaShare(schoolCameras)).toBe(1);
  });

  it('asks for the assessment where it is required, and for a documented decision where it is not sure', () => {
    const recommendationIds = (followUps: FollowUps) =>
      analyse(
        makeInput({ industry: 'other', answers, followUps: { ...followUps, dpiaDone: 'no' } }),
      ).recommendations.map((recommendation) => recommendation.id);
    // A hotel's lobby cameras: one WP248 criterion.
    expect(recommendationIds({ cctvRules: 'yes' })).toContain('dpia-screening');
    expect(recommendationIds({ cctvRules: 'yes' })).not.toContain('conduct-dpia');
    // Drivers tracked by their employer: two.
    const tracking = { systematicMonitoring: 'yes', monitoringCore: 'no' } as const;
    expect(recommendationIds(tracking)).toContain('conduct-dpia');
    expect(recommendationIds(tracking)).not.toContain('dpia-screening');
  });

  it('does not treat a pharmacy serving children now and then as filming children in its care', () => {
    const pharmacy = {
      industry: 'healthcare',
      answers,
      followUps: { childrenData: 'yes', cctvRules: 'no' },
    } as const;
    const reasons = analyse(makeInput(pharmacy)).riskLevelReasons.map((reason) => reason.id);
    expect(reasons).toContain('cctvWithoutRules');
    expect(reasons).not.toContain('childrenFilmedWithoutRules');
    expect(getDpiaShare({ ...pharmacy, followUps: { ...pharmacy.followUps, cctvRules: 'yes' } })).toBe(0.75);
  });

  it('keeps the DPIA for cameras filming children when the health records are not large scale', () => {
    // Recital 91 concerns one professional's patients or clients, not another operation on the premises.
    const kindergarten = {
      industry: 'education',
      answers,
      followUps: {
        childrenData: 'yes',
        childrenOnlineConsent: 'not_applicable',
        cctvRules: 'yes',
        specialCategories: 'yes',
        specialCategoriesCore: 'not_sure',
        largeScale: 'no',
        dpiaDone: 'no',
      },
    } as const;
    expect(getDpiaShare(kindergarten)).toBe(1);
    expect(analyse(makeInput(kindergarten)).riskLevelReasons.map((reason) => reason.id)).toContain(
      'missingRequiredDpia',
    );
  });
});

describe('children (Art. 8, чл. 25в ЗЗЛД)', () => {
  it('sets no consent floor for a school that does not rely on consent for pupils', () => {
    const school = analyse(
      makeInput({
        industry: 'education',
        answers: { usesConsent: 'no' },
        followUps: { childrenData: 'yes', reliesOnConsent: 'no', childrenOnlineConsent: 'not_applicable' },
      }),
    );
    expect(school.riskLevel).toBe('low');
    expect(gapIds(school)).toEqual([]);
  });

  it('sets the floor of children filmed without rules only where children are in the building', () => {
    const followUps = { childrenData: 'yes', childrenOnlineConsent: 'yes', cctvRules: 'no' } as const;
    const reasons = (industry: 'technology' | 'education') =>
      analyse(makeInput({ industry, answers, followUps })).riskLevelReasons.map((reason) => reason.id);
    expect(reasons('technology')).not.toContain('childrenFilmedWithoutRules');
    expect(reasons('technology')).toContain('cctvWithoutRules');
    expect(reasons('education')).toContain('childrenFilmedWithoutRules');
  });

  it('sets a floor for an online service for children without a parent’s consent', () => {
    const app = analyse(
      makeInput({ industry: 'technology', followUps: { childrenData: 'yes', childrenOnlineConsent: 'no' } }),
    );
    expect(app.riskLevelReasons.map((reason) => reason.id)).toContain('childrenWithoutParentalConsent');
  });
});

describe('whistleblowing (чл. 12, ал. 1 ЗЗЛПСПОИН)', () => {
  it('tells 49 workers from 50', () => {
    const firm = { industry: 'other', employeeCount: 'startup', answers } as const;
    expect(getWhistleblowingShare({ ...firm, headcount: 49 })).toBe(0);
    expect(getWhistleblowingShare({ ...firm, headcount: 50 })).toBe(1);
    expect(getWhistleblowingShare({ ...firm, employeeCount: 'smb' })).toBe(1);
  });

  it('obliges an annex-sector firm of any size and a public body', () => {
    const small = { industry: 'finance', employeeCount: 'startup', headcount: 6, answers } as const;
    expect(getWhistleblowingShare({ ...small, followUps: { annexSector: 'yes' } })).toBe(1);
    expect(getWhistleblowingShare({ ...small, followUps: { annexSector: 'no' } })).toBe(0);
    const school = { industry: 'education', employeeCount: 'startup', answers } as const;
    expect(getWhistleblowingShare({ ...school, followUps: { publicBody: 'yes' } })).toBe(1);
  });
});

describe('employer’s internal rules (чл. 25и ЗЗЛД)', () => {
  it('apply only to an employer that uses the systems the law names', () => {
    const none = analyse(makeInput({ followUps: { employeeRules: 'not_applicable' } }));
    expect(gapIds(none)).toEqual([]);
    const missing = analyse(makeInput({ followUps: { employeeRules: 'no' } }));
    expect(gapIds(missing)).toEqual(['employeeRules']);
  });
});

describe('cameras', () => {
  it('reach only firms that said they have cameras', () => {
    const result = analyse(makeInput({ answers: { secureStorage: 'not_sure' } }));
    const texts = result.insights.map((insight) => insight.text.en).join(' ');
    expect(texts).not.toMatch(/video|camera|CCTV/i);
    expect(gapIds(result)).not.toContain('videoSurveillance');
  });
});

describe('transparency for lawyers (Art. 14(5)(d))', () => {
  it('tells a law firm that professional secrecy limits what counterparties are told', () => {
    const notes = (industry: 'legal' | 'other') =>
      analyse(makeInput({ industry, answers: { hasPrivacyPolicy: 'no' } }))
        .issues.find((issue) => issue.controlId === 'transparency')
        ?.notes.map((note) => note.en)
        .join(' ');
    expect(notes('legal')).toContain('Art. 14(5)(d)');
    expect(notes('other')).not.toContain('Art. 14(5)(d)');
  });
});
