import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  acceptAllConsent,
  type ConsentChoices,
  rejectAllConsent,
  saveConsent,
  subscribeToConsentSettingsRequests,
} from '@/lib/consent';
import { toast } from '@/lib/toast';
import { useConsent } from '@/lib/use-consent';
import { useIsHydrated } from '@/prerender';
import { CookieBanner } from './cookie-banner';

// Loaded when first opened: every page shows this component, few visitors open the settings.
const CookieSettingsDialog = lazy(() =>
  import('./cookie-settings-dialog').then((module) => ({ default: module.CookieSettingsDialog })),
);

const nothingAllowed: ConsentChoices = { analytics: false, marketing: false, preferences: false };

/** The banner until a choice is saved (for the current policy version), and the settings dialog. */
export function CookieConsent() {
  const { t } = useTranslation();
  const consent = useConsent();
  // The choice is stored in the browser: a pre-rendered page cannot know it, so the banner comes after.
  const isHydrated = useIsHydrated();
  const [isDialogOpen, setIsDialogOpen] = useState(false);

  useEffect(() => subscribeToConsentSettingsRequests(() => setIsDialogOpen(true)), []);

  function confirmSaved() {
    setIsDialogOpen(false);
    toast.success(t('cookies.saved'));
  }

  // The banner's buttons disappear with it; keyboard and screen-reader users continue at the content.
  function confirmSavedFromBanner() {
    confirmSaved();
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }

  function handleSave(choices: ConsentChoices) {
    saveConsent(choices);
    confirmSaved();
  }

  return (
    <>
      {isHydrated && consent === null && (
        <CookieBanner
          onAcceptAll={() => {
            acceptAllConsent();
            confirmSavedFromBanner();
          }}
          onRejectAll={() => {
            rejectAllConsent();
            confirmSavedFromBanner();
          }}
          onCustomize={() => setIsDialogOpen(true)}
        />
      )}
      {isDialogOpen && (
        <Suspense fallback={null}>
          <CookieSettingsDialog
            initialChoices={consent ?? nothingAllowed}
            onCancel={() => setIsDialogOpen(false)}
            onSave={handleSave}
          />
        </Suspense>
      )}
    </>
  );
}
