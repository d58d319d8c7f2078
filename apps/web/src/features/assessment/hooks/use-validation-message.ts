import { fieldLimits } from '@app/core/assessment/company';
import { useTranslation } from 'react-i18next';

type MessageValues = Readonly<Record<string, number>>;

/** The limits the schemas apply to a field, for "Minimum length: {{min}} characters". */
export function getFieldLimits(field: string): MessageValues {
  return field in fieldLimits ? fieldLimits[field as keyof typeof fieldLimits] : {};
}

/** Translates a schema's message key (`validation.minLength`) with its values. */
export function useValidationMessage(): (
  messageKey: string | undefined,
  values?: MessageValues,
) => string | undefined {
  const { t } = useTranslation('validation');
  return (messageKey, values = {}) =>
    messageKey ? t(messageKey.replace('.', ':') as never, values) : undefined;
}
