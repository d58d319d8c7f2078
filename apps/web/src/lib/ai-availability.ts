import { type AiProviderInfo, aiMetaName, parseAiMeta } from '@app/core/ai/availability';
import { useIsHydrated } from '@/prerender';

let stored: { provider: AiProviderInfo | undefined } | undefined;

function readAiProvider(): AiProviderInfo | undefined {
  if (typeof document === 'undefined') return undefined;
  stored ??= {
    provider: parseAiMeta(document.querySelector(`meta[name="${aiMetaName}"]`)?.getAttribute('content')),
  };
  return stored.provider;
}

/**
 * The installation's language-model provider (@app/core/ai/availability), from the meta element the
 * server filled; undefined without one, in Vite's dev server, and until the page has hydrated: the
 * pre-rendered pages are built without a provider, so nothing says "AI" before the browser knows.
 */
export function useAiProvider(): AiProviderInfo | undefined {
  const isHydrated = useIsHydrated();
  return isHydrated ? readAiProvider() : undefined;
}

/** Tests change the page's meta element between renders. */
export function forgetAiProvider(): void {
  stored = undefined;
}
