import { analyse, makeInput, safeFollowUps } from '@app/test-support/assessment-fixtures';
import { describe, expect, it } from 'vitest';

const kinds = (result: ReturnType<typeof analyse>) => result.insights.map((item) => item.id);

describe('insights', () => {
  it('names the single most valuable next step and why', () => {
    const result = analyse(
      makeInput({ answers: { secureStorage: 'no', trainsEmployees: 'no' }, followUps: safeFollowUps }),
    );
    const [first] = result.insights;
    const security = result.recommendations.find((item) => item.controlId === 'security');
    expect(first?.id).toBe('next-step');
    expect(first?.text.en).toContain(`“${security?.title.en}”`);
    expect(first?.text.bg).toContain(`„${security?.title.bg}“`);
    expect(first?.text.en).toContain('Art. 32 GDPR');
  });

  it('names the step that closes the gap, the same one the list puts first, not a side step', () => {
    // A web shop that markets: the rights gap also draws the marketing opt-out, a secondary step.
    const result = analyse(
      makeInput({ industry: 'ecommerce', answers: { allowsDataRequests: 'no' }, followUps: safeFollowUps }),
    );
    const issue = result.issues.find((item) => item.controlId === 'dataSubjectRights');
    expect(issue?.recommendationIds).toContain('marketing-opt-out');
    expect(issue?.recommendationIds[0]).toBe('rights-procedure');
    const [first] = result.recommendations;
    expect(first?.id).toBe('rights-procedure');
    expect(result.insights[0]?.text.en).toContain(`“${first?.title.en}”`);
  });

  it('tells Bulgarian businesses about КЗЛД’s 72 hours where breaches are in play', () => {
    const result = analyse(makeInput({ answers: { hasBreachPlan: 'no' }, followUps: safeFollowUps }));
    const insight = result.insights.find((item) => item.id === 'local-law-breachNotification');
    expect(insight?.text.bg).toContain('КЗЛД');
    expect(insight?.text.en).toContain('72 hours');
    expect(insight?.text.en).toContain('without undue delay');
  });

  it('mentions the whistleblowing law, the age of 14 and CCTV only when they apply', () => {
    const plain = kinds(analyse(makeInput({ followUps: safeFollowUps })));
    expect(plain.filter((id) => id.startsWith('local-law'))).toEqual([]);
    const school = kinds(
      analyse(
        makeInput({
          industry: 'education',
          employeeCount: 'smb',
          followUps: {
            ...safeFollowUps,
            childrenData: 'yes',
            childrenOnlineConsent: 'no',
            cctvRules: 'no',
            whistleblowingChannel: 'no',
          },
        }),
      ),
    );
    expect(school).toEqual(
      expect.arrayContaining([
        'local-law-whistleblowing',
        'local-law-childrenConsent',
        'local-law-videoSurveillance',
      ]),
    );
  });

  it('states the foundation milestone with the re-scored numbers', () => {
    const result = analyse(
      makeInput({ answers: { hasBreachPlan: 'no', keepsRecords: 'no' }, followUps: safeFollowUps }),
    );
    const milestone = result.insights.find((item) => item.kind === 'milestone');
    expect(milestone?.text.en).toBe(
      `Completing the foundation phase (2 actions) would raise your score from ${result.complianceScore} to ${result.predictions.milestones[0]?.complianceScore}.`,
    );
  });

  it('asks to check answers when many are unsure, and names the strongest area', () => {
    const result = analyse(
      makeInput({
        answers: { keepsRecords: 'not_sure', deletesOldData: 'not_sure', trainsEmployees: 'not_sure' },
      }),
    );
    expect(kinds(result)).toEqual(expect.arrayContaining(['confidence', 'strength']));
    expect(result.insights.find((item) => item.kind === 'strength')?.text.en).toContain('“');
  });

  it('says that unanswered follow-ups lower confidence, not the score', () => {
    const result = analyse(makeInput());
    expect(result.complianceScore).toBe(100);
    expect(kinds(result)).toContain('confidence-unanswered');
  });

  it('warns that an accountant or cloud provider is a processor when no third parties are declared', () => {
    expect(kinds(analyse(makeInput({ answers: { usesThirdParties: 'no' } })))).toContain(
      'scope-no-third-parties',
    );
  });
});
