import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';

const items = ['history', 'riskFactors', 'roadmap', 'benchmark'] as const;

/** A visitor learns what the page would show them, and how to get there; no empty charts. */
export function VisitorIntro() {
  const { t } = useTranslation('analytics');
  // Back here after signing in or signing up.
  const next = `?${new URLSearchParams({ next: paths.analytics.getHref() })}`;
  return (
    <section
      aria-labelledby="analytics-visitor"
      className="flex flex-col gap-5 rounded-2xl border border-line bg-surface-muted p-5 sm:p-8"
    >
      <p id="analytics-visitor" className="max-w-[70ch] text-lg text-ink">
        {t('visitor.lead')}
      </p>
      <ul className="flex max-w-[70ch] list-disc flex-col gap-2 pl-6 text-ink marker:text-brand-700">
        {items.map((item) => (
          <li key={item}>{t(`visitor.items.${item}`)}</li>
        ))}
      </ul>
      <p className="max-w-[70ch] text-ink-muted">{t('visitor.privacy')}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Link to={`${paths.login.getHref()}${next}`} className={buttonClassName()}>
          {t('visitor.signIn')}
        </Link>
        <Link to={`${paths.signup.getHref()}${next}`} className={buttonClassName({ variant: 'secondary' })}>
          {t('visitor.signUp')}
        </Link>
      </div>
      <p className="text-sm text-ink-muted">{t('visitor.noAccount')}</p>
    </section>
  );
}
