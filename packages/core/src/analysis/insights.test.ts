import { describe, expect, it } from 'vitest';
import { analyse, makeInput, safeFollowUps } from '../test-support/assessment-fixtures';

const kinds = (result: ReturnType<typeof analyse>) => result.insights.map((item) => item.id);

describe('insights', () => {
  it('names the single most valuable next step and why', () => {
    const result = analyse(
      makeInput({ answers: { usesConsent: 'no', trainsEmployees: 'no' }, followUps: safeFollowUps }),
    );
    expect(result.insights[0]).toEqual({
      id: 'next-step',
      kind: 'nextStep',
      text: {
        bg: 'Най-ценната следваща стъпка е „Събирайте съгласие правилно и пазете доказателство“: тя затваря критичен пропуск (чл. 6, пар. 1 от ОРЗД) и добавя около 15 точки към оценката ви.',
        en: 'Your most valuable next step is “Collect consent properly and keep proof”: it closes a critical gap (Art. 6(1) GDPR) and adds about 15 points to your score.',
      },
    });
  });

  it('tells Bulgarian businesses about КЗЛД’s 72 hours where breaches are in play', () => {
    const result = analyse(makeInput({ answers: { hasBreachPlan: 'no' }, followUps: safeFollowUps }));
    const insight = result.insights.find((item) => item.id === 'local-law-breachNotification');
    expect(insight?.text.bg).toContain('КЗЛД (cpdp.bg) до 72 часа');
  });

  it('mentions the whistleblowing law, the age of 14 and CCTV only when they apply', () => {
    const plain = kinds(analyse(makeInput({ followUps: safeFollowUps })));
    expect(plain.filter((id) => id.startsWith('local-law'))).toEqual([]);
    const school = kinds(
      analyse(
        makeInput({
          industry: 'education',
          employeeCount: 'smb',
          answers: { usesConsent: 'no' },
          followUps: {
            ...safeFollowUps,
            childrenData: 'yes',
            videoSurveillance: 'yes',
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
      `Completing the foundation phase (2 actions in 4-6 weeks) would raise your score from ${result.complianceScore} to ${result.predictions.milestones[0]?.complianceScore}.`,
    );
  });

  it('asks to check answers when many are unsure, and names the strongest area', () => {
    const result = analyse(
      makeInput({
        answers: { keepsRecords: 'not_sure', deletesOldData: 'not_sure', trainsEmployees: 'not_sure' },
      }),
    );
    expect(kinds(result)).toEqual(expect.arrayContaining(['confidence', 'strength']));
    expect(result.insights.find((item) => item.kind === 'strength')?.text.en).toContain(
      '“Lawful basis and consent”',
    );
  });

  it('warns that an accountant or cloud provider is a processor when no third parties are declared', () => {
    expect(kinds(analyse(makeInput({ answers: { usesThirdParties: 'no' } })))).toContain(
      'scope-no-third-parties',
    );
  });
});
