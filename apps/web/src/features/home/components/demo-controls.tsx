import type { ComponentProps, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import type { DemoNarration } from '../hooks/use-demo-narration';
import type { DemoPlayer } from '../hooks/use-demo-player';
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon, ReplayIcon, SpeakerIcon } from './demo-icons';

type ControlProps = Omit<ComponentProps<'button'>, 'aria-label'> & {
  label: string;
  isUnavailable?: boolean;
  children: ReactNode;
};

/*
 * An unavailable control (previous on the first step) is aria-disabled rather than disabled: a disabled
 * button would drop the keyboard focus of whoever just pressed it out of the dialog.
 */
function Control({ label, isUnavailable = false, onClick, className, children, ...props }: ControlProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-disabled={isUnavailable || undefined}
      onClick={isUnavailable ? undefined : onClick}
      className={cn(
        'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg border border-line bg-surface px-2.5 text-brand-800',
        'hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-surface',
        'aria-pressed:border-brand-700 aria-pressed:bg-brand-50',
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
}

type DemoControlsProps = {
  player: DemoPlayer;
  narration: DemoNarration;
  playButtonRef: RefObject<HTMLButtonElement | null>;
  onTryItNow: () => void;
};

/** Previous, play/pause (replay once finished), next, narration, and the way out to the form. */
export function DemoControls({ player, narration, playButtonRef, onTryItNow }: DemoControlsProps) {
  const { t } = useTranslation('demo');
  const isFinished = player.status === 'finished';
  const isPlaying = player.status === 'playing';
  const playLabel = isFinished ? t('controls.replay') : isPlaying ? t('controls.pause') : t('controls.play');

  return (
    <div className="flex w-full flex-wrap items-center justify-between gap-3">
      <fieldset className="m-0 flex min-w-0 items-center gap-1.5 border-0 p-0">
        <legend className="sr-only">{t('controls.label')}</legend>
        <Control label={t('controls.previous')} isUnavailable={player.isFirst} onClick={player.previous}>
          <PreviousIcon />
        </Control>
        <Control
          ref={playButtonRef}
          label={playLabel}
          onClick={isFinished ? player.replay : isPlaying ? player.pause : player.play}
        >
          {isFinished ? <ReplayIcon /> : isPlaying ? <PauseIcon /> : <PlayIcon />}
          {isFinished && (
            <span aria-hidden="true" className="text-sm font-semibold">
              {playLabel}
            </span>
          )}
        </Control>
        <Control label={t('controls.next')} isUnavailable={player.isLast || isFinished} onClick={player.next}>
          <NextIcon />
        </Control>
        {narration.isSupported && (
          <Control
            label={t('controls.narration')}
            aria-pressed={narration.isEnabled}
            onClick={narration.toggle}
            className="ml-1.5"
          >
            <SpeakerIcon isOn={narration.isEnabled} />
          </Control>
        )}
      </fieldset>
      <Link
        to={paths.complianceForm.getHref()}
        onClick={onTryItNow}
        className={buttonClassName({
          variant: isFinished ? 'primary' : 'secondary',
          className: cn('grow sm:grow-0', isFinished && 'ring-4 ring-brand-200'),
        })}
      >
        {t('controls.tryItNow')}
      </Link>
    </div>
  );
}
