import { describe, expect, it } from 'vitest';
import { aiMetaPlaceholder, fillAiMeta, parseAiMeta } from './availability';

const page = `<meta name="gdpr-navigator-ai" content="${aiMetaPlaceholder}" />`;

describe('the AI meta element', () => {
  it('is left empty without a provider, so the page claims nothing', () => {
    expect(fillAiMeta(page, undefined)).toBe('<meta name="gdpr-navigator-ai" content="" />');
    expect(parseAiMeta('')).toBeUndefined();
    expect(parseAiMeta(aiMetaPlaceholder)).toBeUndefined();
  });

  it('carries the provider’s name, escaped, and reads it back', () => {
    const html = fillAiMeta(page, { name: 'Mistral "AI" <SAS>' });
    const content = /content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(content).not.toContain('"');
    const decoded = content.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>');
    expect(parseAiMeta(decoded)).toEqual({ name: 'Mistral "AI" <SAS>' });
  });

  it('ignores malformed content', () => {
    expect(parseAiMeta('{not json')).toBeUndefined();
    expect(parseAiMeta('{"name":""}')).toBeUndefined();
    expect(parseAiMeta('[]')).toBeUndefined();
  });
});
