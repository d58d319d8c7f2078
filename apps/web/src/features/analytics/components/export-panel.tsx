import {
  type AnalyticsExportFormat,
  type AnalyticsExportQuery,
  type AnalyticsFilters,
  analyticsExportFormats,
} from '@app/core/analytics/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio-group';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { useLanguage } from '@/lib/use-language';
import { useValidationMessage } from '@/lib/use-validation-message';
import { useExportAnalytics } from '../api/export-analytics';
import { exportFormSchema, type RangeValues } from '../utils/custom-range';

type ExportValues = RangeValues & { format: AnalyticsExportFormat };

export type ExportPanelProps = { filters: AnalyticsFilters; canExport: boolean };

/**
 * Export of the figures behind the page: a format and a date range (the filters' range to start with);
 * the other filters apply as they are. Without the plan for it, the way to that plan instead.
 */
export function ExportPanel({ filters, canExport }: ExportPanelProps) {
  const { t } = useTranslation('analytics');
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-6"
      data-testid="analytics-export"
    >
      <h2 id={id} className="text-lg font-bold text-ink">
        {t('export.title')}
      </h2>
      {canExport ? (
        // A new range in the filters starts the form again from it.
        <ExportForm key={`${filters.from ?? ''}|${filters.to ?? ''}`} filters={filters} />
      ) : (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5">
          <h3 className="font-semibold text-brand-900">{t('export.planTitle')}</h3>
          <p className="text-ink">{t('export.planText')}</p>
          <Link to={paths.pricing.getHref()} className={buttonClassName({ variant: 'secondary' })}>
            {t('export.seePlans')}
          </Link>
        </div>
      )}
    </section>
  );
}

function ExportForm({ filters }: { filters: AnalyticsFilters }) {
  const { t } = useTranslation(['analytics', 'validation', 'errors']);
  const translateMessage = useValidationMessage();
  const language = useLanguage();
  const exportFile = useExportAnalytics();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ExportValues, unknown, AnalyticsExportQuery>({
    resolver: zodResolver(exportFormSchema),
    defaultValues: { format: 'csv', from: filters.from ?? '', to: filters.to ?? '' },
  });

  const download = handleSubmit(({ format, from, to }) => {
    if (exportFile.isPending) return;
    const { from: _from, to: _to, ...otherFilters } = filters;
    const range = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
    exportFile.mutate({ format, filters: { ...otherFilters, ...range }, language });
  });

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={download}>
      <p className="text-ink-muted">{t('export.lead')}</p>
      <Controller
        control={control}
        name="format"
        render={({ field }) => (
          <RadioGroup
            legend={t('export.format')}
            isInline
            value={field.value}
            onChange={field.onChange}
            options={analyticsExportFormats.map((value) => ({
              value,
              label: t(`export.formats.${value}`),
              description: t(`export.formatHints.${value}`),
            }))}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          type="date"
          label={t('export.from')}
          error={translateMessage(errors.from?.message)}
          {...register('from')}
        />
        <Input
          type="date"
          label={t('export.to')}
          error={translateMessage(errors.to?.message)}
          {...register('to')}
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button
          type="submit"
          aria-disabled={exportFile.isPending || undefined}
          className="self-start aria-disabled:cursor-wait"
        >
          {exportFile.isPending && <Spinner />}
          {exportFile.isPending ? t('export.downloading') : t('export.download')}
        </Button>
        <p role="status" className="text-sm text-ink-muted" data-testid="export-status">
          {exportFile.isSuccess && t('export.done', { filename: exportFile.data })}
        </p>
      </div>
      {exportFile.isError && (
        <p role="alert" className="font-medium text-danger-700">
          {exportFile.error instanceof ApiError ? exportFile.error.message : t('errors:generic')}
        </p>
      )}
    </form>
  );
}

function Spinner() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-5 shrink-0 animate-spin motion-reduce:animate-none"
    >
      <circle cx="10" cy="10" r="7" fill="none" stroke="currentColor" strokeOpacity="0.3" strokeWidth="2.5" />
      <path
        d="M17 10a7 7 0 0 0-7-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
