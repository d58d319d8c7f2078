import type { ControlId } from '@app/core/analysis/control-ids';
import type { RiskFactorId } from '@app/core/analysis/result-ids';
import { controlTexts } from '@app/core/catalogue/control-texts';
import { riskFactorLabels } from '@app/core/catalogue/risk-factor-labels';
import type { Language } from '@app/core/errors';

/* Names the core catalogue gives, in both languages, so the dashboard says what the reports say. */

export function labelControl(id: ControlId, language: Language): string {
  return controlTexts[id].title[language];
}

export function labelRiskFactor(id: RiskFactorId, language: Language): string {
  return riskFactorLabels[id][language];
}
