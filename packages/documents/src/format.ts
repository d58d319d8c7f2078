import type { Language } from '@app/core/errors';
import { formatGdprArticle } from '@app/core/i18n/gdpr-article';

// Dates and numbers come from the core's format module, as on screen (docs/architecture.md, Dates and
// numbers); what is left here is the legal citation only the documents write.

/**
 * The articles of a finding as lawyers cite them, naming the regulation once at the end:
 * "чл. 6, пар. 1; чл. 7 от ОРЗД" / "Art. 6(1); Art. 7 GDPR".
 */
export function formatArticles(articles: readonly string[], language: Language): string {
  const suffix = language === 'bg' ? ' от ОРЗД' : ' GDPR';
  return articles
    .map((article, index) => {
      const formatted = formatGdprArticle(article, language);
      const isLast = index === articles.length - 1;
      return !isLast && formatted.endsWith(suffix) ? formatted.slice(0, -suffix.length) : formatted;
    })
    .join('; ');
}
