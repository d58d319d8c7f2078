import { useTranslation } from 'react-i18next';

/*
 * Which e-mails the account gets. Today every one is either needed for the account or asked for by the
 * user, so there is nothing to switch off; an optional e-mail (news, reminders) would get its own
 * consent switch here before it is ever sent.
 */
export function NotificationsSection() {
  const { t } = useTranslation('account');
  return (
    <section aria-labelledby="notifications-title" className="flex flex-col gap-3">
      <h2 id="notifications-title" className="text-xl font-bold text-ink">
        {t('notifications.title')}
      </h2>
      <p className="max-w-2xl text-ink-muted">{t('notifications.intro')}</p>
      <ul className="flex max-w-2xl list-disc flex-col gap-2 pl-5 text-ink">
        <li>{t('notifications.account')}</li>
        <li>{t('notifications.reports')}</li>
        <li>{t('notifications.noMarketing')}</li>
      </ul>
    </section>
  );
}
