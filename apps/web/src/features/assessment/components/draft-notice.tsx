import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { DraftSource } from '../utils/draft-storage';

type DraftNoticeProps = { source: DraftSource; onClear: () => void; onDismiss: () => void };

/** Says that earlier answers are back, with a way to start afresh. */
export function DraftNotice({ source, onClear, onDismiss }: DraftNoticeProps) {
  const { t } = useTranslation('assessment');
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-xl border border-success-700/30 bg-success-50 px-4 py-3 sm:flex-row sm:items-center"
    >
      <p className="text-sm text-success-700">
        <strong className="font-semibold">{t('draft.restored')}.</strong>{' '}
        {source === 'account' ? t('draft.restoredFromAccount') : t('draft.restoredText')}
      </p>
      <div className="flex gap-2 sm:ml-auto sm:shrink-0">
        <Button variant="secondary" size="sm" onClick={onClear}>
          {t('draft.clear')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          {t('draft.dismiss')}
        </Button>
      </div>
    </div>
  );
}
