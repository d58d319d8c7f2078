import { Button } from '@/components/ui/button';
import { requestConsentSettings } from '@/lib/consent';

/** Opens the same cookie settings dialog as the footer's "Cookie settings". */
export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <p>
      <Button variant="secondary" onClick={requestConsentSettings}>
        {label}
      </Button>
    </p>
  );
}
