import type { AssessmentDraft } from '@app/core/reports/schemas';
import { useEffect, useMemo, useRef } from 'react';
import { deleteAccountDraft } from '../api/delete-account-draft';
import { saveAccountDraft } from '../api/save-account-draft';

/** Typing sends at most one draft to the account per pause of this length. */
export const accountDraftDebounceMs = 2000;

/**
 * Saves and deletes of the account's draft, one at a time and in order, so a slow save can never land
 * after a later delete. Changes are debounced; what is still waiting is sent when the form closes.
 */
export function useAccountDraftSync(isSignedIn: boolean) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<AssessmentDraft | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const sync = useMemo(() => {
    function enqueue<T>(task: () => Promise<T>): Promise<T> {
      const run = queue.current.then(task, task);
      queue.current = run.catch(() => undefined);
      return run;
    }
    function cancel(): void {
      clearTimeout(timer.current);
      timer.current = undefined;
      pending.current = null;
    }
    function flush(): void {
      const draft = pending.current;
      cancel();
      // An automatic save that fails is not reported: the browser still holds the draft, and the next
      // change or visit sends it again.
      if (draft) enqueue(() => saveAccountDraft(draft)).catch(() => undefined);
    }
    return {
      cancel,
      flush,
      schedule(draft: AssessmentDraft): void {
        pending.current = draft;
        clearTimeout(timer.current);
        timer.current = setTimeout(flush, accountDraftDebounceMs);
      },
      saveNow(draft: AssessmentDraft): Promise<AssessmentDraft | null> {
        cancel();
        return enqueue(() => saveAccountDraft(draft));
      },
      remove(): Promise<void> {
        cancel();
        return enqueue(() => deleteAccountDraft());
      },
    };
  }, []);

  useEffect(() => {
    if (!isSignedIn) sync.cancel();
  }, [isSignedIn, sync]);
  useEffect(() => () => sync.flush(), [sync]);

  return sync;
}
