import { fieldLimits } from '@app/core/assessment/company';
import type { MessageValues } from '@/lib/use-validation-message';

/** The limits the schemas apply to a field, for "Minimum length: {{min}} characters". */
export function getFieldLimits(field: string): MessageValues {
  return field in fieldLimits ? fieldLimits[field as keyof typeof fieldLimits] : {};
}
