import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { lastStep, type StepIndex } from '../utils/steps';

type FormActionsProps = {
  step: StepIndex;
  isSignedIn: boolean;
  onPrevious: () => void;
  onSaveDraft: () => void;
  onClearDraft: () => void;
};

/** Next (or Generate report) submits the form, so Enter in a field moves on as well. */
export function FormActions({ step, isSignedIn, onPrevious, onSaveDraft, onClearDraft }: FormActionsProps) {
  const { t } = useTranslation('assessment');
  return (
    <div className="flex flex-col gap-4 border-t border-line pt-5">
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {step > 0 ? (
          <Button variant="secondary" onClick={onPrevious}>
            <span aria-hidden="true">←</span>
            {t('actions.previous')}
          </Button>
        ) : (
          <span className="hidden sm:block" />
        )}
        <Button type="submit" size={step === lastStep ? 'lg' : 'md'}>
          {step === lastStep ? t('actions.generate') : t('actions.next')}
          {step < lastStep && <span aria-hidden="true">→</span>}
        </Button>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <p className="text-sm text-ink-muted sm:mr-auto">
          {isSignedIn ? t('draft.autosaveAccount') : t('draft.autosave')}
        </p>
        <div className="flex flex-wrap gap-2 sm:shrink-0">
          <Button variant="secondary" size="sm" onClick={onSaveDraft}>
            {t('actions.saveDraft')}
          </Button>
          <Button variant="secondary" size="sm" onClick={onClearDraft}>
            {t('actions.clearDraft')}
          </Button>
        </div>
      </div>
    </div>
  );
}
