import type { AssessmentFormValues } from '@app/core/assessment/schema';
import type { PlanId } from '@app/core/plans/plans';
import type { CreateAssessmentResponse } from '@app/core/reports/schemas';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { storageKeys } from '../src/lib/storage';
import {
  type Account,
  createAccount,
  type Language,
  newClientAddress,
  readEmailedLink,
  testPassword,
} from './auth-helpers';
import { expect } from './fixtures';

/*
 * The reports' browser tests make their reports through the API, as the questionnaire does, and keep a
 * visitor's report in the browser exactly as lib/local-reports.ts does.
 */

/**
 * The test server's administrator (playwright.config.ts sets ADMIN_EMAILS to this address): the only way
 * to change a plan until payments exist.
 */
export const adminEmail = 'e2e-admin@example.bg';

export function assessmentInput(companyName: string, answers: Partial<AssessmentFormValues['answers']> = {}) {
  return {
    companyName,
    industry: 'healthcare',
    employeeCount: 'smb',
    email: 'office@example.bg',
    answers: {
      collectsData: 'yes',
      hasPrivacyPolicy: 'yes',
      usesConsent: 'yes',
      allowsDataRequests: 'not_sure',
      secureStorage: 'yes',
      usesThirdParties: 'yes',
      deletesOldData: 'no',
      keepsRecords: 'yes',
      hasBreachPlan: 'no',
      trainsEmployees: 'yes',
      ...answers,
    },
  } satisfies AssessmentFormValues;
}

/** POST /api/assessments, as a visitor or (with a token) as a signed-in user. */
export async function createReport(
  request: APIRequestContext,
  options: {
    companyName: string;
    language?: Language;
    accessToken?: string;
    answers?: Parameters<typeof assessmentInput>[1];
  },
): Promise<CreateAssessmentResponse> {
  const response = await request.post('/api/assessments', {
    headers: {
      'accept-language': options.language ?? 'bg',
      'x-forwarded-for': newClientAddress(),
      ...(options.accessToken ? { authorization: `Bearer ${options.accessToken}` } : {}),
    },
    data: assessmentInput(options.companyName, options.answers),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreateAssessmentResponse;
}

/** What saveLocalReport() writes: the list, newest first, and the key that tells other tabs. */
export async function saveVisitorReport(page: Page, created: CreateAssessmentResponse): Promise<void> {
  await page.evaluate(
    ({ keys, entry }) => {
      const list = JSON.parse(window.localStorage.getItem(keys.reports) ?? '[]') as unknown[];
      window.localStorage.setItem(keys.reports, JSON.stringify([entry, ...list]));
      window.localStorage.setItem(keys.reportsUpdated, String(Date.now()));
    },
    {
      keys: { reports: storageKeys.reports, reportsUpdated: storageKeys.reportsUpdated },
      entry: {
        report: created.report,
        ...(created.claimToken ? { claimToken: created.claimToken } : {}),
        savedAt: new Date().toISOString(),
      },
    },
  );
}

export async function readVisitorReportIds(page: Page): Promise<string[]> {
  return page.evaluate((key) => {
    const list = JSON.parse(window.localStorage.getItem(key) ?? '[]') as { report: { id: string } }[];
    return list.map((entry) => entry.report.id);
  }, storageKeys.reports);
}

type Session = { accessToken: string; refreshToken: string; user: { id: string; role: string } };

export async function logIn(
  request: APIRequestContext,
  account: Pick<Account, 'email' | 'password'>,
): Promise<Session> {
  const response = await request.post('/api/auth/login', {
    headers: { 'x-forwarded-for': newClientAddress() },
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Session;
}

/** The administrator's session: registered and verified on first use (by whichever test comes first). */
export async function logInAsAdmin(request: APIRequestContext, testInfo: TestInfo): Promise<Session> {
  const admin = { name: 'E2E Admin', email: adminEmail, password: testPassword };
  const registration = await request.post('/api/auth/register', {
    headers: { 'x-forwarded-for': newClientAddress() },
    data: { ...admin, termsAccepted: true },
  });
  expect([201, 409], await registration.text()).toContain(registration.status());
  let session = await logIn(request, admin);
  if (session.user.role === 'admin') return session;
  const link = await readEmailedLink(testInfo, adminEmail, '/verify-email');
  const token = new URLSearchParams(link.split('?')[1]).get('token');
  // Another test may have used the single-use link first; either way the address is verified then.
  await request.post('/api/auth/verify-email', { data: { token } });
  session = await logIn(request, admin);
  expect(session.user.role, `the test server must list ${adminEmail} in ADMIN_EMAILS`).toBe('admin');
  return session;
}

/** A new account on `plan`, with its session. */
export async function createAccountOnPlan(
  request: APIRequestContext,
  testInfo: TestInfo,
  language: Language,
  plan: PlanId,
): Promise<{ account: Account; session: Session }> {
  const account = await createAccount(request, language);
  const session = await logIn(request, account);
  if (plan !== 'free') {
    const admin = await logInAsAdmin(request, testInfo);
    const response = await request.put(`/api/admin/users/${session.user.id}/plan`, {
      headers: { authorization: `Bearer ${admin.accessToken}` },
      data: { plan },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  return { account, session };
}

/** Opens the app signed in with `session`, as a returning user whose tokens are stored. */
export async function useSession(page: Page, session: Session): Promise<void> {
  await page.goto('/');
  await page.evaluate(
    ({ keys, tokens }) => {
      window.localStorage.setItem(keys.access, tokens.accessToken);
      window.localStorage.setItem(keys.refresh, tokens.refreshToken);
    },
    {
      keys: { access: storageKeys.accessToken, refresh: storageKeys.refreshToken },
      tokens: { accessToken: session.accessToken, refreshToken: session.refreshToken },
    },
  );
}
