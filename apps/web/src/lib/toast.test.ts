import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, toast } from './toast';

describe('toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    dismissToast();
    vi.useRealTimers();
  });

  it.each([
    ['default', () => toast('Saved draft'), 4000],
    ['success', () => toast.success('Done'), 2000],
    ['error', () => toast.error('Failed'), 4000],
  ])('closes a %s toast after %s ms', (_kind, show, durationMs) => {
    show();
    vi.advanceTimersByTime(durationMs - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('keeps a loading toast until it is updated, then times the new kind', () => {
    const id = toast.loading('Generating report…');
    vi.advanceTimersByTime(60_000);
    expect(getToasts()).toEqual([{ id, kind: 'loading', message: 'Generating report…' }]);
    toast.update(id, { kind: 'success', message: 'Report generated' });
    expect(getToasts()).toEqual([{ id, kind: 'success', message: 'Report generated' }]);
    vi.advanceTimersByTime(2000);
    expect(getToasts()).toHaveLength(0);
  });

  it('shows at most 20, dropping the oldest', () => {
    for (let index = 1; index <= 25; index++) toast.loading(`Toast ${index}`);
    const messages = getToasts().map((item) => item.message);
    expect(messages).toHaveLength(20);
    expect(messages[0]).toBe('Toast 6');
    expect(messages.at(-1)).toBe('Toast 25');
  });

  it('dismisses one toast by id', () => {
    const first = toast('One');
    toast('Two');
    toast.dismiss(first);
    expect(getToasts().map((item) => item.message)).toEqual(['Two']);
  });
});
