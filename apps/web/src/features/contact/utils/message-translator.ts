import { contactLimits } from '@app/core/contact/limits';
import { useTranslation } from 'react-i18next';

/*
 * The schemas give keys such as `validation.minLength`; i18next wants `validation:minLength`, with the
 * field's limits for "Minimum length: {{min}} characters".
 */
export function useFieldMessage(): (field: string, messageKey: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (field, messageKey) => {
    if (!messageKey) return undefined;
    const limits = field in contactLimits ? contactLimits[field as keyof typeof contactLimits] : {};
    return t(messageKey.replace('.', ':') as never, limits);
  };
}
