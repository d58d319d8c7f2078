import { Fragment } from 'react';

const codeClassName =
  'rounded bg-surface-muted px-1 py-0.5 font-mono text-[0.875em] text-ink [overflow-wrap:break-word] ring-1 ring-line';

/**
 * Text with inline code: `<code>…</code>` in the translations, `` `…` `` in the OpenAPI document's own
 * descriptions. Everything else stays text, so neither can inject markup.
 */
export function InlineMarkup({ text }: { text: string }) {
  const parts = text.split(/<code>(.*?)<\/code>|`([^`]+)`/);
  const nodes: Array<{ code?: string; text?: string }> = [];
  for (let index = 0; index < parts.length; index += 3) {
    const plain = parts[index];
    if (plain) nodes.push({ text: plain });
    const code = parts[index + 1] ?? parts[index + 2];
    if (code) nodes.push({ code });
  }
  return (
    <>
      {nodes.map((node, index) =>
        node.code !== undefined ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <code key={index} className={codeClassName}>
            {node.code}
          </code>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <Fragment key={index}>{node.text}</Fragment>
        ),
      )}
    </>
  );
}
