import { paths } from '@/config/paths';

type ReportScreen = 'analysis' | 'advancedAi' | 'report';

/** A screen showing one report: `/analysis?id=…`, so a link can be shared with the signed-in owner. */
export function reportHref(screen: ReportScreen, id: string, extra: Record<string, string> = {}): string {
  return `${paths[screen].getHref()}?${new URLSearchParams({ id, ...extra })}`;
}
