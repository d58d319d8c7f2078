import type { ReactNode } from 'react';

/** A tab's content: a heading for the section, an optional lead, then the section itself. */
export function Panel({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-xl font-bold text-ink">
          {title}
        </h2>
        {lead && <p className="text-ink-muted">{lead}</p>}
      </div>
      {children}
    </section>
  );
}
