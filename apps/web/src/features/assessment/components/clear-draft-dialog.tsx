import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

type ClearDraftDialogProps = {
  isOpen: boolean;
  isSignedIn: boolean;
  onClose: () => void;
  onConfirm: () => void;
};

export function ClearDraftDialog({ isOpen, isSignedIn, onClose, onConfirm }: ClearDraftDialogProps) {
  const { t } = useTranslation('assessment');
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('draft.confirmTitle')}
      description={isSignedIn ? t('draft.confirmTextAccount') : t('draft.confirmText')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('draft.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm}>
            {t('draft.confirm')}
          </Button>
        </>
      }
    >
      {null}
    </Dialog>
  );
}
