import type { ReactNode } from 'react';

type AuthCardProps = { title: string; lead?: string | undefined; children: ReactNode; footer?: ReactNode };

/** The narrow, centred card every sign-in screen sits in, so they read as one flow. */
export function AuthCard({ title, lead, children, footer }: AuthCardProps) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="flex flex-col gap-6 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-8">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
          {lead && <p className="text-ink-muted">{lead}</p>}
        </div>
        {children}
      </div>
      {footer && <div className="mt-6 text-center text-ink-muted">{footer}</div>}
    </div>
  );
}
