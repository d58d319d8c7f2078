import type { ReactNode } from 'react';
import { keepUnitsTogether } from '../utils/keep-units-together';

/** The top of every content page: title, lead and (for guides) when it was last reviewed. */
export function PageIntro({
  title,
  lead,
  note,
  children,
}: {
  title: string;
  lead: string;
  note?: string;
  children?: ReactNode;
}) {
  return (
    // Slides under the sticky header, which is transparent until the page scrolls (as on the home page).
    <header className="-mt-16 bg-gradient-to-b from-brand-100 via-brand-50 to-surface pt-16">
      <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="max-w-4xl text-3xl font-extrabold tracking-tight text-ink hyphens-none sm:text-5xl">
          {title}
        </h1>
        <p className="max-w-[70ch] text-lg text-ink-muted sm:text-xl">{keepUnitsTogether(lead)}</p>
        {note && <p className="text-sm font-medium text-ink-muted">{note}</p>}
        {children}
      </div>
    </header>
  );
}
