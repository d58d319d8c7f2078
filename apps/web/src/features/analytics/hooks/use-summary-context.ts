import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import type { SummaryContext } from '../utils/summaries';

/** What the summaries need: the analytics texts and the language to format numbers and dates in. */
export function useSummaryContext(): SummaryContext {
  const { t } = useTranslation('analytics');
  return { t, language: useLanguage() };
}
