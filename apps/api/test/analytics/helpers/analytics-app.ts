import { randomUUID } from 'node:crypto';
import type { ControlId } from '@app/core/analysis/control-ids';
import type { AnalysisResult } from '@app/core/analysis/result-schema';
import type { RiskLevel } from '@app/core/analysis/risk-level';
import type { EmployeeBand, Industry } from '@app/core/assessment/company';
import type { Role } from '@app/core/plans/permissions';
import type { PlanId } from '@app/core/plans/plans';
import type { ReportStatus } from '@app/core/reports/schemas';
import { eq } from 'drizzle-orm';
import { type ReportEventKind, reportEvents, reports, users } from '../../../src/db/schema';
import { bearer, createAuthTestApp, type SignedIn, signUp } from '../../auth/helpers/auth-app';
import type { TestApp } from '../../helpers/app';

export { bearer, type SignedIn };

/** The real app; analytics read reports and events that the tests insert as rows of known values. */
export function createAnalyticsTestApp(): Promise<TestApp> {
  return createAuthTestApp();
}

/**
 * A signed-in account with the role and plan set as an administrator or a payment would; `verified`
 * marks its address proven, as the e-mailed link would (only such accounts count in a benchmark).
 */
export async function createAccount(
  testApp: TestApp,
  email: string,
  access: { role?: Role; plan?: PlanId; verified?: boolean } = {},
): Promise<SignedIn> {
  const session = await signUp(testApp.app, { email });
  await testApp.database.db
    .update(users)
    .set({
      role: access.role ?? 'user',
      plan: access.plan ?? 'free',
      ...(access.verified ? { emailVerifiedAt: new Date() } : {}),
    })
    .where(eq(users.id, session.user.id));
  return session;
}

/** An account that never signs in: another company in someone's benchmark, verified unless told. */
export async function insertCompanyUser(
  testApp: TestApp,
  email: string,
  options: { verified?: boolean } = {},
): Promise<string> {
  const [row] = await testApp.database.db
    .insert(users)
    .values({ email, name: 'Друга фирма', emailVerifiedAt: options.verified === false ? null : new Date() })
    .returning({ id: users.id });
  if (!row) throw new Error('no user inserted');
  return row.id;
}

export type SeedReport = {
  userId?: string | null;
  createdAt: string;
  status?: ReportStatus;
  industry?: Industry;
  size?: EmployeeBand;
  score?: number;
  risk?: RiskLevel;
  issues?: number;
  gaps?: ControlId[];
  language?: 'bg' | 'en';
  companyName?: string;
  /** Only the parts of an analysis the analytics read. */
  analysis?: Pick<AnalysisResult, 'riskFactors' | 'recommendations'>;
  completedRecommendationIds?: string[];
};

/** Inserts a report row as the analysis would have left it; a pending or failed one has no figures. */
export async function insertReport(testApp: TestApp, seed: SeedReport): Promise<string> {
  const id = randomUUID();
  const createdAt = new Date(seed.createdAt);
  const status = seed.status ?? 'completed';
  const isCompleted = status === 'completed';
  await testApp.database.db.insert(reports).values({
    id,
    userId: seed.userId ?? null,
    status,
    language: seed.language ?? 'bg',
    companyName: seed.companyName ?? 'Фирма ЕООД',
    industry: seed.industry ?? 'ecommerce',
    employeeCount: seed.size ?? 'startup',
    input: { answers: {} as never },
    analysis: isCompleted ? ((seed.analysis ?? null) as AnalysisResult | null) : null,
    complianceScore: isCompleted ? (seed.score ?? 50) : null,
    riskLevel: isCompleted ? (seed.risk ?? 'high') : null,
    issuesFound: isCompleted ? (seed.issues ?? seed.gaps?.length ?? 0) : null,
    gapControlIds: isCompleted ? (seed.gaps ?? []) : null,
    completedRecommendationIds: seed.completedRecommendationIds ?? [],
    createdAt,
    updatedAt: createdAt,
    completedAt: isCompleted ? createdAt : null,
  });
  return id;
}

export async function insertEvent(
  testApp: TestApp,
  reportId: string,
  kind: ReportEventKind,
  createdAt: string,
  format: 'pdf' | 'docx' | null = null,
): Promise<void> {
  await testApp.database.db
    .insert(reportEvents)
    .values({ reportId, kind, format, createdAt: new Date(createdAt) });
}

export function readAnalytics(testApp: TestApp, session: SignedIn | null, query = '', language = 'en') {
  return testApp.app.inject({
    url: `/api/analytics${query ? `?${query}` : ''}`,
    headers: { ...(session ? bearer(session.accessToken) : {}), 'accept-language': language },
  });
}

export function readExport(testApp: TestApp, session: SignedIn | null, query: string) {
  return testApp.app.inject({
    url: `/api/analytics/export?${query}`,
    headers: session ? bearer(session.accessToken) : {},
  });
}
