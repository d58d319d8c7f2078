import type { Answers } from '@app/core/assessment/answers';
import { restrictAnalysisToPlan } from '@app/core/plans/plan-view';
import type { PlanId } from '@app/core/plans/plans';
import type { ReportView } from '@app/core/reports/schemas';
import { analyse, makeInput } from '@app/test-support/assessment-fixtures';

/** Test helper: a completed report with a real analysis, reduced to what `plan` may see. */
export function makeReport({
  plan = 'starter',
  answers = { hasBreachPlan: 'no', trainsEmployees: 'not_sure', keepsRecords: 'no' },
  id = '2f0c8c1e-3c1a-4b7e-9c11-0a4f6f3f5e01',
  completedRecommendationIds = [],
}: {
  plan?: PlanId;
  answers?: Partial<Answers>;
  id?: string;
  completedRecommendationIds?: string[];
} = {}): ReportView {
  const analysis = restrictAnalysisToPlan(analyse(makeInput({ industry: 'healthcare', answers })), plan);
  return {
    id,
    status: 'completed',
    language: 'bg',
    company: { name: 'Тест ООД', industry: 'healthcare', employeeCount: 'startup' },
    complianceScore: analysis.complianceScore,
    riskLevel: analysis.riskLevel,
    issuesFound: analysis.issuesFound,
    createdAt: '2026-03-02T09:30:00.000Z',
    updatedAt: '2026-03-02T09:30:01.000Z',
    email: null,
    analysis,
    canExport: plan !== 'free',
    completedRecommendationIds,
  };
}
