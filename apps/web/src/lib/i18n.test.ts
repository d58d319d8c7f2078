import { languageCookieName } from '@app/core/prerender';
import { describe, expect, it } from 'vitest';
import { changeLanguage, detectLanguage, i18n, initI18n } from './i18n';
import { storageKeys } from './storage';

describe('language detection', () => {
  it('prefers the stored choice', () => {
    expect(detectLanguage('en', ['bg-BG'])).toBe('en');
  });

  it('falls back to the first supported browser language', () => {
    expect(detectLanguage(null, ['de-DE', 'en-GB', 'bg'])).toBe('en');
    expect(detectLanguage('fr', ['BG-bg'])).toBe('bg');
  });

  it('falls back to Bulgarian', () => {
    expect(detectLanguage(null, ['de-DE', 'fr'])).toBe('bg');
    expect(detectLanguage(null, [])).toBe('bg');
  });
});

describe('i18n', () => {
  it('starts with the shell namespaces, sets <html lang> and stores a change', async () => {
    await initI18n('bg');
    expect(document.documentElement.lang).toBe('bg');
    expect(i18n.t('nav.pricing')).toBe('Цени');
    expect(i18n.t('errors:notFound')).toBe('Страницата не е намерена.');

    await changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('nav.pricing')).toBe('Pricing');
    expect(window.localStorage.getItem(storageKeys.language)).toBe('en');
    // The server reads the cookie to send the next page already in English.
    expect(document.cookie).toContain(`${languageCookieName}=en`);
  });
});
