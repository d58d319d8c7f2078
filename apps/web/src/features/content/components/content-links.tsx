import { Link } from 'react-router';

export type ContentLinkItem = { to: string; label: string };

/** Links at the end of a section: texts in the translation files cannot hold links themselves. */
export function ContentLinks({ links }: { links: readonly ContentLinkItem[] }) {
  return (
    <p className="flex flex-wrap gap-x-6 gap-y-2">
      {links.map((link) => (
        <Link
          key={link.to}
          to={link.to}
          className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {link.label}
        </Link>
      ))}
    </p>
  );
}
