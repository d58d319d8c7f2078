import { randomUUID } from 'node:crypto';
import type { AssessmentFormValues } from '@app/core/assessment/schema';
import type { PlanId } from '@app/core/plans/plans';
import type { CreateAssessmentResponse } from '@app/core/reports/schemas';
import { webShopAssessment } from '@app/test-support/web-shop-assessment';
import { eq } from 'drizzle-orm';
import { reports, users } from '../../../src/db/schema';
import { bearer, createAuthTestApp, type SignedIn, signUp } from '../../auth/helpers/auth-app';
import type { TestApp } from '../../helpers/app';

/** The real app with the outbox timer off and a known public address for links in e-mails. */
export function createReportsTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  return createAuthTestApp({ PUBLIC_URL: 'https://gdpr.example.bg', ...env });
}

/** The shared web-shop example, with what a test changes. */
export function createWebShopAssessment(overrides: Partial<AssessmentFormValues> = {}): AssessmentFormValues {
  return { ...webShopAssessment, ...overrides };
}

type SubmitOptions = {
  session?: SignedIn;
  idempotencyKey?: string;
  lang?: 'bg' | 'en';
  /** The caller's address, so tests do not share the per-address limits. */
  remoteAddress?: string;
};

export function submitAssessment(testApp: TestApp, payload: unknown, options: SubmitOptions = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/assessments${options.lang ? `?lang=${options.lang}` : ''}`,
    headers: {
      ...(options.session ? bearer(options.session.accessToken) : {}),
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
    },
    remoteAddress: options.remoteAddress ?? takeAddress(),
    payload: payload as Record<string, unknown>,
  });
}

/** Submits as the user (or a visitor) and returns the created report; fails the test otherwise. */
export async function createReport(
  testApp: TestApp,
  session?: SignedIn,
  payload = createWebShopAssessment(),
) {
  const response = await submitAssessment(testApp, payload, { ...(session ? { session } : {}) });
  if (response.statusCode !== 201) throw new Error(`assessment failed: ${response.body}`);
  return response.json() as CreateAssessmentResponse;
}

/** Plans change through payments or an administrator; tests set them in the database directly. */
export async function setPlan(testApp: TestApp, userId: string, plan: PlanId): Promise<void> {
  await testApp.database.db.update(users).set({ plan }).where(eq(users.id, userId));
}

/** A new account on `plan`, with an address of its own unless `email` names one. */
export async function signUpOnPlan(testApp: TestApp, plan: PlanId, email?: string): Promise<SignedIn> {
  const session = await signUp(testApp.app, { email: email ?? `plan-${randomUUID()}@example.bg` });
  await setPlan(testApp, session.user.id, plan);
  return session;
}

export async function findReportRows(testApp: TestApp, where: { userId?: string; companyName?: string }) {
  const rows = await testApp.database.db.select().from(reports);
  return rows.filter(
    (row) =>
      (where.userId === undefined || row.userId === where.userId) &&
      (where.companyName === undefined || row.companyName === where.companyName),
  );
}

let nextAddress = 1;
/** A documentation address (RFC 5737) of its own for each call. */
export function takeAddress(): string {
  nextAddress += 1;
  return `198.51.100.${nextAddress % 250}`;
}

export const newKey = () => randomUUID();
