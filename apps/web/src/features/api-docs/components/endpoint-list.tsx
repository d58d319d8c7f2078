import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClassName } from '@/components/ui/field';
import type { ApiDocs, ApiTagGroup } from '../utils/api-model';
import { InlineMarkup } from './inline-markup';
import { OperationSection } from './operation-section';

export const endpointsSectionId = 'endpoints';

type EndpointListProps = {
  docs: ApiDocs;
  groups: readonly ApiTagGroup[];
  query: string;
  onQueryChange: (query: string) => void;
  groupName: (group: ApiTagGroup) => string;
  baseUrl: string;
};

/** The filter and every endpoint, grouped by tag in the document's order. */
export function EndpointList({ docs, groups, query, onQueryChange, groupName, baseUrl }: EndpointListProps) {
  const { t } = useTranslation('api-docs');
  const inputId = useId();
  const total = docs.groups.reduce((sum, group) => sum + group.operations.length, 0);
  const shown = groups.reduce((sum, group) => sum + group.operations.length, 0);
  return (
    <section aria-labelledby={endpointsSectionId} className="flex flex-col gap-6">
      <h2
        id={endpointsSectionId}
        className="scroll-mt-24 text-2xl font-bold tracking-tight text-ink hyphens-none sm:text-[1.75rem]"
      >
        {t('endpoints.heading')}
      </h2>
      <search className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-ink">
          {t('endpoints.filterLabel')}
        </label>
        <p id={`${inputId}-hint`} className="text-sm text-ink-muted">
          {t('endpoints.filterHint')}
        </p>
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          aria-describedby={`${inputId}-hint ${inputId}-count`}
          autoComplete="off"
          spellCheck={false}
          className={controlClassName}
        />
        <p id={`${inputId}-count`} role="status" className="text-sm text-ink-muted">
          {shown === 0
            ? t('endpoints.none', { query: query.trim() })
            : t('endpoints.count', { count: shown, total })}
        </p>
      </search>
      {groups.map((group) => (
        <section key={group.anchor} aria-labelledby={group.anchor} className="flex flex-col gap-4">
          <div>
            <h2 id={group.anchor} className="scroll-mt-24 text-xl font-bold text-ink sm:text-2xl">
              {groupName(group)}
            </h2>
            {group.description && (
              <p className="mt-1 text-ink-muted">
                <InlineMarkup text={group.description} />
              </p>
            )}
          </div>
          {group.operations.map((operation) => (
            <OperationSection
              key={operation.anchor}
              document={docs.document}
              operation={operation}
              baseUrl={baseUrl}
            />
          ))}
        </section>
      ))}
    </section>
  );
}
