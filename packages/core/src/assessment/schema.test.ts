import { answerAll } from '@app/test-support/assessment-fixtures';
import { describe, expect, it } from 'vitest';
import { assessmentInputSchema, companyInfoSchema } from './schema';
import { describeValidationIssue } from './validation-messages';

const valid = {
  companyName: 'Зелена аптека ЕООД',
  industry: 'healthcare',
  employeeCount: 'startup',
  answers: answerAll('yes'),
};

function messagesFor(input: unknown) {
  const result = assessmentInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('assessmentInputSchema', () => {
  it('accepts the ten original fields alone (the public contract)', () => {
    expect(assessmentInputSchema.parse(valid)).toEqual(valid);
  });

  it('trims the company name and enforces 2-100 characters with message keys', () => {
    expect(assessmentInputSchema.parse({ ...valid, companyName: '  Ab  ' }).companyName).toBe('Ab');
    expect(messagesFor({ ...valid, companyName: 'A' })).toEqual({ companyName: 'validation.minLength' });
    expect(messagesFor({ ...valid, companyName: 'x'.repeat(101) })).toEqual({
      companyName: 'validation.maxLength',
    });
    expect(messagesFor({ ...valid, companyName: '   ' })).toEqual({ companyName: 'validation.required' });
    expect(messagesFor({ ...valid, companyName: undefined })).toEqual({ companyName: 'validation.required' });
  });

  it('requires "specify industry" (2-60) only with industry "other"', () => {
    expect(messagesFor({ ...valid, industry: 'other' })).toEqual({ specifyIndustry: 'validation.required' });
    expect(messagesFor({ ...valid, industry: 'other', specifyIndustry: 'X' })).toEqual({
      specifyIndustry: 'validation.minLength',
    });
    expect(messagesFor({ ...valid, industry: 'other', specifyIndustry: 'x'.repeat(61) })).toEqual({
      specifyIndustry: 'validation.maxLength',
    });
    expect(
      assessmentInputSchema.parse({ ...valid, industry: 'other', specifyIndustry: ' Туризъм ' }),
    ).toMatchObject({
      specifyIndustry: 'Туризъм',
    });
    expect(assessmentInputSchema.parse({ ...valid, specifyIndustry: 'ignored' })).not.toHaveProperty(
      'specifyIndustry',
    );
  });

  it('shows the specify-industry message together with other field errors', () => {
    expect(messagesFor({ companyName: 'A', industry: 'other', employeeCount: 'smb' })).toEqual({
      companyName: 'validation.minLength',
      specifyIndustry: 'validation.required',
      answers: 'validation.completeRequired',
    });
  });

  it('treats an empty or missing e-mail as absent and rejects an invalid one', () => {
    expect(assessmentInputSchema.parse({ ...valid, email: '  ' })).not.toHaveProperty('email');
    expect(assessmentInputSchema.parse({ ...valid, email: null })).not.toHaveProperty('email');
    expect(assessmentInputSchema.parse({ ...valid, email: ' owner@firma.bg ' }).email).toBe('owner@firma.bg');
    expect(messagesFor({ ...valid, email: 'owner@' })).toEqual({ email: 'validation.email' });
  });

  it('rejects unknown choices and missing answers with distinct keys', () => {
    expect(messagesFor({ ...valid, industry: 'mining' })).toEqual({ industry: 'validation.invalidOption' });
    expect(messagesFor({ ...valid, employeeCount: undefined })).toEqual({
      employeeCount: 'validation.required',
    });
    const { trainsEmployees: _omitted, ...nine } = answerAll('yes');
    expect(messagesFor({ ...valid, answers: { ...nine, usesConsent: 'maybe' } })).toEqual({
      'answers.usesConsent': 'validation.invalidOption',
      'answers.trainsEmployees': 'validation.required',
    });
  });

  it('accepts partial follow-ups and validates their values', () => {
    expect(assessmentInputSchema.parse({ ...valid, followUps: { dpiaDone: 'no' } }).followUps).toEqual({
      dpiaDone: 'no',
    });
    expect(messagesFor({ ...valid, followUps: { dpiaDone: 'perhaps' } })).toEqual({
      'followUps.dpiaDone': 'validation.invalidOption',
    });
  });
});

describe('companyInfoSchema', () => {
  it('validates step 1 on its own', () => {
    expect(
      companyInfoSchema.safeParse({ companyName: 'Фирма', industry: 'legal', employeeCount: 'smb' }).success,
    ).toBe(true);
  });
});

describe('describeValidationIssue', () => {
  it('returns the key with the limit for interpolation', () => {
    const result = assessmentInputSchema.safeParse({ ...valid, companyName: 'A' });
    const issue = result.error?.issues[0];
    expect(issue && describeValidationIssue(issue)).toEqual({
      key: 'validation.minLength',
      values: { min: 2 },
    });
    const other = assessmentInputSchema.safeParse({
      ...valid,
      industry: 'other',
      specifyIndustry: 'x'.repeat(70),
    });
    const custom = other.error?.issues[0];
    expect(custom && describeValidationIssue(custom)).toEqual({
      key: 'validation.maxLength',
      values: { min: 2, max: 60 },
    });
  });
});
