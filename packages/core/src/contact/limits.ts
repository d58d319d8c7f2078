import { fieldLimits } from '../assessment/company';

/**
 * The contact form's length limits, which the schemas check and the form's messages name. Kept apart from
 * `./schemas` (zod) so the contact pages can show them without loading zod up front.
 */
export const contactLimits = {
  name: { min: 2, max: 100 },
  email: { max: 254 },
  subject: { min: 3, max: 150 },
  message: { min: 10, max: 5_000 },
  company: fieldLimits.companyName,
} as const;

export const contactKinds = ['contact', 'sales'] as const;
export type ContactKind = (typeof contactKinds)[number];
