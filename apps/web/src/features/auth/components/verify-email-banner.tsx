import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { getFailureMessage } from '@/lib/api-error';
import type { AuthUser } from '@/lib/auth';
import { useResendVerification } from '../api/resend-verification';

/** An unverified account can sign in, but is asked to confirm its address (and can get a new link). */
export function VerifyEmailBanner({ user }: { user: AuthUser }) {
  const { t } = useTranslation(['account', 'errors']);
  const resend = useResendVerification();
  if (user.emailVerified) return null;
  return (
    <section
      aria-labelledby="verify-email-title"
      className="flex flex-col gap-3 rounded-xl border border-warning-800/30 bg-warning-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex flex-col gap-1">
        <h2 id="verify-email-title" className="font-semibold text-warning-800">
          {t('verifyBanner.title')}
        </h2>
        <p className="text-sm text-ink [overflow-wrap:anywhere]">
          {t('verifyBanner.text', { email: user.email })}
        </p>
        <p role="status" className="text-sm font-medium text-ink">
          {resend.isSuccess && resend.data}
          {resend.isError && getFailureMessage(resend.error, t('errors:generic'))}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="shrink-0"
        aria-disabled={resend.isPending || undefined}
        onClick={() => {
          if (!resend.isPending) resend.mutate();
        }}
      >
        {resend.isPending ? t('verifyBanner.resending') : t('verifyBanner.resend')}
      </Button>
    </section>
  );
}
