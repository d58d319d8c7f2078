import type common from '../locales/en/common.json';
import type errors from '../locales/en/errors.json';
import type home from '../locales/en/home.json';

/* Typed keys: t('home:hero.title') is checked at compile time. A new namespace is added here too. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common; errors: typeof errors; home: typeof home };
  }
}
