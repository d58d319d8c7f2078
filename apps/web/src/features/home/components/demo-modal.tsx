import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { useLanguage } from '@/lib/use-language';
import { useDemoNarration } from '../hooks/use-demo-narration';
import { type DemoPlayer, useDemoPlayer } from '../hooks/use-demo-player';
import { demoStepDurationsMs, demoSteps } from '../utils/demo-steps';
import { DemoControls } from './demo-controls';
import { DemoProgress } from './demo-progress';
import { DemoStage } from './demo-stage';

/*
 * What a screen reader hears as the demo moves on: only the step's number and title, once per change
 * (not the first step, which the dialog's opening already presents), and the end.
 */
function useAnnouncement(player: DemoPlayer, title: string): string {
  const { t } = useTranslation('demo');
  if (player.status === 'finished') return t('finished');
  if (player.entry === 0) return '';
  return t('announcement', { current: player.step + 1, total: player.stepCount, title });
}

/**
 * The home page's Watch Demo: seven steps that play on their own, with controls, optional narration
 * and the way to the questionnaire. Loaded on first open (watch-demo.tsx); mounted only while open, so
 * every opening starts at the first step.
 */
export function DemoModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('demo');
  const language = useLanguage();
  const player = useDemoPlayer(demoStepDurationsMs);
  const step = demoSteps[player.step] ?? demoSteps[0];
  const title = t(`steps.${step.id}.title`);
  const narration = useDemoNarration({
    text: t(`steps.${step.id}.narration`),
    language,
    isActive: player.status !== 'paused',
  });
  const announcement = useAnnouncement(player, title);
  // Focus starts on pause: the demo moves on its own, so stopping it is the first thing within reach.
  const playButtonRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t('title')}
      size="lg"
      closeLabel={t('close')}
      closesOnBackdropClick
      initialFocusRef={playButtonRef}
      footer={
        <DemoControls
          player={player}
          narration={narration}
          playButtonRef={playButtonRef}
          onTryItNow={onClose}
        />
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-ink-muted">{t('example', { company: t('company') })}</p>
        <DemoProgress player={player} />
        <DemoStage stepId={step.id} language={language} />
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </div>
    </Dialog>
  );
}
