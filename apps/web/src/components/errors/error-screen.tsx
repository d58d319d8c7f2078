import { useTakeOverPage } from '../../prerender';
import { buttonClassName } from '../ui/button';
import { useErrorScreenTexts } from './error-screen-texts';

type ErrorScreenProps = {
  title: string;
  text: string;
  onTryAgain: () => void;
  onGoHome: () => void;
  headingLevel?: 'h1' | 'h2';
};

/** The shared look of "Something went wrong" and "Application Error", with their own texts. */
export function ErrorScreen({
  title,
  text,
  onTryAgain,
  onGoHome,
  headingLevel: Heading = 'h1',
}: ErrorScreenProps) {
  const texts = useErrorScreenTexts();
  useTakeOverPage();
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-20 text-center sm:py-28"
    >
      <span
        aria-hidden="true"
        className="grid size-14 place-items-center rounded-full bg-danger-50 text-danger-700"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7">
          <path d="M12 8v5m0 3.5v.01" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </span>
      <Heading className="text-3xl font-bold text-ink">{title}</Heading>
      <p className="text-ink-muted">{text}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="button" onClick={onTryAgain} className={buttonClassName()}>
          {texts.tryAgain}
        </button>
        <button type="button" onClick={onGoHome} className={buttonClassName({ variant: 'secondary' })}>
          {texts.goHome}
        </button>
      </div>
    </div>
  );
}
