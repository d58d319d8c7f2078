import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { TaggedText } from '@/components/ui/tagged-text';
import { paths } from '@/config/paths';

/*
 * The send button and what happens to the data. While sending, the button stays focusable
 * (aria-disabled, not disabled), so keyboard focus is not thrown to the top of the page; a second press
 * does nothing. A press before the pre-rendered page is hydrated waits for it (src/prerender/boot.ts).
 */
export function FormFooter({ isPending, label }: { isPending: boolean; label: string }) {
  const { t } = useTranslation('contact');
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-ink-muted sm:max-w-md">
        {/* TaggedText rather than Trans: Trans's HTML parser would add about 5 kB to the page. */}
        <TaggedText
          text={t('form.privacy')}
          elements={{
            privacy: (
              <Link
                to={paths.privacy.getHref()}
                target="_blank"
                className="font-medium text-brand-700 underline underline-offset-2"
              />
            ),
          }}
        />
      </p>
      <Button
        type="submit"
        size="lg"
        aria-disabled={isPending || undefined}
        onClick={(event) => {
          if (isPending) event.preventDefault();
        }}
        className="shrink-0 aria-disabled:cursor-wait aria-disabled:opacity-70"
      >
        {isPending && (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
          />
        )}
        <span aria-live="polite">{isPending ? t('form.submitting') : label}</span>
      </Button>
    </div>
  );
}
