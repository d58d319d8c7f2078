import { readFileSync } from 'node:fs';

/**
 * The prompts, versioned files beside this module (prompts/<name>.v<n>.md); the build copies them next to
 * the bundle (apps/api/build.mjs), so the same relative address finds them there. A change of wording is
 * a new version: a cached summary records the version that wrote it.
 */
export const promptVersions = {
  summary: 'summary.v1',
  answer: 'answer.v1',
  recommendations: 'recommendations.v1',
} as const;
export type PromptName = keyof typeof promptVersions;

const loaded = new Map<PromptName, string>();

export function readPrompt(name: PromptName): string {
  let text = loaded.get(name);
  if (text === undefined) {
    text = readFileSync(new URL(`./prompts/${promptVersions[name]}.md`, import.meta.url), 'utf8');
    loaded.set(name, text);
  }
  return text;
}

/** The prompt with its `{{name}}` slots filled; a slot left unfilled is a programming error. */
export function fillPrompt(name: PromptName, values: Record<string, string>): string {
  return readPrompt(name).replace(/\{\{(\w+)\}\}/g, (_slot, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Prompt ${promptVersions[name]} needs a value for ${key}`);
    return value;
  });
}
