import { z } from 'zod';
import { trialPlanIds } from '../plans/trial';

/** POST /api/billing/trial: which paid plan to try for 14 days, without a card. */
export const startTrialSchema = z.object({ plan: z.enum(trialPlanIds) });
export type StartTrialInput = z.infer<typeof startTrialSchema>;
