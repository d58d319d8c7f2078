import { exampleAssessment } from '@app/core/assessment/example';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { quoteForShell } from '../utils/curl-command';
import { CodeBlock } from './code-block';
import { BulletList, Paragraph } from './doc-section';

// Written like the key it stands for, so readers recognise what to paste; it can never be a real key.
const keyHeader = 'Authorization: Bearer gdprn_...';

function buildAssessmentCall(baseUrl: string): string {
  return [
    `curl -X POST ${quoteForShell(`${baseUrl}/api/v1/assessments`)}`,
    `-H ${quoteForShell(keyHeader)}`,
    `-H 'Content-Type: application/json'`,
    `-H 'Idempotency-Key: <NEW_UUID>'`,
    `-d ${quoteForShell(JSON.stringify(exampleAssessment, null, 2))}`,
  ].join(' \\\n  ');
}

function buildPdfCall(baseUrl: string): string {
  return [
    `curl ${quoteForShell(`${baseUrl}/api/v1/reports/<REPORT_ID>/pdf?lang=bg`)}`,
    `-H ${quoteForShell(keyHeader)}`,
    '-OJ',
  ].join(' \\\n  ');
}

/** Step 4 of the authentication guide: API keys for /api/v1 (Professional and Enterprise). */
export function ApiKeysSteps({ baseUrl, headingClassName }: { baseUrl: string; headingClassName: string }) {
  const { t } = useTranslation('api-docs');
  return (
    <>
      <h3 className={headingClassName}>{t('auth.apiKeysHeading')}</h3>
      <Paragraph text={t('auth.apiKeysIntro')} />
      <Paragraph text={t('auth.apiKeysCreate')} />
      <Link
        to={`${paths.dashboard.getHref()}?tab=apiKeys`}
        className="self-start font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        {t('auth.apiKeysDashboardLink')}
      </Link>
      <Paragraph text={t('auth.apiKeysUse')} />
      <CodeBlock code={keyHeader} label={t('auth.apiKeysUseExample')} />
      <Paragraph text={t('auth.apiKeysAssessment')} />
      <CodeBlock code={buildAssessmentCall(baseUrl)} label={t('auth.apiKeysAssessmentExample')} />
      <Paragraph text={t('auth.apiKeysPdf')} />
      <CodeBlock code={buildPdfCall(baseUrl)} label={t('auth.apiKeysPdfExample')} />
      <BulletList
        items={[
          t('auth.apiKeysOnlyV1'),
          t('auth.apiKeysRateLimit'),
          t('auth.apiKeysPlan'),
          t('auth.apiKeysRevoked'),
        ]}
      />
    </>
  );
}
