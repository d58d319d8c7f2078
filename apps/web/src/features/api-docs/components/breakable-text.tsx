import { Fragment } from 'react';

/**
 * Paths and codes are long words: offer line breaks after each `/` or `_` (and before `{`) so a narrow
 * column wraps them at their natural joints instead of mid-name or off the screen.
 */
export function BreakableText({ text }: { text: string }) {
  const parts = text.split(/(?<=[/_])|(?=\{)/);
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
