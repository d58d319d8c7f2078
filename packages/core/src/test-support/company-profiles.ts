import type { RiskLevel } from '../analysis/risk-level';
import type { AssessmentInput } from '../assessment/schema';
import { poorlyRunProfiles } from './profiles-poorly-run';
import { wellRunProfiles } from './profiles-well-run';

export interface CompanyProfile {
  name: string;
  input: AssessmentInput;
  expectedRisk: RiskLevel;
  scoreRange: [number, number];
  /** Why a data protection officer would agree with the outcome. */
  justification: string;
}

/** Realistic companies across every industry and size, with the outcome a DPO would sign. */
export const companyProfiles: CompanyProfile[] = [...wellRunProfiles, ...poorlyRunProfiles];
