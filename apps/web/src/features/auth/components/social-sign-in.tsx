import type { OAuthProviderId } from '@app/core/auth/oauth';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button';
import { getOAuthStartUrl, useProviders } from '../api/get-providers';

const providerIcons: Record<OAuthProviderId, ReactNode> = {
  google: (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-5">
      <path
        fill="#FFC107"
        d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 13 4 4 13 4 24s9 20 20 20 20-9 20-20c0-1.3-.1-2.6-.4-3.9z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.1H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z"
      />
    </svg>
  ),
  facebook: (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path
        fill="#1877F2"
        d="M24 12.07C24 5.4 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.79-4.69 4.53-4.69 1.31 0 2.69.23 2.69.23v2.97h-1.52c-1.49 0-1.96.93-1.96 1.89v2.26h3.33l-.53 3.49h-2.8V24C19.61 23.1 24 18.1 24 12.07z"
      />
    </svg>
  ),
  apple: (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <path d="M12.15 6.9c-.95 0-2.42-1.08-3.96-1.04-2.04.03-3.91 1.18-4.96 3.01-2.12 3.68-.55 9.1 1.52 12.09 1.01 1.45 2.2 3.09 3.79 3.04 1.52-.07 2.09-.99 3.93-.99 1.83 0 2.35.99 3.96.95 1.64-.03 2.68-1.48 3.68-2.95 1.16-1.69 1.64-3.33 1.66-3.42-.04-.01-3.18-1.22-3.22-4.86-.03-3.04 2.48-4.49 2.6-4.56-1.43-2.09-3.62-2.32-4.39-2.38-2-.15-3.68 1.09-4.61 1.09zm3.38-3.07c.84-1.01 1.4-2.43 1.25-3.83-1.21.05-2.66.8-3.53 1.82-.78.9-1.45 2.34-1.27 3.71 1.34.1 2.71-.69 3.55-1.7z" />
    </svg>
  ),
};

/**
 * Google, Facebook and Apple, each only when the server is configured for it (it says which). Links,
 * not buttons: social sign-in leaves the app for the provider's own pages.
 */
export function SocialSignIn() {
  const { t } = useTranslation('login');
  const { data: providers = [] } = useProviders();
  if (providers.length === 0) return null;
  return (
    <div className="flex flex-col gap-5">
      <ul aria-label={t('social.label')} className="flex flex-col gap-2">
        {providers.map((provider) => (
          <li key={provider}>
            <a
              href={getOAuthStartUrl(provider)}
              className={buttonClassName({ variant: 'ghost', className: 'w-full border border-line' })}
            >
              {providerIcons[provider]}
              <span>{t(`social.${provider}`)}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="flex items-center gap-3 text-sm text-ink-muted">
        <span aria-hidden="true" className="h-px flex-1 bg-line" />
        {t('social.or')}
        <span aria-hidden="true" className="h-px flex-1 bg-line" />
      </p>
    </div>
  );
}
