import { authLimits, authMessageKeys } from '@app/core/auth/message-keys';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-error';

/*
 * An auth failure shows the server's text, else the screen's default ('Login failed', ...). The network
 * messages are kept too: "check your connection" helps more than "failed".
 */
export function getFailureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'HTTP_ERROR' || error.code === 'BAD_RESPONSE') return fallback;
  return error.message || fallback;
}

// The limits some messages name ("at most {{max}} characters").
const messageValues: Readonly<Record<string, Record<string, number>>> = {
  [authMessageKeys.nameTooLong]: { max: authLimits.nameMax },
  [authMessageKeys.passwordTooLong]: { max: authLimits.passwordMax },
};

/**
 * Schemas give message keys such as `auth.validation.nameRequired`; i18next wants
 * `auth:validation.nameRequired`. Returns a translator for a field's error.
 */
export function useMessageTranslator(): (messageKey: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (messageKey) =>
    messageKey ? t(messageKey.replace('.', ':') as never, messageValues[messageKey] ?? {}) : undefined;
}
