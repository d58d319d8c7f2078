import { industries } from '@app/core/assessment/company';
import bg from '@app/locales/bg/industries.json';
import en from '@app/locales/en/industries.json';
import { describe, expect, it } from 'vitest';
import { describeIndustry } from './industry-profile';

describe('describeIndustry', () => {
  it('lists what healthcare weighs more, heaviest first, and the questions it always gets', () => {
    const profile = describeIndustry('healthcare');
    expect(profile.raisedControls[0]).toEqual({ control: 'security', multiplier: 1.5, article: '32' });
    expect(profile.raisedControls.map(({ control }) => control)).toEqual(
      expect.arrayContaining(['breachResponse', 'dpia', 'dpo', 'dataSubjectRights']),
    );
    expect(profile.questions).toEqual([
      'healthData',
      'publicBody',
      'childrenData',
      'systematicMonitoring',
      'dpoAndDpia',
      'sensitiveData',
    ]);
  });

  it('asks education about children, finance about automated decisions and the whistleblowing sectors', () => {
    expect(describeIndustry('education').questions).toEqual(['publicBody', 'childrenData', 'dpoAndDpia']);
    expect(describeIndustry('finance').questions).toEqual([
      'systematicMonitoring',
      'automatedDecisions',
      'processorDuties',
      'dpoAndDpia',
      'whistleblowingAnySize',
      'sensitiveData',
    ]);
    expect(describeIndustry('ecommerce').questions).not.toContain('publicBody');
    expect(describeIndustry('legal').questions).toContain('whistleblowingAnySize');
  });

  it('weighs nothing differently for "other"', () => {
    expect(describeIndustry('other').raisedControls).toEqual([]);
  });

  it.each([
    ['bg', bg],
    ['en', en],
  ])('has a text in %s for every industry, raised control and question', (_language, texts) => {
    for (const industry of industries) {
      expect(texts.industries[industry].name).toBeTruthy();
      const { raisedControls, questions } = describeIndustry(industry);
      for (const { control } of raisedControls) expect(texts.controls[control]).toBeTruthy();
      for (const question of questions) expect(texts.questions[question]).toBeTruthy();
    }
  });
});
