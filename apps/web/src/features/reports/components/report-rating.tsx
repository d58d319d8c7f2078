import type { RatingFormValues } from '@app/core/reports/rating-schemas';
import { ratingConsentVersion, ratingValues } from '@app/core/reports/ratings';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { RadioGroup } from '@/components/ui/radio-group';
import { ApiError } from '@/lib/api-error';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useValidationMessage } from '@/lib/use-validation-message';
import { type RatingAccess, useRateReport, useReportRating, useWithdrawRating } from '../api/report-rating';
import { useLocalReportList } from '../hooks/use-local-report-list';
import type { ReportSource } from '../hooks/use-report-selection';

const ratingResolver = lazyZodResolver<RatingFormValues, { rating: string; consent: true }>(() =>
  import('@app/core/reports/rating-schemas').then((schemas) => schemas.ratingFormSchema as never),
);

/**
 * "How useful was this report?" under a finished report: optional, once per report, stored only with the
 * consent the checkbox gives (docs/product-decisions.md, Marketing claims). Shown only to whoever may rate
 * it: the signed-in reader, or the visitor holding its claim token; for anyone else the server says 404
 * and nothing is shown.
 */
export function ReportRating({ reportId, source }: { reportId: string; source: ReportSource }) {
  const { t } = useTranslation('report-rating');
  // A report of this browser is the visitor's to rate through the claim token kept beside it.
  const localReports = useLocalReportList();
  const claimToken =
    source === 'local' ? localReports?.find((entry) => entry.report.id === reportId)?.claimToken : undefined;
  const access: RatingAccess = { reportId, claimToken };
  // A report of this browser without its token (an older copy) cannot be shown to be the visitor's.
  const canAsk = source === 'server' || claimToken !== undefined;
  const rating = useReportRating(access, { isEnabled: canAsk });
  const withdraw = useWithdrawRating();
  const [notice, setNotice] = useState<'thanks' | 'withdrawn' | null>(null);
  if (!canAsk || rating.isPending || rating.isError) return null;
  return (
    <section
      aria-labelledby="rating-title"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-8"
    >
      <div className="flex flex-col gap-1">
        <h2 id="rating-title" className="text-2xl font-bold tracking-tight text-ink">
          {t('title')}
        </h2>
        {!rating.data && <p className="text-ink-muted">{t('lead')}</p>}
      </div>
      {rating.data ? (
        <div className="flex flex-col items-start gap-3">
          <p role="status" className="text-ink">
            {t(notice === 'thanks' ? 'thanks' : 'rated', { value: rating.data.value })}
          </p>
          {withdraw.isError && <Alert>{t('withdrawFailed')}</Alert>}
          <Button
            variant="secondary"
            size="sm"
            aria-disabled={withdraw.isPending || undefined}
            className="aria-disabled:cursor-wait aria-disabled:opacity-70"
            onClick={() => {
              if (!withdraw.isPending) withdraw.mutate(access, { onSuccess: () => setNotice('withdrawn') });
            }}
          >
            {withdraw.isPending ? t('withdrawing') : t('withdraw')}
          </Button>
        </div>
      ) : (
        <>
          {notice === 'withdrawn' && <Alert kind="success">{t('withdrawn')}</Alert>}
          <RatingForm access={access} onRated={() => setNotice('thanks')} />
        </>
      )}
    </section>
  );
}

function RatingForm({ access, onRated }: { access: RatingAccess; onRated: () => void }) {
  const { t } = useTranslation('report-rating');
  const translateMessage = useValidationMessage();
  const rate = useRateReport();
  const { control, register, handleSubmit, formState } = useForm<
    RatingFormValues,
    unknown,
    { rating: string; consent: true }
  >({
    resolver: ratingResolver.resolver,
    defaultValues: { rating: '', consent: false },
  });
  const failure = rate.isError && (rate.error instanceof ApiError ? rate.error.message : t('failed'));

  const submit = handleSubmit(({ rating }) => {
    if (rate.isPending) return;
    rate.mutate(
      { access, input: { rating: Number(rating), consent: true, consentVersion: ratingConsentVersion } },
      { onSuccess: onRated },
    );
  });

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submit} onFocus={ratingResolver.preload}>
      {failure && <Alert>{failure}</Alert>}
      <Controller
        control={control}
        name="rating"
        render={({ field, fieldState }) => (
          <RadioGroup<string>
            legend={t('scaleLabel')}
            name={field.name}
            options={ratingValues.map((value) => ({
              value: String(value),
              label: t(`options.${value}`),
            }))}
            value={field.value || null}
            onChange={field.onChange}
            error={translateMessage(fieldState.error?.message)}
            isInline
          />
        )}
      />
      <Checkbox
        label={t(`consentTexts.${ratingConsentVersion}`)}
        error={translateMessage(formState.errors.consent?.message)}
        {...register('consent')}
      />
      <Button
        type="submit"
        variant="secondary"
        aria-disabled={rate.isPending || undefined}
        className="self-start aria-disabled:cursor-wait aria-disabled:opacity-70"
      >
        {rate.isPending ? t('sending') : t('submit')}
      </Button>
    </form>
  );
}
