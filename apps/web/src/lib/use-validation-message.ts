import { useTranslation } from 'react-i18next';
import type { Namespace } from './i18n';

export type MessageValues = Readonly<Record<string, number>>;

/**
 * Translates a core schema's message key (`validation.minLength`, `auth.validation.nameRequired`): i18next
 * wants `validation:minLength`. `values` fill the message's limits ("at least {{min}} characters"). The
 * route loads the namespaces its forms need; a screen whose route does not load `validation` names it
 * here, and it loads with the screen.
 */
export function useValidationMessage(
  namespace?: Namespace,
): (messageKey: string | undefined, values?: MessageValues) => string | undefined {
  const { t } = useTranslation(namespace);
  return (messageKey, values = {}) =>
    messageKey ? t(messageKey.replace('.', ':') as never, values) : undefined;
}
