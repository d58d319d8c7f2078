import { useTranslation } from 'react-i18next';

/** Shown only while the first screen's chunk loads. */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid min-h-dvh place-items-center">
      <span className="sr-only">{t('loading')}</span>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-3 border-brand-700 border-t-transparent motion-reduce:animate-none"
      />
    </div>
  );
}
