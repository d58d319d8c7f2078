import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button';
import { usePageMeta } from '@/lib/page-meta';
import { useLanguage } from '@/lib/use-language';
import { useScrollToHash } from '@/lib/use-scroll-to-hash';
import { useApiDocs } from '../api/get-api-docs';
import { useApiBaseUrl } from '../hooks/use-api-base-url';
import { type ApiTagGroup, untaggedGroup } from '../utils/api-model';
import { filterOperations } from '../utils/filter-operations';
import { FoldedToc, SideToc, type TocSection } from './docs-toc';
import { ErrorsSection, errorSectionIds, RateLimitsSection } from './errors-sections';
import { AuthenticationSection, GettingStartedSection, introSectionIds } from './intro-sections';
import { LazyEndpointList } from './lazy-endpoint-list';

/**
 * /api-docs: the introduction (base URL, authentication, errors, rate limits) renders at once from the
 * translations; the endpoints follow from the server's OpenAPI document, in the same language.
 */
export function ApiDocsPage({ path }: { path: string }) {
  const { t } = useTranslation('api-docs');
  usePageMeta({ title: t('meta.title'), description: t('meta.description'), path });
  const language = useLanguage();
  const docs = useApiDocs();
  const [query, setQuery] = useState('');
  const baseUrl = useApiBaseUrl();
  const groups = useMemo(
    () => (docs.data ? filterOperations(docs.data.groups, query) : []),
    [docs.data, query],
  );
  const groupName = (group: ApiTagGroup) =>
    group.name === untaggedGroup ? t('endpoints.untagged') : group.name;
  useScrollToHash(docs.isSuccess);

  const sections: TocSection[] = [
    { id: introSectionIds.start, heading: t('intro.heading') },
    { id: introSectionIds.auth, heading: t('auth.heading') },
    { id: errorSectionIds.errors, heading: t('errors.heading') },
    { id: errorSectionIds.rateLimits, heading: t('rateLimits.heading') },
  ];
  const tocProps = { sections, groups, groupName };
  const openapiVersion = typeof docs.data?.document.openapi === 'string' ? docs.data.document.openapi : '';

  return (
    <article>
      {/* Slides under the sticky header, which is transparent until the page scrolls (as on the home page). */}
      <header className="-mt-16 bg-gradient-to-b from-brand-100 via-brand-50 to-surface pt-16">
        <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-12 sm:px-6 sm:py-16">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink hyphens-none sm:text-5xl">
            {t('title')}
          </h1>
          <p className="max-w-[70ch] text-lg text-ink-muted sm:text-xl">{t('lead')}</p>
          {docs.data && (
            <p className="text-sm font-medium text-ink-muted">
              {t('versionLine', { version: docs.data.version, openapi: openapiVersion })}
            </p>
          )}
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-12">
        <aside className="hidden lg:block">
          <SideToc {...tocProps} />
        </aside>
        <div className="flex min-w-0 flex-col gap-12 text-[1.0625rem] leading-relaxed text-ink">
          <div className="lg:hidden">
            <FoldedToc {...tocProps} />
          </div>
          <div className="flex max-w-[75ch] flex-col gap-12">
            <GettingStartedSection
              baseUrl={baseUrl}
              rawDocumentUrl={`${baseUrl}/api/openapi.json?lang=${language}`}
            />
            <AuthenticationSection baseUrl={baseUrl} />
            <ErrorsSection />
            <RateLimitsSection />
          </div>
          {docs.isPending && (
            <p role="status" className="flex items-center gap-3 text-ink-muted">
              <span
                aria-hidden="true"
                className="size-5 animate-spin rounded-full border-2 border-brand-700 border-t-transparent motion-reduce:animate-none"
              />
              {t('loading')}
            </p>
          )}
          {docs.isError && (
            <div
              role="alert"
              className="flex flex-col items-start gap-3 rounded-xl border border-danger-700/30 bg-danger-50 p-5"
            >
              <p className="font-medium text-danger-700">{t('loadFailed')}</p>
              <button
                type="button"
                onClick={() => void docs.refetch()}
                className={buttonClassName({ variant: 'secondary' })}
              >
                {t('tryAgain')}
              </button>
            </div>
          )}
          {docs.data && (
            <LazyEndpointList
              docs={docs.data}
              groups={groups}
              query={query}
              onQueryChange={setQuery}
              groupName={groupName}
              baseUrl={baseUrl}
            />
          )}
        </div>
      </div>
    </article>
  );
}
