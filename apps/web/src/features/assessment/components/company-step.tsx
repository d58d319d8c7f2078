import { employeeBandRanges, employeeBands, industries } from '@app/core/assessment/company';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useValidationMessage } from '@/lib/use-validation-message';
import {
  bindTextField,
  type QuestionnaireForm,
  useQuestionnaireState,
} from '../hooks/use-questionnaire-form';
import { getFieldId } from '../utils/field-ids';
import { getFieldLimits } from '../utils/field-limits';
import { isHeadcountAsked } from '../utils/step-validation';
import type { CompanyField } from '../utils/steps';
import { ChoiceFieldset } from './choice-fieldset';

/** Step 1: who the assessment is for. */
export function CompanyStep({ form }: { form: QuestionnaireForm }) {
  const { t } = useTranslation('assessment');
  const translateMessage = useValidationMessage('validation');
  const { values, errors } = useQuestionnaireState(form);
  const { industry, employeeCount } = values;
  const fieldError = (field: CompanyField) => translateMessage(errors[field], getFieldLimits(field));

  return (
    <div className="flex flex-col gap-5">
      <Input
        id={getFieldId('companyName')}
        label={t('company.companyName')}
        autoComplete="organization"
        error={fieldError('companyName')}
        {...bindTextField(form, 'companyName')}
      />
      <Select
        id={getFieldId('industry')}
        label={t('company.industry')}
        placeholder={t('company.industryPlaceholder')}
        options={industries.map((value) => ({ value, label: t(`industries.${value}`) }))}
        error={fieldError('industry')}
        {...bindTextField(form, 'industry')}
      />
      {industry === 'other' && (
        <Input
          id={getFieldId('specifyIndustry')}
          label={t('company.specifyIndustry')}
          hint={t('company.specifyIndustryHint')}
          error={fieldError('specifyIndustry')}
          {...bindTextField(form, 'specifyIndustry')}
        />
      )}
      <ChoiceFieldset
        id={getFieldId('employeeCount')}
        legend={t('company.employeeCount')}
        options={employeeBands.map((value) => ({ value, label: t(`company.employeeBands.${value}`) }))}
        value={employeeCount}
        onChange={(value) => form.setValue('employeeCount', value)}
        error={fieldError('employeeCount')}
        layout="column"
        legendStyle="label"
      />
      {isHeadcountAsked({ employeeCount }) && (
        <Input
          id={getFieldId('headcount')}
          label={t('company.headcount')}
          hint={t('company.headcountHint')}
          inputMode="numeric"
          autoComplete="off"
          error={translateMessage(errors.headcount, employeeCount ? employeeBandRanges[employeeCount] : {})}
          {...bindTextField(form, 'headcount')}
        />
      )}
      <Input
        id={getFieldId('email')}
        label={t('company.email')}
        hint={t('company.emailHint')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={fieldError('email')}
        {...bindTextField(form, 'email')}
      />
    </div>
  );
}
