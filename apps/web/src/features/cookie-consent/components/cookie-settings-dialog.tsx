import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import { type ConsentChoices, optionalConsentCategories } from '@/lib/consent';

type CookieSettingsDialogProps = {
  initialChoices: ConsentChoices;
  onCancel: () => void;
  onSave: (choices: ConsentChoices) => void;
};

/** Mounted only while open, so the toggles start from what is saved, not from an abandoned edit. */
export function CookieSettingsDialog({ initialChoices, onCancel, onSave }: CookieSettingsDialogProps) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<ConsentChoices>(initialChoices);

  return (
    <Dialog
      isOpen
      onClose={onCancel}
      title={t('cookies.dialog.title')}
      description={t('cookies.dialog.description')}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('cookies.dialog.cancel')}
          </Button>
          <Button variant="primary" onClick={() => onSave(choices)}>
            {t('cookies.dialog.save')}
          </Button>
        </>
      }
    >
      <ul className="flex flex-col divide-y divide-line rounded-xl border border-line">
        <li className="p-4">
          <Switch
            label={t('cookies.categories.necessary.title')}
            description={t('cookies.categories.necessary.description')}
            isChecked
            isLocked
            lockedNote={t('cookies.dialog.alwaysOn')}
          />
        </li>
        {optionalConsentCategories.map((category) => (
          <li key={category} className="p-4">
            <Switch
              label={t(`cookies.categories.${category}.title`)}
              description={t(`cookies.categories.${category}.description`)}
              isChecked={choices[category]}
              onChange={(isChecked) => setChoices((current) => ({ ...current, [category]: isChecked }))}
            />
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
