import { type RefObject, useCallback, useEffect, useRef } from 'react';

// The same presses boot.ts holds for the whole page before it is hydrated.
const pressable = 'button, [role="button"], input[type="checkbox"], input[type="radio"]';

type Held = { kind: 'click'; element: HTMLElement } | { kind: 'submit'; form: HTMLFormElement };

/**
 * The questionnaire's code is its own chunk, so a pre-rendered page can be hydrated before it arrives;
 * until the questionnaire is hydrated too, React does not handle its events. A press inside `container`
 * is held meanwhile and replayed when the returned `markReady` is called, so a tap is not lost and the
 * browser never sends the form itself (as a GET, with what was typed in the address). The effect runs
 * before the app's (a parent's), so the presses boot.ts releases then are held here in turn.
 */
export function useHoldPresses(container: RefObject<HTMLElement | null>): () => void {
  const state = useRef<{ isReady: boolean; replay?: () => void }>({ isReady: false });

  useEffect(() => {
    const current = state.current;
    if (current.isReady) return;
    const held: Held[] = [];
    const isInside = (node: Element) => container.current?.contains(node) ?? false;
    const holdClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const element = target?.closest<HTMLElement>(pressable);
      if (!element || !isInside(element) || element.closest('a[href]')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held.push({ kind: 'click', element });
    };
    const holdSubmit = (event: SubmitEvent) => {
      if (!(event.target instanceof HTMLFormElement) || !isInside(event.target)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held.push({ kind: 'submit', form: event.target });
    };
    const release = () => {
      document.removeEventListener('click', holdClick, true);
      document.removeEventListener('submit', holdSubmit, true);
    };
    document.addEventListener('click', holdClick, true);
    document.addEventListener('submit', holdSubmit, true);
    current.replay = () => {
      release();
      for (const action of held.splice(0)) {
        if (action.kind === 'click' && action.element.isConnected) action.element.click();
        if (action.kind === 'submit' && action.form.isConnected) action.form.requestSubmit();
      }
    };
    return () => {
      current.replay = undefined;
      release();
    };
  }, [container]);

  return useCallback(() => {
    const current = state.current;
    current.isReady = true;
    current.replay?.();
    current.replay = undefined;
  }, []);
}
