import { useSyncExternalStore } from 'react';
import type { LocalReport } from '@/lib/local-reports';

type LocalReportsModule = typeof import('@/lib/local-reports');

/*
 * lib/local-reports checks what it reads with zod (about 25 kB gzip) and the core report schema, so the
 * report screens load it beside their own chunk rather than in it: their initial JavaScript stays within
 * the 150 kB budget (docs/product-decisions.md, Performance budgets). Loading starts as soon as a report
 * screen's chunk runs, so it travels while the screen renders; after the questionnaire it is already in
 * memory.
 */
let loaded: LocalReportsModule | undefined;
let loadError: unknown;
let loading: Promise<LocalReportsModule> | undefined;

export function loadLocalReports(): Promise<LocalReportsModule> {
  loading ??= import('@/lib/local-reports').then(
    (module) => {
      loaded = module;
      loadError = undefined;
      return module;
    },
    (error: unknown) => {
      // The screen's error boundary shows it; a later mount tries the download again.
      loadError = error;
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

void loadLocalReports().catch(() => undefined);

function subscribe(listener: () => void): () => void {
  let isActive = true;
  let unsubscribe: (() => void) | undefined;
  loadLocalReports().then(
    (module) => {
      if (!isActive) return;
      unsubscribe = module.subscribeToLocalReports(listener);
      listener();
    },
    () => {
      if (isActive) listener();
    },
  );
  return () => {
    isActive = false;
    unsubscribe?.();
  };
}

function getSnapshot(): LocalReport[] | undefined {
  return loaded?.listLocalReports();
}

// The same as lib/local-reports' own: a page rendered outside the browser knows no stored report.
const noReports: LocalReport[] = [];

/** This browser's reports, newest first, kept up to date across tabs; undefined until they can be read. */
export function useLocalReportList(): LocalReport[] | undefined {
  const reports = useSyncExternalStore(subscribe, getSnapshot, () => noReports);
  if (reports === undefined && loadError !== undefined) throw loadError;
  return reports;
}

/** lib/local-reports' removeLocalReports, loading it first when a screen had not needed it yet. */
export async function removeLocalReports(ids: readonly string[]): Promise<void> {
  (await loadLocalReports()).removeLocalReports(ids);
}
