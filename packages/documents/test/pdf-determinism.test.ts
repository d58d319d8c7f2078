import { describe, expect, it } from 'vitest';
import { renderReportPdf } from '../src/pdf/render-report-pdf';
import { createProfileReport } from '../src/test-support/report-fixtures';

// The first test of its file, so the first render runs before any word layout is shared between documents.
describe('renderReportPdf', () => {
  it('renders the same report to the same bytes, whatever was rendered before', async () => {
    const report = createProfileReport('small accounting firm', 'bg');
    const first = await renderReportPdf(report);
    await renderReportPdf(createProfileReport('careless web shop', 'en'));
    await renderReportPdf(createProfileReport('small dental practice', 'bg', 'free'));
    const again = await renderReportPdf(report);
    expect(again.equals(first)).toBe(true);
  });

  it('changes with the content', async () => {
    const report = createProfileReport('small accounting firm', 'bg');
    const renamed = { ...report, company: { ...report.company, name: 'Друго ООД' } };
    expect((await renderReportPdf(renamed)).equals(await renderReportPdf(report))).toBe(false);
  });
});
