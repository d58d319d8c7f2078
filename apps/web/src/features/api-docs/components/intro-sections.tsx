import { useTranslation } from 'react-i18next';
import { quoteForShell, tokenPlaceholder } from '../utils/curl-command';
import { ApiKeysSteps } from './api-keys-steps';
import { CodeBlock } from './code-block';
import { BulletList, DocSection, Paragraph } from './doc-section';

export const introSectionIds = { start: 'getting-started', auth: 'authentication' } as const;

const linkClassName = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

function postJson(baseUrl: string, path: string, body: unknown): string {
  return [
    `curl -X POST ${quoteForShell(`${baseUrl}${path}`)}`,
    `-H 'Content-Type: application/json'`,
    `-d ${quoteForShell(JSON.stringify(body, null, 2))}`,
  ].join(' \\\n  ');
}

/** Base URL, JSON, language, and where the raw document is. */
export function GettingStartedSection({
  baseUrl,
  rawDocumentUrl,
}: {
  baseUrl: string;
  rawDocumentUrl: string;
}) {
  const { t } = useTranslation('api-docs');
  return (
    <DocSection id={introSectionIds.start} heading={t('intro.heading')}>
      {baseUrl && <CodeBlock code={baseUrl} label={t('intro.baseUrlLabel')} />}
      <Paragraph text={t('intro.baseUrl')} />
      <Paragraph text={t('intro.json')} />
      <Paragraph text={t('intro.language')} />
      <Paragraph text={t('intro.documentLanguage')} />
      <p>
        {t('intro.rawDocument')}{' '}
        <a href={rawDocumentUrl} className={`${linkClassName} [overflow-wrap:anywhere]`}>
          {t('intro.rawLink')}
        </a>
      </p>
    </DocSection>
  );
}

/**
 * How authentication works: sign in, send the access token, refresh it (apps/api/src/modules/auth); and
 * API keys for /api/v1 (apps/api/src/modules/api-keys).
 */
export function AuthenticationSection({ baseUrl }: { baseUrl: string }) {
  const { t } = useTranslation('api-docs');
  const stepHeading = 'mt-2 text-xl font-semibold text-ink';
  return (
    <DocSection id={introSectionIds.auth} heading={t('auth.heading')}>
      <Paragraph text={t('auth.intro')} />
      <h3 className={stepHeading}>{t('auth.signInHeading')}</h3>
      <Paragraph text={t('auth.signIn')} />
      <CodeBlock
        code={postJson(baseUrl, '/api/auth/login', { email: 'name@example.com', password: '<PASSWORD>' })}
        label={t('auth.signInExample')}
      />
      <h3 className={stepHeading}>{t('auth.useHeading')}</h3>
      <Paragraph text={t('auth.use')} />
      <CodeBlock code={`Authorization: Bearer ${tokenPlaceholder}`} label={t('auth.useExample')} />
      <Paragraph text={t('auth.lifetime')} />
      <Paragraph text={t('auth.optional')} />
      <h3 className={stepHeading}>{t('auth.refreshHeading')}</h3>
      <Paragraph text={t('auth.refresh')} />
      <CodeBlock
        code={postJson(baseUrl, '/api/auth/refresh', { refreshToken: '<REFRESH_TOKEN>' })}
        label={t('auth.refreshExample')}
      />
      <Paragraph text={t('auth.rotation')} />
      <Paragraph text={t('auth.refreshLifetime')} />
      <ApiKeysSteps baseUrl={baseUrl} headingClassName={stepHeading} />
      <h3 className={stepHeading}>{t('auth.notesHeading')}</h3>
      <BulletList items={[t('auth.secret'), t('auth.social'), t('auth.apiKeys')]} />
    </DocSection>
  );
}
