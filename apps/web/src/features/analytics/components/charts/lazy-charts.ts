import { lazy } from 'react';

/*
 * The drawings load on their own chunk: recharts (about 100 kB gzip) stays out of this screen's first
 * chunk and out of every other route. preloadCharts() starts the download alongside the figures' request,
 * so the drawings do not wait for the data before they begin to load.
 */
const loadTrendLineChart = () => import('./trend-line-chart');
const loadColumnChart = () => import('./column-chart');

export function preloadCharts(): void {
  void loadTrendLineChart().catch(() => undefined);
  void loadColumnChart().catch(() => undefined);
}

export const LazyTrendLineChart = lazy(() =>
  loadTrendLineChart().then((module) => ({ default: module.TrendLineChart })),
);

export const LazyColumnChart = lazy(() =>
  loadColumnChart().then((module) => ({ default: module.ColumnChart })),
);
