import type { CustomTypeOptions } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type Resources = CustomTypeOptions['resources'];

/** The content pages' namespaces: whole documents (lists of sections) rather than single strings. */
export type ContentNamespace =
  | 'what-is-gdpr'
  | 'gdpr-guide'
  | 'compliance-tips'
  | 'features'
  | 'industries'
  | 'about'
  | 'security'
  | 'privacy'
  | 'terms'
  | 'cookies';

/**
 * A content namespace as one typed object in the current language. The route loaded it before the
 * screen renders, and i18next loads it for a new language before it announces the change.
 */
export function useNamespaceContent<N extends ContentNamespace>(namespace: N): Resources[N] {
  const { i18n } = useTranslation(namespace);
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(
    () => i18n.getResourceBundle(language, namespace) as Resources[N],
    [i18n, language, namespace],
  );
}
