import { riskLevels } from '@app/core/analysis/risk-level';
import type { AnalyticsFilters } from '@app/core/analytics/schemas';
import { employeeBands, industries } from '@app/core/assessment/company';
import { formatDate } from '@app/core/format/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useLanguage } from '@/lib/use-language';
import { type RangePreset, rangePresets } from '../utils/date-range';
import { type AnalyticsView, isFiltered } from '../utils/filters';
import { CustomRangeForm } from './custom-range-form';

type RangeChoice = RangePreset | 'custom';

/**
 * The four filters: time range, industry, company size, risk level. They combine, and each change is applied
 * at once (and written to the address); custom dates wait for their button, since a half-typed date is not a
 * range yet.
 */
export function FiltersPanel({
  view,
  filters,
  onChange,
  onReset,
  isUpdating,
}: {
  view: AnalyticsView;
  filters: AnalyticsFilters;
  onChange: (view: AnalyticsView) => void;
  onReset: () => void;
  isUpdating: boolean;
}) {
  const { t } = useTranslation(['analytics', 'assessment', 'reports']);
  const language = useLanguage();
  // "Custom dates" chosen but not applied yet: open while the range stays as it was, so a reset from
  // elsewhere (the empty state's button) closes it too.
  const rangeKey = JSON.stringify(view.range);
  const [customPendingFor, setCustomPendingFor] = useState<string | null>(null);
  const isCustomOpen = view.range.preset === 'custom' || customPendingFor === rangeKey;
  const choice: RangeChoice = isCustomOpen ? 'custom' : view.range.preset;
  const any = { value: '', label: t('filters.any') };

  function chooseRange(value: string) {
    if (value === 'custom') {
      setCustomPendingFor(rangeKey);
      return;
    }
    setCustomPendingFor(null);
    const preset = rangePresets.find((item) => item === value) ?? 'allTime';
    onChange({ ...view, range: { preset } });
  }

  return (
    <section
      aria-labelledby="analytics-filters"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface-muted p-4 sm:p-5"
    >
      <h2 id="analytics-filters" className="text-lg font-bold text-ink">
        {t('filters.title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Select
          label={t('filters.range')}
          value={choice}
          onChange={(event) => chooseRange(event.target.value)}
          options={[...rangePresets, 'custom' as const].map((value) => ({
            value,
            label: t(`filters.presets.${value}`),
          }))}
        />
        <Select
          label={t('filters.industry')}
          value={view.industry ?? ''}
          onChange={(event) =>
            onChange({ ...view, industry: industries.find((i) => i === event.target.value) })
          }
          options={[
            any,
            ...industries.map((value) => ({ value, label: t(`assessment:industries.${value}`) })),
          ]}
        />
        <Select
          label={t('filters.size')}
          value={view.size ?? ''}
          onChange={(event) =>
            onChange({ ...view, size: employeeBands.find((b) => b === event.target.value) })
          }
          options={[
            any,
            ...employeeBands.map((value) => ({
              value,
              label: t(`assessment:company.employeeBands.${value}`),
            })),
          ]}
        />
        <Select
          label={t('filters.risk')}
          value={view.risk ?? ''}
          onChange={(event) => onChange({ ...view, risk: riskLevels.find((r) => r === event.target.value) })}
          options={[any, ...riskLevels.map((value) => ({ value, label: t(`reports:riskLevels.${value}`) }))]}
        />
      </div>
      {isCustomOpen && (
        <CustomRangeForm
          key={`${filters.from ?? ''}|${filters.to ?? ''}`}
          initial={filters}
          onApply={(range) => onChange({ ...view, range: { preset: 'custom', ...range } })}
        />
      )}
      <div className="flex flex-col gap-3 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p role="status" className="text-sm text-ink-muted" data-testid="analytics-range">
          {isUpdating ? t('states.updating') : t('filters.showing', { range: describeRange(filters) })}
        </p>
        <Button
          variant="secondary"
          size="sm"
          className="self-start sm:self-auto"
          disabled={!isFiltered(view) && !isCustomOpen}
          onClick={() => {
            setCustomPendingFor(null);
            onReset();
          }}
        >
          {t('filters.reset')}
        </Button>
      </div>
    </section>
  );

  function describeRange({ from, to }: AnalyticsFilters): string {
    const day = (date: string) => formatDate(date, language);
    if (from && to) return t('filters.rangeBetween', { from: day(from), to: day(to) });
    if (from) return t('filters.rangeFrom', { from: day(from) });
    if (to) return t('filters.rangeTo', { to: day(to) });
    return t('filters.rangeAll');
  }
}
