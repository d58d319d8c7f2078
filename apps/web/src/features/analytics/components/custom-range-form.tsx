import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { checkCustomRange, type RangeErrors } from '../utils/custom-range';
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
  const [from, setFrom] = useState(initial.from ?? '');
  const [to, setTo] = useState(initial.to ?? '');
  const [errors, setErrors] = useState<RangeErrors>({});
  // Message keys of the core schema (validation.invalidDate) name this screen's `validation` namespace.
  const message = (key: string | undefined) => (key ? t(key.replace('.', ':') as never) : undefined);

  return (
    <form
      noValidate
      className="grid items-start gap-4 sm:grid-cols-[1fr_1fr_auto]"
      onSubmit={(event) => {
        event.preventDefault();
        const result = checkCustomRange(from, to);
        setErrors(result.isValid ? {} : result.errors);
        if (result.isValid) onApply(result.range);
      }}
    >
      <Input
        type="date"
        label={t('filters.from')}
        value={from}
        onChange={(event) => setFrom(event.target.value)}
        error={message(errors.from)}
      />
      <Input
        type="date"
        label={t('filters.to')}
        value={to}
        onChange={(event) => setTo(event.target.value)}
        error={message(errors.to)}
      />
      <Button type="submit" className="sm:mt-7">
        {t('filters.apply')}
      </Button>
    </form>
  );
}
