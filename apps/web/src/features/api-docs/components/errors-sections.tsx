import { type ErrorCode, errorCatalogue } from '@app/core/errors';
import { useTranslation } from 'react-i18next';
import { useErrorCodeMessage } from '@/lib/use-error-code-message';
import { BreakableText } from './breakable-text';
import { CodeBlock } from './code-block';
import { BulletList, DocSection, Paragraph } from './doc-section';

export const errorSectionIds = { errors: 'errors', rateLimits: 'rate-limits' } as const;

const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

/** The one error shape, and every code the API can send (packages/core/src/errors.ts), with its status. */
export function ErrorsSection() {
  const { t } = useTranslation(['api-docs', 'errors']);
  const errorMessage = useErrorCodeMessage();
  const example = JSON.stringify(
    { success: false, error: { code: 'UNAUTHORIZED', message: t('errors:unauthorized') } },
    null,
    2,
  );
  const cell = 'border-b border-line px-3 py-2 align-top';
  return (
    <DocSection id={errorSectionIds.errors} heading={t('api-docs:errors.heading')}>
      <Paragraph text={t('api-docs:errors.intro')} />
      <CodeBlock code={example} label={t('api-docs:errors.example')} />
      <Paragraph text={t('api-docs:errors.issues')} />
      <Paragraph text={t('api-docs:errors.language')} />
      <div className="rounded-lg border border-line">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="px-3 py-2 text-left font-semibold text-ink">
            {t('api-docs:errors.tableCaption')}
          </caption>
          <thead className="bg-surface-muted">
            <tr>
              <th scope="col" className={cell}>
                {t('api-docs:errors.code')}
              </th>
              <th scope="col" className={cell}>
                {t('api-docs:errors.status')}
              </th>
              <th scope="col" className={cell}>
                {t('api-docs:errors.message')}
              </th>
            </tr>
          </thead>
          <tbody>
            {errorCodes.map((code) => (
              <tr key={code}>
                <th scope="row" className={`${cell} font-normal`}>
                  <code className="font-mono text-xs font-semibold text-ink sm:whitespace-nowrap">
                    <BreakableText text={code} />
                  </code>
                </th>
                <td className={`${cell} font-mono`}>{errorCatalogue[code].status}</td>
                <td className={`${cell} text-ink-muted`}>{errorMessage(code)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DocSection>
  );
}

export function RateLimitsSection() {
  const { t } = useTranslation('api-docs');
  return (
    <DocSection id={errorSectionIds.rateLimits} heading={t('rateLimits.heading')}>
      <Paragraph text={t('rateLimits.intro')} />
      <BulletList
        items={[
          t('rateLimits.global'),
          t('rateLimits.perCaller'),
          t('rateLimits.perKey'),
          t('rateLimits.accounts'),
        ]}
      />
      <Paragraph text={t('rateLimits.advice')} />
    </DocSection>
  );
}
