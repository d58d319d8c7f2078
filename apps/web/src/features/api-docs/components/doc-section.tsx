import type { ReactNode } from 'react';
import { InlineMarkup } from './inline-markup';

/** A numbered part of the page: its heading is the anchor the table of contents jumps to. */
export function DocSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2
        id={id}
        className="scroll-mt-24 text-2xl font-bold tracking-tight text-ink hyphens-none sm:text-[1.75rem]"
      >
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** A paragraph of translated text that may hold `<code>` spans. */
export function Paragraph({ text }: { text: string }) {
  return (
    <p>
      <InlineMarkup text={text} />
    </p>
  );
}

export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="flex list-disc flex-col gap-2 pl-6 marker:text-brand-600">
      {items.map((item) => (
        <li key={item} className="pl-1">
          <InlineMarkup text={item} />
        </li>
      ))}
    </ul>
  );
}
