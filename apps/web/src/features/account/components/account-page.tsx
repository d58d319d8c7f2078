import type { ReactNode } from 'react';

type AccountPageProps = { title: string; lead: string; banner?: ReactNode; children: ReactNode };

/** The frame of the signed-in user's pages (/dashboard, /user-dashboard). */
export function AccountPage({ title, lead, banner, children }: AccountPageProps) {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
        <p className="break-words text-ink-muted">{lead}</p>
      </div>
      {banner}
      {children}
    </div>
  );
}
