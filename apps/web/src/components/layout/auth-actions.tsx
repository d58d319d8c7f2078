import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { signOut, useAuth } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { Button, buttonClassName } from '../ui/button';

/** Sign In and Sign Up when signed out; the profile link and Sign Out when signed in. */
export function AuthActions({
  isStacked = false,
  onNavigate,
}: {
  isStacked?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const auth = useAuth();
  // While a stored session is being verified, show neither state rather than the wrong one.
  if (auth.status === 'checking') return null;

  if (auth.status === 'signed-out') {
    return (
      <div className={cn('flex gap-2', isStacked ? 'flex-col' : 'items-center')}>
        <Link
          to={paths.login.getHref()}
          onClick={onNavigate}
          className={buttonClassName({ variant: 'ghost', size: 'sm', className: cn(isStacked && 'w-full') })}
        >
          {t('auth.signIn')}
        </Link>
        <Link
          to={paths.signup.getHref()}
          onClick={onNavigate}
          className={buttonClassName({ size: 'sm', className: cn(isStacked && 'w-full') })}
        >
          {t('auth.signUp')}
        </Link>
      </div>
    );
  }

  async function handleSignOut() {
    await signOut();
    toast.success(t('auth.signedOut'));
  }

  return (
    <div className={cn('flex gap-2', isStacked ? 'flex-col' : 'items-center')}>
      <Link
        to={paths.userDashboard.getHref()}
        onClick={onNavigate}
        className={buttonClassName({ variant: 'ghost', size: 'sm', className: cn(isStacked && 'w-full') })}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
          <circle cx="10" cy="7" r="3.2" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path
            d="M3.5 17c1.2-3 3.6-4.5 6.5-4.5s5.3 1.5 6.5 4.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
        </svg>
        <span>{t('auth.profile')}</span>
      </Link>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void handleSignOut()}
        className={cn(isStacked && 'w-full')}
      >
        {t('auth.signOut')}
      </Button>
    </div>
  );
}
