import { contactLimits } from '@app/core/contact/limits';
import { useValidationMessage } from '@/lib/use-validation-message';

/** Translates a contact schema's message key with the field's limits ("Minimum length: {{min}} characters"). */
export function useFieldMessage(): (field: string, messageKey: string | undefined) => string | undefined {
  const translate = useValidationMessage();
  return (field, messageKey) =>
    translate(messageKey, field in contactLimits ? contactLimits[field as keyof typeof contactLimits] : {});
}
