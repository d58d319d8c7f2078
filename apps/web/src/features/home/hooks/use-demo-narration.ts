import type { Language } from '@app/core/errors';
import { useEffect, useState } from 'react';

/** What the utterance asks for when no installed voice matches better. */
const speechLanguages: Readonly<Record<Language, readonly string[]>> = {
  bg: ['bg-BG'],
  en: ['en-GB', 'en-US'],
};

function getSpeechSynthesis(): SpeechSynthesis | undefined {
  if (typeof window === 'undefined' || typeof window.SpeechSynthesisUtterance !== 'function')
    return undefined;
  return window.speechSynthesis ?? undefined;
}

/** The installed voice for the language: the preferred regions first, then any voice of that language. */
export function pickVoice(
  voices: readonly SpeechSynthesisVoice[],
  language: Language,
): SpeechSynthesisVoice | undefined {
  const normalised = (tag: string) => tag.replace('_', '-').toLowerCase();
  for (const tag of speechLanguages[language]) {
    const exact = voices.find((voice) => normalised(voice.lang) === tag.toLowerCase());
    if (exact) return exact;
  }
  return voices.find((voice) => normalised(voice.lang).split('-')[0] === language);
}

export type DemoNarration = {
  isSupported: boolean;
  isEnabled: boolean;
  toggle: () => void;
};

/*
 * Reads the current step aloud with the browser's own speech synthesis. It starts off, so opening the
 * demo never makes a sudden sound; once turned on it speaks each step as it appears and stops whatever
 * it was saying when the step changes, the demo pauses, narration is turned off or the modal closes.
 */
export function useDemoNarration({
  text,
  language,
  isActive,
}: {
  text: string;
  language: Language;
  isActive: boolean;
}): DemoNarration {
  const [synthesis] = useState(getSpeechSynthesis);
  const [isEnabled, setIsEnabled] = useState(false);

  useEffect(() => {
    if (!synthesis || !isEnabled || !isActive) return;
    const utterance = new SpeechSynthesisUtterance(text);
    const voice = pickVoice(synthesis.getVoices(), language);
    utterance.lang = voice?.lang ?? speechLanguages[language][0] ?? language;
    if (voice) utterance.voice = voice;
    synthesis.cancel();
    synthesis.speak(utterance);
    return () => synthesis.cancel();
  }, [synthesis, isEnabled, isActive, text, language]);

  return {
    isSupported: synthesis !== undefined,
    isEnabled,
    toggle: () => setIsEnabled((enabled) => !enabled),
  };
}
