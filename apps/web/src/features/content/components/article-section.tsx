import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { keepUnitsTogether } from '../utils/keep-units-together';
import type { ArticleSection as Section } from './article-types';

/**
 * One numbered part of a guide: heading with its anchor, text, list, `details` that belong to the text
 * (such as the legal pages' controller), the provisions it rests on, then `children` (links, buttons).
 */
export function ArticleSection({
  section,
  details,
  children,
}: {
  section: Section;
  details?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={section.id} className="flex flex-col gap-4">
      <h2
        id={section.id}
        className="scroll-mt-24 text-2xl font-bold tracking-tight text-ink hyphens-none sm:text-[1.75rem]"
      >
        {section.heading}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{keepUnitsTogether(paragraph)}</p>
      ))}
      {section.items && section.items.length > 0 && (
        <ul className="flex list-disc flex-col gap-2 pl-6 marker:text-brand-600">
          {section.items.map((item) => (
            <li key={item} className="pl-1">
              {keepUnitsTogether(item)}
            </li>
          ))}
        </ul>
      )}
      {details}
      {section.sources && section.sources.length > 0 && (
        <p className="text-sm text-ink-muted">
          <span className="font-semibold">{t('content.sources')}</span>{' '}
          {keepUnitsTogether(section.sources.join('; '))}
        </p>
      )}
      {children}
    </section>
  );
}
