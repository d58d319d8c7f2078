import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useValidationMessage } from '@/lib/use-validation-message';
import { customRangeSchema, type RangeValues } from '../utils/custom-range';
import type { DateRange } from '../utils/date-range';

/** Two dates checked with the API's schema before they become the range; either may stay empty. */
export function CustomRangeForm({
  initial,
  onApply,
}: {
  initial: DateRange;
  onApply: (range: DateRange) => void;
}) {
  const { t } = useTranslation(['analytics', 'validation']);
  const translateMessage = useValidationMessage();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RangeValues, unknown, DateRange>({
    resolver: zodResolver(customRangeSchema),
    defaultValues: { from: initial.from ?? '', to: initial.to ?? '' },
  });

  return (
    <form
      noValidate
      className="grid items-start gap-4 sm:grid-cols-[1fr_1fr_auto]"
      onSubmit={handleSubmit(({ from, to }) => onApply({ ...(from ? { from } : {}), ...(to ? { to } : {}) }))}
    >
      <Input
        type="date"
        label={t('filters.from')}
        error={translateMessage(errors.from?.message)}
        {...register('from')}
      />
      <Input
        type="date"
        label={t('filters.to')}
        error={translateMessage(errors.to?.message)}
        {...register('to')}
      />
      <Button type="submit" className="sm:mt-7">
        {t('filters.apply')}
      </Button>
    </form>
  );
}
