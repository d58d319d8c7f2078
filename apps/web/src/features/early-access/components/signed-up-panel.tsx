import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * In place of the form after a sign-up. The same words whatever the address's state, as the server's
 * answer. Focus moves to the heading, since the button that had it is gone.
 */
export function SignedUpPanel({ email }: { email: string }) {
  const { t } = useTranslation('early-access');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-xl border border-success-700/30 bg-success-50 p-5"
    >
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-bold text-ink focus:outline-none">
        {t('section.doneTitle')}
      </h3>
      <p className="text-ink">{t('section.doneText', { email })}</p>
    </div>
  );
}
