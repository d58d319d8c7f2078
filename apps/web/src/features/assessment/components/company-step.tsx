import { employeeBandRanges, employeeBands, industries } from '@app/core/assessment/company';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useValidationMessage } from '@/lib/use-validation-message';
import { getFieldId } from '../utils/field-ids';
import { getFieldLimits } from '../utils/field-limits';
import type { AssessmentFormValues } from '../utils/form-values';
import { isHeadcountAsked } from '../utils/step-validation';
import type { CompanyField } from '../utils/steps';
import { ChoiceFieldset } from './choice-fieldset';

/** Step 1: who the assessment is for. */
export function CompanyStep({ form }: { form: UseFormReturn<AssessmentFormValues> }) {
  const { t } = useTranslation('assessment');
  const translateMessage = useValidationMessage('validation');
  const { register, control, formState } = form;
  const industry = useWatch({ control, name: 'industry' });
  const employeeCount = useWatch({ control, name: 'employeeCount' });
  const fieldError = (field: CompanyField) =>
    translateMessage(formState.errors[field]?.message, getFieldLimits(field));

  return (
    <div className="flex flex-col gap-5">
      <Input
        id={getFieldId('companyName')}
        label={t('company.companyName')}
        autoComplete="organization"
        error={fieldError('companyName')}
        {...register('companyName')}
      />
      <Select
        id={getFieldId('industry')}
        label={t('company.industry')}
        placeholder={t('company.industryPlaceholder')}
        options={industries.map((value) => ({ value, label: t(`industries.${value}`) }))}
        error={fieldError('industry')}
        {...register('industry')}
      />
      {industry === 'other' && (
        <Input
          id={getFieldId('specifyIndustry')}
          label={t('company.specifyIndustry')}
          hint={t('company.specifyIndustryHint')}
          error={fieldError('specifyIndustry')}
          {...register('specifyIndustry')}
        />
      )}
      <Controller
        control={control}
        name="employeeCount"
        render={({ field }) => (
          <ChoiceFieldset
            id={getFieldId('employeeCount')}
            legend={t('company.employeeCount')}
            options={employeeBands.map((value) => ({ value, label: t(`company.employeeBands.${value}`) }))}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldError('employeeCount')}
            layout="column"
            legendStyle="label"
          />
        )}
      />
      {isHeadcountAsked({ employeeCount }) && (
        <Input
          id={getFieldId('headcount')}
          label={t('company.headcount')}
          hint={t('company.headcountHint')}
          inputMode="numeric"
          autoComplete="off"
          error={translateMessage(
            formState.errors.headcount?.message,
            employeeCount ? employeeBandRanges[employeeCount] : {},
          )}
          {...register('headcount')}
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
        {...register('email')}
      />
    </div>
  );
}
