import { useTranslation } from 'react-i18next';

/** A padlock: on a button whose feature the user's plan does not include (it opens the upgrade offer). */
export function PaidFeatureIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0" data-testid="paid-feature-icon">
      <rect
        x="4.5"
        y="9"
        width="11"
        height="8"
        rx="1.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
      />
      <path d="M7 9V6.5a3 3 0 0 1 6 0V9" fill="none" stroke="currentColor" strokeWidth="1.7" />
    </svg>
  );
}

/** Said before the download and e-mail buttons when the plan does not include them, not after. */
export function ExportNotIncluded() {
  const { t } = useTranslation('reports');
  return (
    <p className="flex items-start gap-2 rounded-lg bg-surface-muted px-3 py-2 text-sm text-ink-muted">
      <PaidFeatureIcon />
      <span>{t('report.exportNotIncluded')}</span>
    </p>
  );
}
