import { formatDateTime } from '@app/core/format/dates';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import { useEarlyAccessSignUps } from '../api/get-early-access';
import { Details } from './details';
import { languageLabel } from './language-label';
import { Panel } from './panel';
import { QueryList } from './query-list';

/** The early-access list: who signed up, whether they confirmed, and which consent text they agreed to. */
export function EarlyAccessPanel() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const signUps = useEarlyAccessSignUps();
  return (
    <Panel id="admin-early-access-title" title={t('earlyAccess.title')}>
      <QueryList query={signUps} label={t('earlyAccess.title')} empty={t('earlyAccess.empty')}>
        {(signUp) => (
          <article aria-label={signUp.email} className="flex flex-col gap-2">
            <p className="font-semibold text-ink [overflow-wrap:anywhere]">{signUp.email}</p>
            <p className="text-sm font-medium text-brand-800">{t(`earlyAccess.status.${signUp.status}`)}</p>
            <Details
              items={[
                { label: t('earlyAccess.language'), value: languageLabel(t, signUp.language) },
                { label: t('earlyAccess.consented'), value: formatDateTime(signUp.consentedAt, language) },
                { label: t('earlyAccess.consentVersion'), value: signUp.consentTextVersion },
                ...(signUp.confirmedAt
                  ? [
                      {
                        label: t('earlyAccess.confirmed'),
                        value: formatDateTime(signUp.confirmedAt, language),
                      },
                    ]
                  : []),
              ]}
            />
          </article>
        )}
      </QueryList>
    </Panel>
  );
}
