import { supportedLanguages } from '@app/core/errors';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../../lib/account-language';
import { cn } from '../../lib/cn';
import { useLanguage } from '../../lib/use-language';

/** The interface language; for a signed-in user, the account's too (lib/account-language.ts). */
export function LanguageSelector() {
  const { t } = useTranslation();
  const current = useLanguage();
  return (
    <fieldset className="inline-flex rounded-lg border border-line bg-surface p-0.5">
      <legend className="sr-only">{t('language.label')}</legend>
      {supportedLanguages.map((language) => {
        const isCurrent = language === current;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={isCurrent}
            onClick={() => void chooseLanguage(language)}
            className={cn(
              'min-h-9 min-w-10 rounded-md px-2 text-sm font-semibold transition-colors',
              isCurrent ? 'bg-brand-800 text-white' : 'text-ink hover:bg-brand-50',
            )}
          >
            <span aria-hidden="true">{t(`language.short.${language}`)}</span>
            <span className="sr-only">{t(`language.name.${language}`)}</span>
          </button>
        );
      })}
    </fieldset>
  );
}
