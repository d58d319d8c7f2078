import type { ControlId } from '@app/core/analysis/control-ids';
import type { RiskLevel } from '@app/core/analysis/risk-level';
import type { EmployeeBand, Industry } from '@app/core/assessment/company';
import type { ReportEventKind } from '../../../src/db/schema';
import type { TestApp } from '../../helpers/app';
import { createAccount, insertEvent, insertReport, type SignedIn } from './analytics-app';

type Owner = 'alice' | 'bob' | null;
type Row = [
  key: string,
  owner: Owner,
  createdAt: string,
  Industry,
  EmployeeBand,
  score: number,
  RiskLevel,
  ControlId[],
];

/**
 * The hand-made data set of the administrator's view (Sofia is UTC+2 in winter): reports on both sides
 * of the Sofia midnights that open 2026, February and March. Every figure the tests assert was worked
 * out by hand from these rows.
 */
const rows: Row[] = [
  ['r0', null, '2025-12-31T21:59:59Z', 'ecommerce', 'startup', 50, 'high', ['security', 'breachResponse']],
  [
    'r10',
    null,
    '2025-12-31T22:00:00Z',
    'healthcare',
    'enterprise',
    10,
    'critical',
    ['security', 'breachResponse', 'records'],
  ],
  [
    'r1',
    'alice',
    '2026-01-31T21:59:59Z',
    'ecommerce',
    'startup',
    45,
    'high',
    ['breachResponse', 'training', 'records'],
  ],
  [
    'r2',
    'alice',
    '2026-01-31T22:00:00Z',
    'ecommerce',
    'startup',
    72,
    'medium',
    ['breachResponse', 'training'],
  ],
  ['r3', 'bob', '2026-01-15T10:00:00Z', 'finance', 'smb', 100, 'low', []],
  [
    'r4',
    null,
    '2026-01-20T12:00:00Z',
    'healthcare',
    'enterprise',
    9,
    'critical',
    ['security', 'breachResponse', 'dpo'],
  ],
  ['r5', null, '2026-02-10T09:00:00Z', 'ecommerce', 'startup', 90, 'low', ['records']],
  ['r6', 'bob', '2026-02-27T22:30:00Z', 'finance', 'smb', 60, 'medium', ['training', 'dpo']],
  ['r7', null, '2026-02-28T22:00:00Z', 'ecommerce', 'startup', 80, 'low', ['security']],
];

/** Events in and out of the range; `failed` is a failed report of Alice's, whose event must not count. */
const events: Array<[key: string, ReportEventKind, createdAt: string, format: 'pdf' | 'docx' | null]> = [
  ['r1', 'generated', '2026-01-31T21:59:59Z', null],
  ['r1', 'downloaded', '2026-02-27T22:30:00Z', 'pdf'],
  ['r2', 'downloaded', '2026-02-28T22:00:00Z', 'docx'],
  ['r3', 'emailed', '2026-01-16T08:00:00Z', 'pdf'],
  ['r0', 'downloaded', '2026-01-05T08:00:00Z', 'docx'],
  ['failed', 'generated', '2026-01-25T10:00:00Z', null],
  ['r10', 'generated', '2025-12-31T22:00:00Z', null],
  ['r0', 'emailed', '2025-12-31T21:59:59Z', 'pdf'],
];

export async function seedAdminDataSet(testApp: TestApp): Promise<{ admin: SignedIn; alice: SignedIn }> {
  const admin = await createAccount(testApp, 'admin@example.bg', { role: 'admin' });
  const alice = await createAccount(testApp, 'alice@example.bg', { plan: 'professional' });
  const bob = await createAccount(testApp, 'bob@example.bg');
  const owners = { alice: alice.user.id, bob: bob.user.id };
  const ids = new Map<string, string>();
  for (const [key, owner, createdAt, industry, size, score, risk, gaps] of rows) {
    const userId = owner ? owners[owner] : null;
    ids.set(key, await insertReport(testApp, { userId, createdAt, industry, size, score, risk, gaps }));
  }
  ids.set(
    'failed',
    await insertReport(testApp, {
      userId: owners.alice,
      createdAt: '2026-01-25T10:00:00Z',
      status: 'failed',
    }),
  );
  await insertReport(testApp, { createdAt: '2026-01-26T10:00:00Z', status: 'pending' });
  for (const [key, kind, createdAt, format] of events) {
    const reportId = ids.get(key);
    if (!reportId) throw new Error(`no report ${key}`);
    await insertEvent(testApp, reportId, kind, createdAt, format);
  }
  return { admin, alice };
}
