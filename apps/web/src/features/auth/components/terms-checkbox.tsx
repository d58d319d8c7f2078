import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TaggedText } from '@/components/ui/tagged-text';
import { paths } from '@/config/paths';

const linkClassName = 'font-medium text-brand-700 underline underline-offset-2';

/*
 * The shared Checkbox takes a plain-text label; this one links the Terms and the Privacy policy inside
 * it. They open in a new tab so what was typed into the form is not lost.
 */
export function TermsCheckbox({
  error,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { error?: string | undefined }) {
  const { t } = useTranslation('signup');
  const id = 'signup-terms';
  const errorId = `${id}-error`;
  return (
    <div className="flex items-start gap-3">
      <input
        type="checkbox"
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-700"
        {...props}
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="cursor-pointer text-base text-ink">
          <TaggedText
            text={t('form.terms')}
            elements={{
              terms: <Link to={paths.terms.getHref()} target="_blank" className={linkClassName} />,
              privacy: <Link to={paths.privacy.getHref()} target="_blank" className={linkClassName} />,
            }}
          />
        </label>
        {error && (
          <p id={errorId} className="text-sm font-medium text-danger-700">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
