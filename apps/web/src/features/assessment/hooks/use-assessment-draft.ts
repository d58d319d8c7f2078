import type { AssessmentDraft } from '@app/core/reports/schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useAccountDraft } from '../api/get-account-draft';
import {
  createDraft,
  type DraftSource,
  isStoredLocally,
  pickNewerDraft,
  readLocalDraft,
  removeLocalDraft,
  writeLocalDraft,
} from '../utils/draft-storage';
import { createEmptyValues, hasAnyValue, toFormValues } from '../utils/form-values';
import type { StepIndex } from '../utils/steps';
import { useAccountDraftSync } from './use-account-draft-sync';
import type { QuestionnaireForm } from './use-questionnaire-form';

type DraftOptions = {
  form: QuestionnaireForm;
  step: StepIndex;
  setStep: (step: StepIndex) => void;
  /** The browser's draft the form opened with. */
  initialDraft: AssessmentDraft | null;
};

/**
 * Nothing is lost (docs/product-decisions.md, Questionnaire): every change goes to the browser at once and,
 * when signed in, to the account after a short pause. On opening, the newer of the two copies is restored.
 */
export function useAssessmentDraft({ form, step, setStep, initialDraft }: DraftOptions) {
  const { t } = useTranslation(['assessment', 'errors']);
  const auth = useAuth();
  const isSignedIn = auth.status === 'signed-in';
  const sync = useAccountDraftSync(isSignedIn);
  const [restoredFrom, setRestoredFrom] = useState<DraftSource | null>(
    initialDraft && hasAnyValue(initialDraft.values) ? 'local' : null,
  );

  const latest = useRef({ step, isSignedIn });
  latest.current = { step, isSignedIn };
  // The step last written, so restoring or clearing (which set the step themselves) is not saved again.
  const savedStep = useRef(step);

  const persist = useCallback(
    (atStep: StepIndex) => {
      const draft = createDraft(form.getValues(), atStep);
      writeLocalDraft(draft);
      if (latest.current.isSignedIn) sync.schedule(draft);
    },
    [form, sync],
  );

  useEffect(() => {
    // Only changes to a field have a name; a reset (restore, clear) is not a change by the user.
    return form.subscribe((change) => {
      if (change.kind === 'edit') persist(latest.current.step);
    });
  }, [form, persist]);

  useEffect(() => {
    if (savedStep.current === step) return;
    savedStep.current = step;
    persist(step);
  }, [step, persist]);

  useRestoreFromAccount({ isSignedIn, form, sync, savedStep, setStep, onRestored: setRestoredFrom });

  async function saveDraft(): Promise<void> {
    const draft = createDraft(form.getValues(), latest.current.step);
    writeLocalDraft(draft);
    const isKept = isStoredLocally(draft);
    try {
      if (isSignedIn) await sync.saveNow(draft);
      else if (!isKept) throw new Error('The browser refused to store the draft');
      toast.success(t('draft.saved'));
    } catch {
      toast.error(t('errors:saveDraftFailed'));
    }
  }

  async function clearDraft(): Promise<void> {
    removeLocalDraft();
    savedStep.current = 0;
    form.reset(createEmptyValues());
    setStep(0);
    setRestoredFrom(null);
    try {
      if (isSignedIn) await sync.remove();
      else sync.cancel();
      toast.success(t('draft.cleared'));
    } catch {
      toast.error(t('errors:clearDraftFailed'));
    }
  }

  /** After a successful submission the draft has served its purpose. */
  function discardDraft(): void {
    removeLocalDraft();
    if (isSignedIn) sync.remove().catch(() => undefined);
    else sync.cancel();
  }

  return {
    isSignedIn,
    restoredFrom,
    dismissRestored: () => setRestoredFrom(null),
    saveDraft,
    clearDraft,
    discardDraft,
  };
}

type RestoreOptions = {
  isSignedIn: boolean;
  form: QuestionnaireForm;
  sync: ReturnType<typeof useAccountDraftSync>;
  savedStep: { current: StepIndex };
  setStep: (step: StepIndex) => void;
  onRestored: (source: DraftSource) => void;
};

/** Once per visit: the account's draft replaces the browser's when newer, else the account catches up. */
function useRestoreFromAccount({ isSignedIn, form, sync, savedStep, setStep, onRestored }: RestoreOptions) {
  const accountDraft = useAccountDraft({ isEnabled: isSignedIn });
  const isMerged = useRef(false);
  useEffect(() => {
    if (!isSignedIn || !accountDraft.isSuccess || isMerged.current) return;
    isMerged.current = true;
    // Read now, not at opening: the user may have typed while the account's copy was on its way.
    void readLocalDraft().then(
      (localDraft) => {
        const newer = pickNewerDraft(localDraft, accountDraft.data);
        if (!newer || !hasAnyValue(newer.draft.values)) return;
        if (newer.source === 'local') {
          sync.saveNow(newer.draft).catch(() => undefined);
          return;
        }
        writeLocalDraft(newer.draft);
        savedStep.current = newer.draft.step as StepIndex;
        form.reset(toFormValues(newer.draft.values));
        setStep(newer.draft.step as StepIndex);
        onRestored('account');
      },
      () => undefined,
    );
  }, [isSignedIn, accountDraft.isSuccess, accountDraft.data, form, sync, savedStep, setStep, onRestored]);
}
