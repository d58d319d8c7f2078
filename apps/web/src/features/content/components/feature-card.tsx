import type { ReactNode } from 'react';
import { keepUnitsTogether } from '../utils/keep-units-together';

type FeatureCardProps = { title: string; text: string; points: readonly string[]; children?: ReactNode };

export function FeatureCard({ title, text, points, children }: FeatureCardProps) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-surface p-6 shadow-sm ring-1 ring-line">
      <h3 className="text-xl font-semibold text-ink hyphens-none">{title}</h3>
      <p className="text-ink-muted">{keepUnitsTogether(text)}</p>
      <ul className="flex list-disc flex-col gap-2 pl-5 text-[0.95rem] text-ink marker:text-brand-600">
        {points.map((point) => (
          <li key={point}>{keepUnitsTogether(point)}</li>
        ))}
      </ul>
      {children}
    </li>
  );
}
