import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { type StepIndex, stepNames } from '../utils/steps';

/** "Step 2 of 4" with the four steps named; the current one carries aria-current="step". */
export function StepProgress({ step }: { step: StepIndex }) {
  const { t } = useTranslation('assessment');
  const name = (index: number) => t(`steps.names.${stepNames[index] ?? 'company'}`);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-medium text-ink-muted">
        {t('steps.progress', { current: step + 1, total: stepNames.length })}
        <span aria-hidden="true" className="sm:hidden">
          {' · '}
          {name(step)}
        </span>
      </p>
      <ol aria-label={t('steps.label')} className="grid grid-cols-4 gap-1.5 sm:gap-3">
        {stepNames.map((stepName, index) => {
          const isCurrent = index === step;
          const isDone = index < step;
          return (
            <li
              key={stepName}
              aria-current={isCurrent ? 'step' : undefined}
              className="flex min-w-0 flex-col gap-2"
            >
              <span
                aria-hidden="true"
                className={cn('h-1.5 rounded-full', isDone || isCurrent ? 'bg-brand-700' : 'bg-line')}
              />
              <span
                className={cn(
                  'sr-only text-sm leading-snug sm:not-sr-only',
                  isCurrent ? 'font-semibold text-brand-800' : 'text-ink-muted',
                )}
              >
                <span aria-hidden="true">{index + 1}. </span>
                {name(index)}
                {isDone && <span className="sr-only"> ({t('steps.done')})</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
