import { useEffect, useRef } from 'react';
import { useIsHydrated } from '../prerender';

// Someone who leaves a form open overnight and comes back is a person: restart the clock when they do,
// because the server drops forms older than a day as replayed requests.
const RESTART_AFTER_MS = 60 * 60_000;

/**
 * The bot check's times for a public form (@app/core/contact/bot-check): when it was shown and when it
 * is sent, both by this browser's clock. Put `onFocus` on the form; call `read()` when sending.
 */
export function useFormTiming() {
  const shownAt = useRef<number | null>(null);
  // A pre-rendered form was on screen from the page's start, and may have been filled in before the app
  // hydrated it (src/prerender/boot.ts holds the press meanwhile).
  const isHydrating = useRef(!useIsHydrated()).current;
  // After mount: the build's pre-render renders the form too, and has no visitor to time.
  useEffect(() => {
    shownAt.current ??= isHydrating ? Math.round(performance.timeOrigin) : Date.now();
  }, [isHydrating]);
  return {
    onFocus: () => {
      if (shownAt.current === null || Date.now() - shownAt.current > RESTART_AFTER_MS) {
        shownAt.current = Date.now();
      }
    },
    read: () => ({ formShownAt: shownAt.current ?? Date.now(), formSentAt: Date.now() }),
    restart: () => {
      shownAt.current = Date.now();
    },
  };
}
