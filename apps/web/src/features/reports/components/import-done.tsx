import { useTranslation } from 'react-i18next';

/**
 * Where the import offer was, once its reports are in the account: the success stays in sight until the
 * page changes, where the toast (which announces it) is gone in two seconds.
 */
export function ImportDone({ count }: { count: number }) {
  const { t } = useTranslation('report-import');
  return (
    <p
      className="rounded-xl border border-success-700/30 bg-success-50 px-4 py-3 font-medium text-success-700 sm:px-5"
      data-testid="import-done"
    >
      {t('done', { count })}
    </p>
  );
}
