import { type RefObject, useEffect, useRef, useState } from 'react';

export type CopyState = 'idle' | 'done' | 'failed';

/**
 * Copies a text to the clipboard. Where the browser refuses (no secure context, permission denied),
 * it selects the text in `fallbackRef` instead, so the reader can copy it with the keyboard. The state
 * returns to idle after `resetAfterMs`.
 */
export function useCopyText(fallbackRef: RefObject<HTMLElement | null>, resetAfterMs = 2500) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy(text: string): Promise<void> {
    clearTimeout(timer.current);
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setState('done');
    } catch {
      selectContents(fallbackRef.current);
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), resetAfterMs);
  }

  return { state, copy };
}

function selectContents(element: HTMLElement | null): void {
  const selection = window.getSelection();
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}
