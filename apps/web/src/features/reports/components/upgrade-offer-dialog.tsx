import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { UpgradeHints, UpgradeLinks } from '@/components/upgrade-links';
import { useUpgradePaths } from '@/lib/upgrade-paths';

export type UpgradeReason = 'pdf' | 'docx' | 'email' | 'kit';

/**
 * What a visitor or a free plan gets instead of a document: the honest ways to one, each a link that
 * works here (no purchase without payment configured, no trial the account cannot have). The server
 * refuses the file just the same (403 PLAN_REQUIRED), so this only spares a failed request.
 */
export function UpgradeOfferDialog({
  reason,
  onClose,
}: {
  reason: UpgradeReason | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('reports');
  const { ways, isSignedIn } = useUpgradePaths();
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
          <UpgradeLinks ways={ways} isSignedIn={isSignedIn} isPrimaryLast />
        </>
      }
    >
      <UpgradeHints ways={ways} />
      {!isSignedIn && <p className="mt-3 text-sm text-ink-muted">{t('upgrade.keep')}</p>}
    </Dialog>
  );
}
