import { type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { type SubmitPhase, submitPhases } from '../hooks/use-submit-assessment';

type GeneratingStatusProps = {
  phase: SubmitPhase;
  isWaitingForNetwork: boolean;
  focusRef: RefObject<HTMLDivElement | null>;
};

/**
 * The submission's progress, one mark per real phase (checked here, analysed by the server, report
 * prepared): the bar moves when the work does, not on a timer.
 */
export function GeneratingStatus({ phase, isWaitingForNetwork, focusRef }: GeneratingStatusProps) {
  const { t } = useTranslation('assessment');
  const current = submitPhases.indexOf(phase);
  useEffect(() => {
    focusRef.current?.focus();
  }, [focusRef]);

  return (
    <div
      ref={focusRef}
      tabIndex={-1}
      className="flex flex-col gap-4 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5"
    >
      <p className="font-semibold text-ink">{t('submit.title')}</p>
      <div
        role="progressbar"
        aria-label={t('submit.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={submitPhases.length}
        aria-valuenow={current + 1}
        aria-valuetext={t(`submit.phases.${phase}`)}
        className="h-2.5 overflow-hidden rounded-full bg-brand-100"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width] duration-500 motion-reduce:transition-none"
          style={{ width: `${((current + 1) / submitPhases.length) * 100}%` }}
        />
      </div>
      <ol className="flex flex-col gap-2">
        {submitPhases.map((name, index) => (
          <li
            key={name}
            aria-current={index === current ? 'step' : undefined}
            className={cn(
              'flex items-center gap-2 text-sm',
              index <= current ? 'font-medium text-ink' : 'text-ink-muted',
            )}
          >
            <PhaseMark state={index < current ? 'done' : index === current ? 'current' : 'waiting'} />
            {t(`submit.phases.${name}`)}
          </li>
        ))}
      </ol>
      {isWaitingForNetwork && (
        <p className="rounded-lg border border-warning-800/30 bg-warning-50 p-3 text-sm text-ink">
          {t('submit.offline')}
        </p>
      )}
    </div>
  );
}

function PhaseMark({ state }: { state: 'done' | 'current' | 'waiting' }) {
  if (state === 'current') {
    return (
      <span
        aria-hidden="true"
        className="size-4 shrink-0 animate-spin rounded-full border-2 border-brand-700 border-t-transparent motion-reduce:animate-none"
      />
    );
  }
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0">
      {state === 'done' ? (
        <path
          d="M4.5 10.5l3.5 3.5 7.5-8"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          className="text-success-700"
        />
      ) : (
        <circle
          cx="10"
          cy="10"
          r="6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          className="text-control"
        />
      )}
    </svg>
  );
}
