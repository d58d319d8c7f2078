import type { PlanId } from '@app/core/plans/plans';
import { useTranslation } from 'react-i18next';

/** What is left of the month, in words (docs/product-decisions.md, Plans and quotas). */
export function useAllowanceText(): (allowance: {
  left: number;
  limit: number | null;
  plan: PlanId;
}) => string {
  const { t } = useTranslation('assessment');
  return ({ left, limit, plan }) =>
    plan === 'payPerReport' ? t('allowance.leftCredits', { left }) : t('allowance.left', { left, limit });
}
