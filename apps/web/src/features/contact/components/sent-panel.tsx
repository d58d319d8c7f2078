import { supportPolicy } from '@app/core/contact/support';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/*
 * Shown in place of the form once the message is accepted. The form and the button that had focus are
 * gone, so focus moves to this heading, and role=status has screen readers read the confirmation.
 */
export function SentPanel({ email, onAnother }: { email: string; onAnother: () => void }) {
  const { t } = useTranslation('contact');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div
      role="status"
      className="flex flex-col items-start gap-4 rounded-2xl border border-success-700/30 bg-success-50 p-6"
    >
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-ink focus:outline-none">
        {t('sent.title')}
      </h2>
      <p className="text-ink">{t('sent.text', { email, hours: supportPolicy.replyWithinHours })}</p>
      <Button variant="secondary" onClick={onAnother}>
        {t('sent.another')}
      </Button>
    </div>
  );
}
