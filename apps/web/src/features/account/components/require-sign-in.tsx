import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { type AuthUser, useAuth } from '@/lib/auth';

/** Account screens are for the signed-in user; anyone else signs in first and comes back here. */
export function RequireSignIn({ children }: { children: (user: AuthUser) => ReactNode }) {
  const { t } = useTranslation('account');
  const auth = useAuth();
  const { pathname, search } = useLocation();

  if (auth.status === 'checking') {
    return (
      <p role="status" className="mx-auto max-w-6xl px-4 py-16 text-center text-ink-muted sm:px-6">
        {t('checking')}
      </p>
    );
  }
  if (auth.status === 'signed-out') {
    const next = new URLSearchParams({ next: `${pathname}${search}` });
    return <Navigate to={`${paths.login.getHref()}?${next}`} replace />;
  }
  return children(auth.user);
}
