import type { RiskLevel } from '@app/core/analysis/risk-level';
import { useSyncExternalStore } from 'react';

/*
 * Colours of the drawings, each at least 4.5:1 on white (the brand blue of styles.css; the risk colours
 * of features/reports, which features do not import). Values are always written on or beside the marks
 * too, so colour is never the only carrier.
 */
export const chartColours = {
  mark: '#1f3eac',
  markLight: '#8fabf5',
  grid: '#dde3ec',
  axis: '#94a3b8',
  text: '#475569',
  ink: '#0f172a',
} as const;

export const riskColours: Readonly<Record<RiskLevel, string>> = {
  low: '#047857',
  medium: '#a16207',
  high: '#c2410c',
  critical: '#b91c1c',
};

export const axisTick = { fill: chartColours.text, fontSize: 12 } as const;

const wideQuery = '(min-width: 640px)';

/** Wider than a phone: room for a value label on every point of a longer series. */
export function useIsWide(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(wideQuery);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(wideQuery).matches,
    () => true,
  );
}
