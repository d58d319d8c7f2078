import { describeSupportHours } from '@app/core/contact/support';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';

/** The reply time and support hours, from the same constants the acknowledgement e-mail uses. */
export function SupportHours() {
  const { t } = useTranslation('contact');
  const support = describeSupportHours(useLanguage());
  return (
    <section aria-labelledby="support-hours-title" className="rounded-2xl bg-brand-50 p-6 ring-1 ring-line">
      <h2 id="support-hours-title" className="text-lg font-bold text-ink">
        {t('support.title')}
      </h2>
      <dl className="mt-4 flex flex-col gap-4">
        <div>
          <dt className="flex items-center gap-2 text-sm text-ink-muted">
            <ClockIcon />
            {t('support.replyLabel')}
          </dt>
          <dd className="pl-8 font-semibold text-ink">{t('support.reply', support)}</dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 text-sm text-ink-muted">
            <CalendarIcon />
            {t('support.hoursLabel')}
          </dt>
          <dd className="pl-8 font-semibold text-ink first-letter:uppercase">
            {t('support.hours', support)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

const iconClassName = 'size-6 shrink-0 text-brand-700';

function ClockIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={iconClassName}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" strokeLinecap="round" />
    </svg>
  );
}

function CalendarIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={iconClassName}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" strokeLinecap="round" />
    </svg>
  );
}
