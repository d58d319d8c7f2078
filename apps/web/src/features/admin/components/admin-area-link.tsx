import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { AuthUser } from '@/lib/auth';

/** The way into /admin, on an administrator's account dashboard (the header's menu is not the place). */
export function AdminAreaLink({ user }: { user: AuthUser }) {
  const { t } = useTranslation('account');
  if (user.role !== 'admin') return null;
  return (
    <p className="flex flex-col gap-1 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <span className="text-ink">{t('adminArea.text')}</span>
      <Link to={paths.admin.getHref()} className="font-semibold text-brand-700 underline underline-offset-4">
        {t('adminArea.link')}
      </Link>
    </p>
  );
}
