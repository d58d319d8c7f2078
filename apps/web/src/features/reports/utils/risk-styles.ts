import type { RiskLevel } from '@app/core/analysis/risk-level';
import type { Priority } from '@app/core/catalogue/recommendation-types';

/*
 * One colour per level, each at least 4.5:1 on white, so a bar or a ring is as readable as text. The
 * level is always written out as well: colour is never the only carrier.
 */
export const riskColours: Readonly<Record<RiskLevel, string>> = {
  low: '#047857',
  medium: '#a16207',
  high: '#c2410c',
  critical: '#b91c1c',
};

export const riskBadgeClasses: Readonly<Record<RiskLevel, string>> = {
  low: 'border-emerald-700/30 bg-emerald-50 text-emerald-800',
  medium: 'border-yellow-700/30 bg-yellow-50 text-yellow-800',
  high: 'border-orange-700/30 bg-orange-50 text-orange-800',
  critical: 'border-red-700/30 bg-red-50 text-red-800',
};

/** Priorities and severities share the risk scale's colours. */
export const priorityRiskLevel: Readonly<Record<Priority, RiskLevel>> = {
  critical: 'critical',
  high: 'high',
  medium: 'medium',
  low: 'low',
};
