import { formatDateTime } from '@app/core/format/dates';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import { useContactMessages } from '../api/get-contact-messages';
import { Details } from './details';
import { languageLabel } from './language-label';
import { Panel } from './panel';
import { QueryList } from './query-list';

/** Messages from the contact form and sales enquiries, newest first, to read. */
export function ContactMessagesPanel() {
  const { t } = useTranslation(['admin', 'contact']);
  const language = useLanguage();
  const messages = useContactMessages();
  return (
    <Panel id="admin-contact-title" title={t('contact.title')}>
      <QueryList query={messages} label={t('contact.title')} empty={t('contact.empty')}>
        {(message) => (
          <article aria-label={message.subject} className="flex flex-col gap-2">
            <p className="text-sm font-medium text-brand-800">{t(`contact.kind.${message.kind}`)}</p>
            <h3 className="font-semibold text-ink [overflow-wrap:anywhere]">{message.subject}</h3>
            <Details
              items={[
                { label: t('contact.from'), value: `${message.name} <${message.email}>` },
                ...(message.company ? [{ label: t('contact.company'), value: message.company }] : []),
                ...(message.companySize
                  ? [
                      {
                        label: t('contact.companySize'),
                        value: t(`contact:form.sizes.${message.companySize}`),
                      },
                    ]
                  : []),
                { label: t('contact.language'), value: languageLabel(t, message.language) },
                { label: t('contact.received'), value: formatDateTime(message.createdAt, language) },
              ]}
            />
            <p className="whitespace-pre-line text-ink [overflow-wrap:anywhere]">{message.message}</p>
          </article>
        )}
      </QueryList>
    </Panel>
  );
}
