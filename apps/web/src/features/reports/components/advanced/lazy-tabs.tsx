import { lazy } from 'react';

/*
 * Only the open tab is drawn, and the overview opens first: the other four (their charts, the roadmap's
 * progress mutation) are chunks of their own, out of the screen's initial JavaScript (the 150 kB budget,
 * docs/product-decisions.md, Performance budgets). The screen fetches them once it shows, so a tab opened
 * later rarely waits.
 */
const loaders = {
  predictions: () => import('./predictions-tab'),
  recommendations: () => import('./recommendations-tab'),
  roadmap: () => import('./roadmap-tab'),
  insights: () => import('./insights-tab'),
};

export function preloadAdvancedTabs(): void {
  // A failed download is tried again when its tab is opened.
  for (const load of Object.values(loaders)) load().catch(() => undefined);
}

export const PredictionsTab = lazy(() =>
  loaders.predictions().then((module) => ({ default: module.PredictionsTab })),
);
export const RecommendationsTab = lazy(() =>
  loaders.recommendations().then((module) => ({ default: module.RecommendationsTab })),
);
export const RoadmapTab = lazy(() => loaders.roadmap().then((module) => ({ default: module.RoadmapTab })));
export const InsightsTab = lazy(() => loaders.insights().then((module) => ({ default: module.InsightsTab })));
