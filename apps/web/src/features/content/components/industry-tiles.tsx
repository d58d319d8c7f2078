import { industries } from '@app/core/assessment/company';

/** Jump links to each industry, at the top of the page, like the home page's industry tiles. */
export function IndustryTiles({
  label,
  names,
}: {
  label: string;
  names: Readonly<Record<string, { name: string }>>;
}) {
  return (
    <nav aria-label={label}>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
        {industries.map((industry) => (
          <li key={industry} className="flex">
            <a
              href={`#${industry}`}
              className="flex min-h-12 w-full items-center justify-center rounded-xl bg-surface px-3 py-2 text-center text-[0.95rem] leading-tight font-semibold text-brand-800 shadow-sm ring-1 ring-brand-200 transition-colors hyphens-none hover:bg-brand-50 hover:ring-brand-300"
            >
              {names[industry]?.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
