import type { RiskLevel } from '@app/core/analysis/risk-level';
import type { Priority } from '@app/core/catalogue/recommendation-types';

/**
 * One palette for both formats. Every text colour has at least 4.5:1 contrast on white (WCAG AA), so the
 * documents stay readable when printed in greyscale or read on screen.
 */
export const colours = {
  brand: '#1e3a8a',
  brandAccent: '#3b5bdb',
  /** Secondary text on the brand colour (8:1 contrast). */
  onBrandMuted: '#dbe4ff',
  text: '#111827',
  muted: '#4b5563',
  rule: '#d1d5db',
  track: '#e5e7eb',
  panel: '#f5f7fb',
  white: '#ffffff',
} as const;

export const riskColours: Readonly<Record<RiskLevel, string>> = {
  low: '#15803d',
  medium: '#a16207',
  high: '#c2410c',
  critical: '#b91c1c',
};

const severityLevels: Readonly<Record<Priority, RiskLevel>> = {
  critical: 'critical',
  high: 'high',
  medium: 'medium',
  low: 'low',
};

export function getSeverityColour(severity: Priority): string {
  return riskColours[severityLevels[severity]];
}

/** The gauge's scale, from the methodology's score thresholds for the risk level. */
export const scoreBands: readonly { from: number; to: number; level: RiskLevel }[] = [
  { from: 0, to: 40, level: 'critical' },
  { from: 40, to: 60, level: 'high' },
  { from: 60, to: 80, level: 'medium' },
  { from: 80, to: 100, level: 'low' },
];

/** docx wants colours without the `#`. */
export function toDocxColour(colour: string): string {
  return colour.replace('#', '').toUpperCase();
}
