/*
 * Whether this installation has a language-model provider (LLM_* in apps/api/src/config.ts), told to the
 * web app's pages the way the controller's identity is (../legal/controller.ts): the build leaves a
 * placeholder in a meta element of every page, and the server fills it with the provider's name, or
 * with nothing. Pre-rendered pages are built without a provider, so they never claim "AI"; the browser
 * adds what the provider offers only after hydration (docs/decisions/010-language-model-client.md).
 */

/** The meta element that carries the provider to the browser, as JSON in its content. */
export const aiMetaName = 'gdpr-navigator-ai';
/** What the build leaves in that element's content. */
export const aiMetaPlaceholder = '%GDPR_NAVIGATOR_AI%';

/** What the pages may know of the provider: its name, as the privacy policy names the processor. */
export type AiProviderInfo = { name: string };

/** Puts the provider (or nothing) into the meta element of a page's HTML. */
export function fillAiMeta(html: string, provider: AiProviderInfo | undefined): string {
  const content = provider ? escapeAttribute(JSON.stringify({ name: provider.name })) : '';
  return html.replaceAll(aiMetaPlaceholder, () => content);
}

/** The provider from the meta element's content; undefined when empty, unfilled or malformed. */
export function parseAiMeta(content: string | null | undefined): AiProviderInfo | undefined {
  if (!content || content === aiMetaPlaceholder) return undefined;
  try {
    const value: unknown = JSON.parse(content);
    if (typeof value !== 'object' || value === null) return undefined;
    const name = (value as Record<string, unknown>).name;
    return typeof name === 'string' && name.trim() !== '' ? { name } : undefined;
  } catch {
    return undefined;
  }
}

function escapeAttribute(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}
