import { randomUUID } from 'node:crypto';
import { analyseAssessment } from '@app/core/analysis/analyse-assessment';
import { controlIds } from '@app/core/analysis/control-ids';
import { calibrationProfiles } from '@app/test-support/calibration/index';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../apps/api/src/db/client';
import { reports, users } from '../../apps/api/src/db/schema';
import { hashPassword } from '../../apps/api/src/modules/auth/passwords';

export const benchPassword = 'Bench-analytics-2026';
export const benchAdminEmail = 'bench-analytics-admin@example.invalid';
export const benchUserEmail = 'bench-analytics-user@example.invalid';

const accounts = 20_000;
const unfinishedShare = 0.02;

/**
 * Completed assessments spread over two years (more of them recently, as a product grows), across
 * industries and sizes in uneven shares, scores around 60, gaps more frequent the lower the score. They
 * belong to 20 000 accounts, a third of the last 29 days' to visitors: the server deletes unclaimed
 * visitor reports after 30 days, so older ones do not exist. 2 % more are failed or pending and must
 * not count; report events as the journey records them. The bench user has 24 reports of their own with real analyses (risk factors, roadmap).
 */
export async function seedAnalytics(db: AppDatabase, assessments: number): Promise<void> {
  const unfinished = Math.round(assessments * unfinishedShare);
  const passwordHash = await hashPassword(benchPassword);
  await db.insert(users).values([
    { email: benchAdminEmail, name: 'Bench admin', passwordHash, role: 'admin', plan: 'enterprise' },
    { email: benchUserEmail, name: 'Bench user', passwordHash, plan: 'professional' },
  ]);
  await db.execute(sql`insert into users (email, name)
    select 'bench-' || i || '@example.invalid', 'Фирма ' || i from generate_series(1, ${accounts}) as i`);
  const ids = sql.raw(`array[${controlIds.map((id) => `'${id}'`).join(', ')}]::text[]`);
  const input = JSON.stringify({ answers: calibrationProfiles[0]?.input.answers ?? {} });
  await db.execute(sql`
    with numbered as (
      select id, row_number() over (order by email) as n from users where email like 'bench-%@example.invalid'
        and email not like 'bench-analytics-%'
    ), drawn as (
      select i,
        now() - (730 * (1 - sqrt(random()))) * interval '1 day' as stamp,
        greatest(0, least(100, round(60 + (random() + random() + random() - 1.5) * 40)))::int as score,
        random() as r_industry, random() as r_size, random() as r_language, i > ${assessments} as is_unfinished
      from generate_series(1, ${assessments + unfinished}) as i
    ), shaped as (
      select drawn.*,
        array(select id from unnest(${ids}) as id where random() < (110 - drawn.score) / 160.0) as gaps
      from drawn
    )
    insert into reports (id, user_id, status, language, company_name, industry, employee_count, input,
      compliance_score, risk_level, issues_found, gap_control_ids, created_at, updated_at, completed_at)
    select gen_random_uuid(),
      case when i % 3 = 0 and stamp > now() - interval '29 days' then null else numbered.id end,
      case when not is_unfinished then 'completed' when i % 2 = 0 then 'failed' else 'pending' end,
      case when r_language < 0.85 then 'bg' else 'en' end,
      'Фирма ' || i,
      (array['ecommerce', 'technology', 'finance', 'healthcare', 'other', 'education', 'legal'])[1 + floor(power(r_industry, 1.6) * 7)::int],
      case when r_size < 0.6 then 'startup' when r_size < 0.9 then 'smb' else 'enterprise' end,
      ${input}::jsonb,
      case when not is_unfinished then score end,
      case when is_unfinished then null when score >= 80 then 'low' when score >= 60 then 'medium'
        when score >= 40 then 'high' else 'critical' end,
      case when not is_unfinished then cardinality(gaps) end,
      case when not is_unfinished then gaps end,
      stamp, stamp, case when not is_unfinished then stamp end
    from shaped join numbered on numbered.n = 1 + (i * 7919) % ${accounts}
    -- In the order they were made, as the rows of a live table lie.
    order by stamp`);
  await seedBenchUser(db);
  await seedEvents(db);
  await db.execute(sql`analyze`);
}

/** Every report generated once; three in ten downloaded (mostly as PDF), one in ten e-mailed. */
async function seedEvents(db: AppDatabase): Promise<void> {
  const later = sql.raw(`least(now(), created_at + random() * interval '3 days')`);
  await db.execute(sql`insert into report_events (report_id, kind, format, created_at)
    select id, 'generated', null, created_at from reports where status = 'completed'
    union all
    select id, 'downloaded', case when random() < 0.7 then 'pdf' else 'docx' end, ${later}
    from reports where status = 'completed' and random() < 0.3
    union all
    select id, 'emailed', 'pdf', ${later} from reports where status = 'completed' and random() < 0.1`);
}

async function seedBenchUser(db: AppDatabase): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(sql`${users.email} = ${benchUserEmail}`);
  if (!user) throw new Error('bench user missing');
  const rows = Array.from({ length: 24 }, (_, index) => {
    const profile = calibrationProfiles[index % calibrationProfiles.length];
    if (!profile) throw new Error('no company profiles');
    const createdAt = new Date(Date.now() - (24 - index) * 30 * 86_400_000);
    const input = { ...profile.input, industry: 'ecommerce' as const, employeeCount: 'startup' as const };
    const analysis = analyseAssessment(input, { analysisId: randomUUID(), now: createdAt });
    return {
      id: randomUUID(),
      userId: user.id,
      status: 'completed' as const,
      language: 'bg' as const,
      companyName: 'Бенч ЕООД',
      industry: input.industry,
      employeeCount: input.employeeCount,
      input: { answers: input.answers },
      analysis,
      complianceScore: analysis.complianceScore,
      riskLevel: analysis.riskLevel,
      issuesFound: analysis.issuesFound,
      gapControlIds: analysis.issues.map((issue) => issue.controlId),
      completedRecommendationIds: analysis.recommendations.slice(0, index % 5).map((item) => item.id),
      createdAt,
      updatedAt: createdAt,
      completedAt: createdAt,
    };
  });
  await db.insert(reports).values(rows);
}
