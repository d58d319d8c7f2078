import { authLimits, authMessageKeys } from '@app/core/auth/message-keys';
import { useValidationMessage } from '@/lib/use-validation-message';

// The limits some messages name ("at most {{max}} characters").
const messageValues: Readonly<Record<string, Record<string, number>>> = {
  [authMessageKeys.nameTooLong]: { max: authLimits.nameMax },
  [authMessageKeys.passwordTooLong]: { max: authLimits.passwordMax },
};

/** Translates an auth schema's message key (`auth.validation.nameRequired`) with the limit it names. */
export function useMessageTranslator(): (messageKey: string | undefined) => string | undefined {
  const translate = useValidationMessage();
  return (messageKey) => translate(messageKey, messageKey ? messageValues[messageKey] : undefined);
}
