import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  isPending: boolean;
  failure: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a change to the team that cannot be undone with one click (remove, transfer, leave). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation('teams');
  return (
    <Dialog
      isOpen={props.isOpen}
      onClose={props.onClose}
      title={props.title}
      description={props.text}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            {t('confirm.cancel')}
          </Button>
          <Button
            variant="danger"
            aria-disabled={props.isPending || undefined}
            className="aria-disabled:cursor-wait aria-disabled:opacity-70"
            onClick={() => {
              if (!props.isPending) props.onConfirm();
            }}
          >
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      {props.failure ? <Alert>{props.failure}</Alert> : null}
    </Dialog>
  );
}
