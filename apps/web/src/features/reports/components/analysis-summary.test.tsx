import { answerAll } from '@app/test-support/assessment-fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureNamespaces, initI18n } from '@/lib/i18n';
import { makeReport } from '../testing/make-report';
import { AnalysisSummary } from './analysis-summary';

function renderSummary(report: ReturnType<typeof makeReport>) {
  if (!report.analysis) throw new Error('the test report has no analysis');
  render(<AnalysisSummary report={report} analysis={report.analysis} />);
}

describe('AnalysisSummary', () => {
  beforeAll(async () => {
    await initI18n('en');
    await ensureNamespaces(['reports']);
  });
  afterEach(cleanup);

  it('tells the free plan why the risk level is above the score’s band', () => {
    // 81 is "low" on the scale; unsecured health data makes it high. Said once: not also as the weaker
    // "unsecured data" and "sensitive data without confirmed security", which are at least medium.
    renderSummary(makeReport({ plan: 'free', answers: { secureStorage: 'no' } }));
    const heading = screen.getByRole('heading', {
      name: 'Why the risk level is higher than the score suggests',
    });
    expect(within(heading.parentElement as HTMLElement).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says nothing of a higher level where the level is the score’s own', () => {
    // Nothing in place: 0 and critical, the score's own band, though five floors apply too.
    const nothing = answerAll('no');
    const report = makeReport({ plan: 'starter', answers: nothing });
    expect(report.analysis?.access === 'full' && report.analysis.riskLevelReasons.length).toBeGreaterThan(0);
    renderSummary(report);
    expect(screen.queryByRole('heading', { name: /higher than the score/ })).toBeNull();
  });
});
