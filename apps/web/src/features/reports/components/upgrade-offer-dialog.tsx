import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

export type UpgradeReason = 'pdf' | 'docx' | 'email';

/**
 * What a visitor or a free plan gets instead of a document: the honest way to one. The server refuses
 * the file just the same (403 PLAN_REQUIRED), so this only spares a failed request.
 */
export function UpgradeOfferDialog({
  reason,
  onClose,
}: {
  reason: UpgradeReason | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('reports');
  const auth = useAuth();
  const isSignedIn = auth.status === 'signed-in';
  const signupHref = `${paths.signup.getHref()}?${new URLSearchParams({ next: paths.dashboard.getHref() })}`;
  return (
    <Dialog
      isOpen={reason !== null}
      onClose={onClose}
      title={t(`upgrade.title.${reason ?? 'pdf'}`)}
      description={t(isSignedIn ? 'upgrade.textSignedIn' : 'upgrade.textVisitor')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('upgrade.notNow')}
          </Button>
          <Link to={paths.pricing.getHref()} className={buttonClassName({ variant: 'secondary' })}>
            {t('upgrade.payPerReport')}
          </Link>
          {isSignedIn ? (
            <Link to={paths.pricing.getHref()} className={buttonClassName()}>
              {t('upgrade.startTrial')}
            </Link>
          ) : (
            <Link to={signupHref} className={buttonClassName()}>
              {t('upgrade.signUp')}
            </Link>
          )}
        </>
      }
    >
      <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm text-ink">
        <li>{t('upgrade.points.trial')}</li>
        <li>{t('upgrade.points.payPerReport')}</li>
        {!isSignedIn && <li>{t('upgrade.points.keep')}</li>}
      </ul>
    </Dialog>
  );
}
