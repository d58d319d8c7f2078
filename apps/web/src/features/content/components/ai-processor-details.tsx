import { useAiProvider } from '@/lib/ai-availability';

/**
 * The language-model provider as a processor (Art. 28 GDPR), named only where one is configured; the
 * pre-rendered policy has no such paragraph, and the browser adds it after hydration.
 */
export function AiProcessorDetails({ texts }: { texts: { title: string; text: string } }) {
  const provider = useAiProvider();
  if (!provider) return null;
  return (
    <div className="flex flex-col gap-1" data-testid="ai-processor">
      <h3 className="font-semibold text-ink">{texts.title}</h3>
      <p className="text-ink">{texts.text.replace('{{provider}}', provider.name)}</p>
    </div>
  );
}
