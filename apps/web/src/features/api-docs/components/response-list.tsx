import { type SyntheticEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { ApiResponse } from '../utils/api-model';
import type { JsonObject } from '../utils/resolve-ref';
import { InlineMarkup } from './inline-markup';
import { SchemaView } from './schema-tree-view';

function statusClassName(status: string): string {
  if (status.startsWith('2')) return 'bg-success-50 text-success-700 ring-success-700/30';
  if (status.startsWith('3')) return 'bg-brand-50 text-brand-800 ring-brand-300';
  return 'bg-danger-50 text-danger-700 ring-danger-700/30';
}

/** One status code, folded; its schema is built only once opened (some answers are large). */
function ResponseItem({ document, response }: { document: JsonObject; response: ApiResponse }) {
  const { t } = useTranslation('api-docs');
  const [isOpen, setIsOpen] = useState(false);
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => setIsOpen(event.currentTarget.open);
  return (
    <details onToggle={onToggle} className="group rounded-lg border border-line">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-3 px-3 py-2 [&::-webkit-details-marker]:hidden">
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4 shrink-0 text-ink-muted transition-transform group-open:rotate-90"
        >
          <path d="M7 5l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span
          className={cn(
            'rounded px-2 py-0.5 font-mono text-sm font-bold ring-1 ring-inset',
            statusClassName(response.status),
          )}
        >
          {response.status}
        </span>
        <span className="min-w-0 text-sm text-ink [overflow-wrap:anywhere]">
          {response.description && <InlineMarkup text={response.description} />}
        </span>
      </summary>
      {isOpen && (
        <div className="border-t border-line px-3 pb-2">
          {response.content.length === 0 && (
            <p className="py-2.5 text-sm text-ink-muted">{t('operation.noBody')}</p>
          )}
          {response.content.map((content) => (
            <div key={content.mediaType} className="pt-2">
              <p className="font-mono text-xs text-ink-muted">{content.mediaType}</p>
              {content.schema && <SchemaView document={document} schema={content.schema} />}
            </div>
          ))}
        </div>
      )}
    </details>
  );
}

export function ResponseList({
  document,
  responses,
}: {
  document: JsonObject;
  responses: readonly ApiResponse[];
}) {
  return (
    <div className="flex flex-col gap-2">
      {responses.map((response) => (
        <ResponseItem key={response.status} document={document} response={response} />
      ))}
    </div>
  );
}
