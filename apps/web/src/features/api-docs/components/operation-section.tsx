import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { ApiOperation, AuthNeed } from '../utils/api-model';
import { buildCurlCommand, isApiKeyBearer } from '../utils/curl-command';
import type { JsonObject } from '../utils/resolve-ref';
import { buildSchemaTree } from '../utils/schema-tree';
import { BreakableText } from './breakable-text';
import { CodeBlock } from './code-block';
import { InlineMarkup } from './inline-markup';
import { MethodLabel } from './method-label';
import { ResponseList } from './response-list';
import { SchemaRow, SchemaView } from './schema-tree-view';

const authClassNames: Record<AuthNeed, string> = {
  required: 'bg-warning-50 text-warning-800 ring-warning-800/30',
  optional: 'bg-brand-50 text-brand-800 ring-brand-300',
  none: 'bg-surface-muted text-ink-muted ring-line',
};
const authKeys = { required: 'authRequired', optional: 'authOptional', none: 'authNone' } as const;

function Subheading({ children }: { children: string }) {
  return <h4 className="mt-5 mb-1.5 text-sm font-semibold tracking-wide text-ink uppercase">{children}</h4>;
}

/** One endpoint: what it does, whether it needs a token, what it takes, what it answers, how to call it. */
export function OperationSection({
  document,
  operation,
  baseUrl,
}: {
  document: JsonObject;
  operation: ApiOperation;
  baseUrl: string;
}) {
  const { t } = useTranslation('api-docs');
  const curl = useMemo(() => buildCurlCommand(document, operation, baseUrl), [document, operation, baseUrl]);
  const body = operation.requestBody;
  const titleId = `${operation.anchor}-title`;
  return (
    <section
      id={operation.anchor}
      aria-labelledby={titleId}
      className="scroll-mt-24 rounded-xl border border-line bg-surface p-4 shadow-xs sm:p-6"
    >
      <h3 id={titleId} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-lg font-semibold text-ink">
        <MethodLabel method={operation.method} />{' '}
        <code className="min-w-0 font-mono text-base sm:text-lg">
          <BreakableText text={operation.path} />
        </code>
      </h3>
      <div className="mt-3 flex flex-wrap gap-2">
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
            authClassNames[operation.auth],
          )}
        >
          {operation.auth === 'required' && isApiKeyBearer(operation.securitySchemes[0])
            ? t('operation.authApiKey')
            : t(`operation.${authKeys[operation.auth]}`)}
        </span>
        {operation.isDeprecated && (
          <span className="rounded-full bg-danger-50 px-2.5 py-0.5 text-xs font-semibold text-danger-700">
            {t('operation.deprecated')}
          </span>
        )}
      </div>
      {operation.summary && (
        <p className="mt-3 font-medium text-ink" data-testid="operation-summary">
          <InlineMarkup text={operation.summary} />
        </p>
      )}
      {operation.description && (
        <p className="mt-2 text-sm leading-relaxed text-ink-muted">
          <InlineMarkup text={operation.description} />
        </p>
      )}

      {operation.parameters.length > 0 && (
        <>
          <Subheading>{t('operation.parameters')}</Subheading>
          <ul className="flex flex-col divide-y divide-line">
            {operation.parameters.map((parameter) => {
              const node = buildSchemaTree(document, parameter.schema, {
                name: parameter.name,
                isRequired: parameter.isRequired,
              });
              const location = (
                <span className="text-xs text-ink-muted">{t(`operation.in.${parameter.location}`)}</span>
              );
              return (
                <SchemaRow
                  key={`${parameter.location}:${parameter.name}`}
                  node={{ ...node, description: parameter.description ?? node.description }}
                  extra={location}
                />
              );
            })}
          </ul>
        </>
      )}

      {body && (
        <>
          <Subheading>{t('operation.requestBody')}</Subheading>
          {body.content.map((content) => (
            <div key={content.mediaType}>
              <p className="font-mono text-xs text-ink-muted">
                {t(body.isRequired ? 'operation.bodyRequired' : 'operation.bodyOptional', {
                  mediaType: content.mediaType,
                })}
              </p>
              {content.schema && <SchemaView document={document} schema={content.schema} />}
            </div>
          ))}
        </>
      )}

      <Subheading>{t('operation.responses')}</Subheading>
      <ResponseList document={document} responses={operation.responses} />

      <Subheading>{t('operation.example')}</Subheading>
      <CodeBlock
        code={curl}
        label={t('operation.exampleLabel', { method: operation.method.toUpperCase(), path: operation.path })}
      />
    </section>
  );
}
