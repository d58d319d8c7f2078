import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { DemoPlayer } from '../hooks/use-demo-player';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/*
 * The current step's bar fills over its duration and stops when the demo pauses. It is animated by the
 * browser (Web Animations), not by re-rendering, and not at all when the user prefers reduced motion:
 * then the current step's bar is simply full.
 */
function CurrentSegment({ player }: { player: DemoPlayer }) {
  const fillRef = useRef<HTMLSpanElement>(null);
  const animationRef = useRef<Animation | null>(null);
  const { durationMs, status } = player;
  // Read only when a step starts, so the effect below does not restart the bar on every pause.
  const startRef = useRef({ remainingMs: player.remainingMs, status });
  startRef.current = { remainingMs: player.remainingMs, status };

  // Before paint, so the bar never flashes full before it starts filling. The segment is keyed by the
  // step's entry, so a new entry mounts a new bar with its own animation.
  useLayoutEffect(() => {
    const fill = fillRef.current;
    if (!fill || typeof fill.animate !== 'function' || prefersReducedMotion()) return;
    const animation = fill.animate([{ transform: 'scaleX(0)' }, { transform: 'scaleX(1)' }], {
      duration: durationMs,
      easing: 'linear',
      fill: 'forwards',
    });
    animation.currentTime = durationMs - startRef.current.remainingMs;
    // A step entered while paused (next, previous) waits at its start.
    if (startRef.current.status === 'paused') animation.pause();
    animationRef.current = animation;
    return () => {
      animation.cancel();
      animationRef.current = null;
    };
  }, [durationMs]);

  useEffect(() => {
    const animation = animationRef.current;
    if (!animation) return;
    if (status === 'playing') animation.play();
    else if (status === 'paused') animation.pause();
    else animation.finish();
  }, [status]);

  return <span ref={fillRef} className="block h-full origin-left rounded-full bg-brand-700" />;
}

/** "Step 3 of 7" and a bar per step: the steps seen are full, the current one fills as it plays. */
export function DemoProgress({ player }: { player: DemoPlayer }) {
  const { t } = useTranslation('demo');
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-ink-muted">
        {t('progress', { current: player.step + 1, total: player.stepCount })}
      </p>
      <div
        aria-hidden="true"
        className="grid gap-1.5"
        style={{ gridTemplateColumns: `repeat(${player.stepCount}, 1fr)` }}
      >
        {Array.from({ length: player.stepCount }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the bars are the steps, in a fixed order.
            key={index}
            className={cn(
              'h-1.5 overflow-hidden rounded-full',
              index < player.step ? 'bg-brand-700' : 'bg-line',
            )}
          >
            {index === player.step && <CurrentSegment key={player.entry} player={player} />}
          </span>
        ))}
      </div>
    </div>
  );
}
