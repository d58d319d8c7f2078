import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoStepDurationsMs } from '../utils/demo-steps';
import { useDemoPlayer } from './use-demo-player';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function renderPlayer() {
  return renderHook(() => useDemoPlayer(demoStepDurationsMs));
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

// Each step's timer is set once React has rendered the previous step, so time passes one step at a time.
function playThrough(steps: number) {
  for (const ms of demoStepDurationsMs.slice(0, steps)) advance(ms);
}

describe('useDemoPlayer', () => {
  it('shows the seven steps for 3000, 4000, 3500, 4000, 3500, 3000 and 2500 ms', () => {
    expect(demoStepDurationsMs).toEqual([3000, 4000, 3500, 4000, 3500, 3000, 2500]);
  });

  it('advances exactly when each step’s time is up', () => {
    const { result } = renderPlayer();
    expect(result.current).toMatchObject({ step: 0, status: 'playing', stepCount: 7 });
    advance(2999);
    expect(result.current.step).toBe(0);
    advance(1);
    expect(result.current.step).toBe(1);
    advance(3999);
    expect(result.current.step).toBe(1);
    advance(1);
    expect(result.current.step).toBe(2);
    advance(3499);
    expect(result.current.step).toBe(2);
    advance(1);
    expect(result.current.step).toBe(3);
  });

  it('stops after the last step instead of looping', () => {
    const { result } = renderPlayer();
    playThrough(6);
    expect(result.current).toMatchObject({ step: 6, status: 'playing', isLast: true });
    advance(2499);
    expect(result.current.status).toBe('playing');
    advance(1);
    expect(result.current).toMatchObject({ step: 6, status: 'finished' });
    advance(60_000);
    expect(result.current).toMatchObject({ step: 6, status: 'finished' });
  });

  it('holds the step while paused and resumes what was left of it', () => {
    const { result } = renderPlayer();
    advance(1000);
    act(() => result.current.pause());
    expect(result.current).toMatchObject({ step: 0, status: 'paused', remainingMs: 2000 });
    advance(30_000);
    expect(result.current.step).toBe(0);
    act(() => result.current.play());
    expect(result.current.status).toBe('playing');
    advance(1999);
    expect(result.current.step).toBe(0);
    advance(1);
    expect(result.current.step).toBe(1);
  });

  it('moves with next and previous, restarting the step and keeping play or pause', () => {
    const { result } = renderPlayer();
    advance(2000);
    act(() => result.current.next());
    expect(result.current).toMatchObject({ step: 1, status: 'playing', remainingMs: 4000 });
    advance(3999);
    expect(result.current.step).toBe(1);
    act(() => result.current.previous());
    expect(result.current.step).toBe(0);
    advance(2999);
    expect(result.current.step).toBe(0);

    act(() => result.current.pause());
    act(() => result.current.next());
    expect(result.current).toMatchObject({ step: 1, status: 'paused' });
    advance(10_000);
    expect(result.current.step).toBe(1);
  });

  it('goes no further than the first and the last step', () => {
    const { result } = renderPlayer();
    act(() => result.current.previous());
    expect(result.current).toMatchObject({ step: 0, isFirst: true });
    for (let index = 0; index < 10; index += 1) act(() => result.current.next());
    expect(result.current).toMatchObject({ step: 6, isLast: true, status: 'playing' });
  });

  it('replays from the first step after finishing', () => {
    const { result } = renderPlayer();
    playThrough(7);
    expect(result.current.status).toBe('finished');
    const finishedEntry = result.current.entry;
    act(() => result.current.replay());
    expect(result.current).toMatchObject({ step: 0, status: 'playing', remainingMs: 3000 });
    expect(result.current.entry).not.toBe(finishedEntry);
    advance(3000);
    expect(result.current.step).toBe(1);
  });

  it('plays from the start when play is pressed after the end', () => {
    const { result } = renderPlayer();
    playThrough(7);
    act(() => result.current.play());
    expect(result.current).toMatchObject({ step: 0, status: 'playing' });
  });
});
