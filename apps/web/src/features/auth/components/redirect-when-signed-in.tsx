import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { getSafeNextPath } from '../utils/safe-next-path';

/** The `next` path of this page's address, if it is one of ours. */
export function useNextPath(): string | null {
  const [searchParams] = useSearchParams();
  return getSafeNextPath(searchParams.get('next'));
}

/**
 * Sign-in and sign-up screens are for signed-out visitors. Once signed in (just now, or already) the
 * user goes where they came from (`?next=`), else to the dashboard.
 */
export function RedirectWhenSignedIn({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const nextPath = useNextPath();
  if (auth.status === 'signed-in') return <Navigate to={nextPath ?? paths.dashboard.getHref()} replace />;
  return children;
}
