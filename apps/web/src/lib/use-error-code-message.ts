import { type ErrorCode, errorCatalogue } from '@app/core/errors';
import { useTranslation } from 'react-i18next';
import type { Namespace } from './i18n';

/*
 * A code's message is in `errors` (loaded at start-up) or in `api-errors` (the messages only the server
 * answers, loaded by the screens that name a code themselves); i18next looks in each in turn.
 */
const errorCodeNamespaces = ['errors', 'api-errors'] as const satisfies readonly Namespace[];

/** The message of one of the API's error codes, in the current language (packages/core/src/errors.ts). */
export function useErrorCodeMessage(): (code: ErrorCode) => string {
  const { t } = useTranslation(errorCodeNamespaces);
  // The typed keys name one namespace each; this key is in one of the two, which the types cannot say.
  return (code) => t(errorCatalogue[code].messageKey as never, { ns: errorCodeNamespaces });
}
