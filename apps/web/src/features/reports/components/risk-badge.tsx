import type { RiskLevel } from '@app/core/analysis/risk-level';
import { cn } from '@/lib/cn';
import { riskBadgeClasses } from '../utils/risk-styles';

/** A level written out on its colour: "High risk", "priority: critical". */
export function RiskBadge({
  level,
  children,
  className,
}: {
  level: RiskLevel;
  children: string;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap',
        riskBadgeClasses[level],
        className,
      )}
    >
      <span aria-hidden="true" className="size-2 rounded-full bg-current" />
      {children}
    </span>
  );
}
