import type { AdminAnalytics } from '@app/core/analytics/schemas';
import { ExportPanel, type ExportPanelProps } from './export-panel';
import { GapsAndGroups } from './gaps-and-groups';
import { KpiTiles } from './kpi-tiles';
import { OverTimeCharts } from './over-time-charts';
import { ScoreCharts } from './score-charts';

/** The admin's view over every assessment that matches the filters. */
export function AdminDashboard({
  analytics,
  exportPanel,
}: {
  analytics: AdminAnalytics;
  exportPanel: ExportPanelProps;
}) {
  return (
    <div className="flex flex-col gap-6">
      <KpiTiles analytics={analytics} />
      <div className="grid gap-6 lg:grid-cols-2">
        <OverTimeCharts analytics={analytics} />
        <ScoreCharts analytics={analytics} />
        <GapsAndGroups analytics={analytics} />
      </div>
      <ExportPanel {...exportPanel} />
    </div>
  );
}
