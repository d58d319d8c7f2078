import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.home.getHref()}
      onClick={onNavigate}
      aria-label={t('nav.homeLink')}
      className="flex shrink-0 items-center gap-2 rounded-lg font-bold text-ink"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="7" className="fill-brand-800" />
        <path d="M16 6l8 3v6c0 5.2-3.4 9.6-8 11-4.6-1.4-8-5.8-8-11V9z" fill="#fff" />
        <path
          d="M12.5 16l2.5 2.5 4.5-5"
          fill="none"
          className="stroke-brand-800"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="text-lg tracking-tight">{t('appName')}</span>
    </Link>
  );
}
