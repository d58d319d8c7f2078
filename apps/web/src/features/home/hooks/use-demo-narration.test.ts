import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickVoice, useDemoNarration } from './use-demo-narration';

class FakeUtterance {
  lang = '';
  voice: SpeechSynthesisVoice | null = null;
  constructor(public text: string) {}
}

const voice = (lang: string) => ({ lang, name: lang }) as SpeechSynthesisVoice;

function installSpeech(voices: SpeechSynthesisVoice[] = []) {
  const synthesis = { speak: vi.fn(), cancel: vi.fn(), getVoices: () => voices };
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  vi.stubGlobal('speechSynthesis', synthesis);
  return synthesis;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

type Props = { text: string; language: 'bg' | 'en'; isActive: boolean };

function renderNarration(initial: Props) {
  return renderHook((props: Props) => useDemoNarration(props), { initialProps: initial });
}

describe('useDemoNarration', () => {
  it('stays silent until turned on, then speaks the step in the page’s language', () => {
    const synthesis = installSpeech();
    const { result } = renderNarration({ text: 'Стъпка едно', language: 'bg', isActive: true });
    expect(result.current).toMatchObject({ isSupported: true, isEnabled: false });
    expect(synthesis.speak).not.toHaveBeenCalled();

    act(() => result.current.toggle());
    expect(synthesis.speak).toHaveBeenCalledTimes(1);
    expect(synthesis.speak.mock.calls[0]?.[0]).toMatchObject({ text: 'Стъпка едно', lang: 'bg-BG' });
  });

  it('cancels speech on a step change, a pause, turning off and closing', () => {
    const synthesis = installSpeech([voice('en-US'), voice('en-GB')]);
    const { result, rerender, unmount } = renderNarration({ text: 'One', language: 'en', isActive: true });
    act(() => result.current.toggle());
    expect(synthesis.speak.mock.calls[0]?.[0]).toMatchObject({ text: 'One', lang: 'en-GB' });

    synthesis.cancel.mockClear();
    rerender({ text: 'Two', language: 'en', isActive: true });
    expect(synthesis.cancel).toHaveBeenCalled();
    expect(synthesis.speak).toHaveBeenLastCalledWith(expect.objectContaining({ text: 'Two' }));

    synthesis.cancel.mockClear();
    rerender({ text: 'Two', language: 'en', isActive: false });
    expect(synthesis.cancel).toHaveBeenCalled();
    expect(synthesis.speak).toHaveBeenCalledTimes(2);

    rerender({ text: 'Two', language: 'en', isActive: true });
    expect(synthesis.speak).toHaveBeenCalledTimes(3);
    synthesis.cancel.mockClear();
    act(() => result.current.toggle());
    expect(synthesis.cancel).toHaveBeenCalled();

    act(() => result.current.toggle());
    synthesis.cancel.mockClear();
    unmount();
    expect(synthesis.cancel).toHaveBeenCalled();
  });

  it('reports no support where the browser has no speech synthesis', () => {
    vi.stubGlobal('SpeechSynthesisUtterance', undefined);
    const { result } = renderNarration({ text: 'One', language: 'en', isActive: true });
    expect(result.current.isSupported).toBe(false);
    act(() => result.current.toggle());
    expect(result.current.isEnabled).toBe(true);
  });
});

describe('pickVoice', () => {
  it('prefers the regional voice, then any voice of the language, and never another language', () => {
    expect(pickVoice([voice('en-US'), voice('en-GB')], 'en')?.lang).toBe('en-GB');
    expect(pickVoice([voice('de-DE'), voice('en-US')], 'en')?.lang).toBe('en-US');
    expect(pickVoice([voice('en-AU')], 'en')?.lang).toBe('en-AU');
    expect(pickVoice([voice('bg_BG')], 'bg')?.lang).toBe('bg_BG');
    expect(pickVoice([voice('ru-RU'), voice('en-GB')], 'bg')).toBeUndefined();
  });
});
