import type pricing from '@app/locales/en/pricing.json';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type PricingContent = typeof pricing;

/** The pricing texts as one typed object (lists of features and questions) in the current language. */
export function usePricingContent(): PricingContent {
  const { i18n } = useTranslation('pricing');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => i18n.getResourceBundle(language, 'pricing') as PricingContent, [i18n, language]);
}
