import { useTranslation } from 'react-i18next';
import type { SummaryContext } from '../utils/summaries';
import { useLanguage } from './use-language';

/** What the summaries need: the analytics texts and the language to format numbers and dates in. */
export function useSummaryContext(): SummaryContext {
  const { t } = useTranslation('analytics');
  return { t, language: useLanguage() };
}
