import type { Language } from '@app/core/errors';
import { useSyncExternalStore } from 'react';
import { getLanguage, i18n } from './i18n';

function subscribeToLanguage(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/**
 * The interface language, for a component: it re-renders when the language changes (i18next announces
 * it once the new language's texts are loaded). Code outside React (API calls, event handlers) reads
 * `getLanguage()` instead. Read from i18next itself rather than through react-i18next's `useTranslation`:
 * the layout uses it, and through it react-i18next's hook moved into a chunk of its own that every page
 * loaded, about 1 kB gzip more on each (the 150 kB budget: docs/product-decisions.md, Performance budgets).
 */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeToLanguage, getLanguage, getLanguage);
}
