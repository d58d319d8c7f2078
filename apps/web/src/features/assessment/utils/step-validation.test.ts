import { answerIds } from '@app/core/assessment/answers';
import { describe, expect, it } from 'vitest';
import { type AssessmentFormValues, createEmptyValues } from './form-values';
import { parseAssessment, validateStep } from './step-checks';
import {
  getShownFollowUpAnswers,
  getShownFollowUps,
  getStepOfField,
  keepOpenIssues,
} from './step-validation';

function values(overrides: Partial<AssessmentFormValues> = {}): AssessmentFormValues {
  return { ...createEmptyValues(), ...overrides };
}

const company = {
  companyName: 'Зелена аптека ЕООД',
  industry: 'healthcare',
  employeeCount: 'startup',
} as const;
const allYes = Object.fromEntries(answerIds.map((id) => [id, 'yes'])) as AssessmentFormValues['answers'];

describe('validateStep', () => {
  it('asks for every company field in the order they appear, "required" for choices not made', () => {
    expect(validateStep(0, values()).map(({ field, key }) => [field, key])).toEqual([
      ['companyName', 'validation.required'],
      ['industry', 'validation.required'],
      ['employeeCount', 'validation.required'],
    ]);
  });

  it('gives the limits the schema applied with the length messages', () => {
    expect(validateStep(0, values({ ...company, companyName: 'A' }))).toEqual([
      { field: 'companyName', key: 'validation.minLength', values: { min: 2 } },
    ]);
    expect(validateStep(0, values({ ...company, companyName: 'x'.repeat(101) }))).toEqual([
      { field: 'companyName', key: 'validation.maxLength', values: { max: 100 } },
    ]);
  });

  it('requires "specify industry" (2-60) only with "other", and lists it right after the industry', () => {
    const other = values({ ...company, companyName: 'A', industry: 'other' });
    expect(validateStep(0, other).map((issue) => issue.field)).toEqual(['companyName', 'specifyIndustry']);
    expect(validateStep(0, { ...other, companyName: 'Хотел Изгрев', specifyIndustry: 'Т' })).toEqual([
      { field: 'specifyIndustry', key: 'validation.minLength', values: { min: 2, max: 60 } },
    ]);
    expect(validateStep(0, values({ ...company, specifyIndustry: 'T' }))).toEqual([]);
  });

  it('accepts an empty e-mail and rejects an invalid one', () => {
    expect(validateStep(0, values({ ...company, email: '' }))).toEqual([]);
    expect(validateStep(0, values({ ...company, email: 'owner@' }))).toEqual([
      { field: 'email', key: 'validation.email', values: {} },
    ]);
  });

  it('checks only the answers of the step on screen', () => {
    const partly = values({ answers: { collectsData: 'yes', secureStorage: 'no' } });
    expect(validateStep(1, partly).map((issue) => issue.field)).toEqual([
      'answers.hasPrivacyPolicy',
      'answers.usesConsent',
      'answers.allowsDataRequests',
      'answers.usesThirdParties',
    ]);
    expect(validateStep(2, partly).map((issue) => issue.field)).toEqual([
      'answers.deletesOldData',
      'answers.keepsRecords',
      'answers.hasBreachPlan',
      'answers.trainsEmployees',
    ]);
  });

  it('checks everything on the review step, so a restored draft cannot skip a step', () => {
    const issues = validateStep(3, values({ ...company, answers: { ...allYes, keepsRecords: undefined } }));
    expect(issues.map((issue) => issue.field)).toEqual(['answers.keepsRecords']);
    expect(getStepOfField('answers.keepsRecords')).toBe(2);
    expect(getStepOfField('answers.usesConsent')).toBe(1);
    expect(getStepOfField('email')).toBe(0);
    expect(validateStep(3, values({ ...company, answers: allYes }))).toEqual([]);
  });
});

describe('follow-ups', () => {
  it('open under their question once it is answered, as the core decides', () => {
    const base = values({ ...company, industry: 'other', specifyIndustry: 'Туризъм' });
    expect(getShownFollowUps(base, 'usesThirdParties')).toEqual([]);
    expect(getShownFollowUps({ ...base, answers: { usesThirdParties: 'no' } }, 'usesThirdParties')).toEqual(
      [],
    );
    expect(getShownFollowUps({ ...base, answers: { usesThirdParties: 'yes' } }, 'usesThirdParties')).toEqual([
      'processorAgreements',
      'transferSafeguards',
      'jointControllers',
    ]);
  });

  it('are sent only while shown', () => {
    const answered = values({
      ...company,
      answers: { ...allYes },
      followUps: { processorAgreements: 'no', dpiaDone: 'yes' },
    });
    expect(getShownFollowUpAnswers(answered)).toMatchObject({ processorAgreements: 'no' });
    const changed = { ...answered, answers: { ...allYes, usesThirdParties: 'no' as const } };
    expect(getShownFollowUpAnswers(changed)).not.toHaveProperty('processorAgreements');
    expect(parseAssessment(changed)?.followUps).not.toHaveProperty('processorAgreements');
  });
});

describe('parseAssessment', () => {
  it('gives the API body: trimmed, without an empty e-mail or an unused "specify industry"', () => {
    const input = parseAssessment(
      values({ ...company, companyName: '  Зелена аптека  ', specifyIndustry: 'x', answers: allYes }),
    );
    expect(input).toEqual({
      companyName: 'Зелена аптека',
      industry: 'healthcare',
      employeeCount: 'startup',
      answers: allYes,
      followUps: {},
    });
    expect(parseAssessment(values(company))).toBeNull();
  });
});

describe('keepOpenIssues', () => {
  it('drops a question from the summary once it is answered, and adds nothing new', () => {
    const shown = validateStep(1, values());
    expect(shown.map((issue) => issue.field)).toEqual([
      'answers.collectsData',
      'answers.hasPrivacyPolicy',
      'answers.usesConsent',
      'answers.allowsDataRequests',
      'answers.usesThirdParties',
    ]);
    const answered = values({ answers: { collectsData: 'yes', usesConsent: 'no' } });
    expect(keepOpenIssues(shown, validateStep(1, answered)).map((issue) => issue.field)).toEqual([
      'answers.hasPrivacyPolicy',
      'answers.allowsDataRequests',
      'answers.usesThirdParties',
    ]);
    const nameShown = validateStep(0, values({ ...company, companyName: '' }));
    expect(keepOpenIssues(nameShown, validateStep(0, values()))).toEqual(nameShown);
  });

  it('keeps the same list when nothing changed, and updates an issue whose wording changed', () => {
    const shown = validateStep(0, values({ ...company, companyName: '' }));
    expect(keepOpenIssues(shown, validateStep(0, values({ ...company, companyName: '' })))).toBe(shown);
    const tooLong = validateStep(0, values({ ...company, companyName: 'Я'.repeat(101) }));
    expect(keepOpenIssues(shown, tooLong)).toEqual(tooLong);
  });
});
