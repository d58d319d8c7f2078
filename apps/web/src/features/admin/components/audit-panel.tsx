import type { AdminAuditEntry } from '@app/core/admin/schemas';
import { formatDateTime } from '@app/core/format/dates';
import { isPlanId, planDefinitions } from '@app/core/plans/plans';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import { useAuditLog } from '../api/get-audit-log';
import { Details } from './details';
import { Panel } from './panel';
import { QueryList } from './query-list';

/** Every change made in the admin area: who, what, on which account or e-mail, when, before and after. */
export function AuditPanel() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const log = useAuditLog();
  return (
    <Panel id="admin-audit-title" title={t('audit.title')} lead={t('audit.lead')}>
      <QueryList query={log} label={t('audit.title')} empty={t('audit.empty')}>
        {(entry) => (
          <article aria-label={t(`audit.action.${entry.action}`)} className="flex flex-col gap-2">
            <p className="font-semibold text-ink">{t(`audit.action.${entry.action}`)}</p>
            <Details
              items={[
                {
                  label: t('audit.target'),
                  value: entry.targetEmail ?? t('audit.targetGone', { id: entry.targetId }),
                },
                { label: t('audit.change'), value: <AuditChange entry={entry} /> },
                { label: t('audit.by'), value: entry.actorEmail },
                { label: t('audit.when'), value: formatDateTime(entry.createdAt, language) },
              ]}
            />
          </article>
        )}
      </QueryList>
    </Panel>
  );
}

/** The changed field before and after, in words. */
function AuditChange({ entry }: { entry: AdminAuditEntry }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const planName = (value: unknown) =>
    isPlanId(value) ? planDefinitions[value].name[language] : String(value);
  const proof = (value: unknown) => (value ? t('users.proven') : t('users.notProven'));
  const { before, after } = entry;
  switch (entry.action) {
    case 'user.plan':
      return t('audit.beforeAfter', { before: planName(before?.plan), after: planName(after?.plan) });
    case 'user.emailVerified':
      return t('audit.beforeAfter', {
        before: proof(before?.emailVerified),
        after: proof(after?.emailVerified),
      });
    case 'user.deleted':
      return t('audit.deletedAccount', { plan: planName(before?.plan) });
    case 'email.retried':
      return t('audit.retriedEmail', { count: Number(before?.attempts ?? 0) });
  }
}
