import { commerceProfiles } from './commerce';
import { educationProfiles } from './education';
import { financeProfiles } from './finance';
import { healthcareProfiles } from './healthcare';
import { legalProfiles } from './legal';
import { otherEmployerProfiles } from './other-employers';
import { smallOtherProfiles } from './other-small';
import { technologyProfiles } from './technology';
import type { CalibrationProfile } from './types';

export type { CalibrationProfile } from './types';

/**
 * The calibration set of methodology 2027.1, run again for each later version: every industry in every employee band, with the score range,
 * risk level and first steps a DPO expects (docs/methodology.md; issue 17).
 */
export const calibrationProfiles: CalibrationProfile[] = [
  ...healthcareProfiles,
  ...educationProfiles,
  ...financeProfiles,
  ...legalProfiles,
  ...commerceProfiles,
  ...technologyProfiles,
  ...smallOtherProfiles,
  ...otherEmployerProfiles,
];
