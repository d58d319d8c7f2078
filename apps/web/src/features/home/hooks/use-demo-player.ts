import { useCallback, useEffect, useState } from 'react';

export type DemoPlayerStatus = 'playing' | 'paused' | 'finished';

type PlayerState = {
  step: number;
  status: DemoPlayerStatus;
  /** Time left on the current step when it was last started or paused. */
  remainingMs: number;
  /** When the step last started running; meaningful while playing. */
  runningSince: number;
  /** Counts every entry into a step, so a step shown again (replay, previous) restarts its progress bar. */
  entry: number;
};

export type DemoPlayer = {
  step: number;
  stepCount: number;
  status: DemoPlayerStatus;
  isFirst: boolean;
  isLast: boolean;
  /** Changes on every entry into a step: a key for what must restart with it. */
  entry: number;
  /** The current step's duration and what is left of it, for the progress bar. */
  durationMs: number;
  remainingMs: number;
  play: () => void;
  pause: () => void;
  next: () => void;
  previous: () => void;
  replay: () => void;
};

function enter(state: PlayerState, step: number, durationsMs: readonly number[]): PlayerState {
  return {
    step,
    status: state.status === 'finished' ? 'playing' : state.status,
    remainingMs: durationsMs[step] ?? 0,
    runningSince: Date.now(),
    entry: state.entry + 1,
  };
}

/*
 * Plays the demo's steps on a timer, once: after the last step it stops rather than looping, so the
 * viewer is left with the call to action. Pausing keeps what was left of the current step, and playing
 * resumes from there, as a video player does; previous and next start their step afresh and keep
 * playing or paused as it was.
 */
export function useDemoPlayer(durationsMs: readonly number[]): DemoPlayer {
  const lastStep = durationsMs.length - 1;
  const [state, setState] = useState<PlayerState>(() => ({
    step: 0,
    status: 'playing',
    remainingMs: durationsMs[0] ?? 0,
    runningSince: Date.now(),
    entry: 0,
  }));

  useEffect(() => {
    if (state.status !== 'playing') return;
    const timer = setTimeout(() => {
      setState((current) =>
        current.step >= lastStep
          ? { ...current, status: 'finished', remainingMs: 0 }
          : enter(current, current.step + 1, durationsMs),
      );
    }, state.remainingMs);
    return () => clearTimeout(timer);
  }, [state, lastStep, durationsMs]);

  const play = useCallback(() => {
    setState((current) => {
      if (current.status === 'finished') return enter(current, 0, durationsMs);
      if (current.status === 'playing') return current;
      return { ...current, status: 'playing', runningSince: Date.now() };
    });
  }, [durationsMs]);

  const pause = useCallback(() => {
    setState((current) => {
      if (current.status !== 'playing') return current;
      const elapsed = Date.now() - current.runningSince;
      return { ...current, status: 'paused', remainingMs: Math.max(0, current.remainingMs - elapsed) };
    });
  }, []);

  const next = useCallback(() => {
    setState((current) =>
      current.step >= lastStep ? current : enter(current, current.step + 1, durationsMs),
    );
  }, [lastStep, durationsMs]);

  const previous = useCallback(() => {
    setState((current) => (current.step <= 0 ? current : enter(current, current.step - 1, durationsMs)));
  }, [durationsMs]);

  const replay = useCallback(() => {
    setState((current) => ({ ...enter(current, 0, durationsMs), status: 'playing' }));
  }, [durationsMs]);

  return {
    step: state.step,
    stepCount: durationsMs.length,
    status: state.status,
    isFirst: state.step === 0,
    isLast: state.step === lastStep,
    entry: state.entry,
    durationMs: durationsMs[state.step] ?? 0,
    remainingMs: state.remainingMs,
    play,
    pause,
    next,
    previous,
    replay,
  };
}
