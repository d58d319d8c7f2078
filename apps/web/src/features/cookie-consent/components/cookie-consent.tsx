import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  acceptAllConsent,
  type ConsentChoices,
  rejectAllConsent,
  saveConsent,
  subscribeToConsentSettingsRequests,
} from '../../../lib/consent';
import { toast } from '../../../lib/toast';
import { useConsent } from '../../../lib/use-consent';
import { CookieBanner } from './cookie-banner';
import { CookieSettingsDialog } from './cookie-settings-dialog';

const nothingAllowed: ConsentChoices = { analytics: false, marketing: false, preferences: false };

/** The banner until a choice is saved (for the current policy version), and the settings dialog. */
export function CookieConsent() {
  const { t } = useTranslation();
  const consent = useConsent();
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
      {consent === null && (
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
        <CookieSettingsDialog
          initialChoices={consent ?? nothingAllowed}
          onCancel={() => setIsDialogOpen(false)}
          onSave={handleSave}
        />
      )}
    </>
  );
}
