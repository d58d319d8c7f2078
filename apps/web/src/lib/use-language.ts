import { defaultLanguage, isLanguage, type Language } from '@app/core/errors';
import { useTranslation } from 'react-i18next';

/**
 * The interface language, for a component: it re-renders when the language changes. Code outside React
 * (API calls, event handlers) reads `getLanguage()` from i18n.ts instead.
 */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : defaultLanguage;
}
