import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

/**
 * Asks once more before something that cannot be undone (deleting, revoking). The confirming button is
 * red, says that the work is under way while it runs, and ignores further presses meanwhile.
 */
export function ConfirmDialog({
  isOpen,
  title,
  description,
  labels,
  isWorking,
  onCancel,
  onConfirm,
  children = null,
}: {
  isOpen: boolean;
  title: string;
  description?: string | undefined;
  labels: { cancel: string; confirm: string; working: string };
  isWorking: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** What the dialog says beside the question, such as why the last attempt failed. */
  children?: ReactNode;
}) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onCancel}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {labels.cancel}
          </Button>
          <Button
            variant="danger"
            aria-disabled={isWorking || undefined}
            className="aria-disabled:cursor-wait aria-disabled:opacity-70"
            onClick={() => {
              if (!isWorking) onConfirm();
            }}
          >
            {isWorking ? labels.working : labels.confirm}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
