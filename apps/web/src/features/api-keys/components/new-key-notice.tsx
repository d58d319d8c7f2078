import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useCopyText } from '@/lib/use-copy-text';

/**
 * The new key, the one time it exists outside the server: a copy button, a warning that it will not be
 * shown again, and a status line screen readers announce. Focus moves here so nobody misses it.
 */
export function NewKeyNotice({ name, apiKey, onDone }: { name: string; apiKey: string; onDone: () => void }) {
  const { t } = useTranslation('api-keys');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const keyRef = useRef<HTMLElement>(null);
  const { state, copy } = useCopyText(keyRef, 4000);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section
      aria-labelledby="new-api-key-title"
      className="flex max-w-2xl flex-col gap-3 rounded-xl border border-success-700/30 bg-success-50 p-4 sm:p-5"
    >
      <h3 id="new-api-key-title" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-ink">
        {t('created.title', { name })}
      </h3>
      <p className="font-medium text-ink">{t('created.warning')}</p>
      <p className="text-sm font-medium text-ink">{t('created.keyLabel')}</p>
      <code
        ref={keyRef}
        data-testid="new-api-key"
        className="block rounded-lg border border-line bg-surface px-3 py-2 font-mono text-sm text-ink [overflow-wrap:anywhere]"
      >
        {apiKey}
      </code>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button variant="secondary" onClick={() => void copy(apiKey)}>
          {t('created.copy')}
        </Button>
        <Button onClick={onDone}>{t('created.done')}</Button>
      </div>
      <p role="status" className="min-h-5 text-sm font-medium text-success-700">
        {state === 'done' ? t('created.copied') : state === 'failed' ? t('created.copyFailed') : ''}
      </p>
    </section>
  );
}
