import { type ReportView, reportSchema } from '@app/core/reports/schemas';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { readStorage, removeStorage, storageKeys, writeStorage } from './storage';

/**
 * Reports a visitor made while signed out live in this browser. Every change writes `gdpr_reports_updated`,
 * whose `storage` event tells the other open tabs to re-read the list.
 */
export const localReportSchema = z.object({
  report: reportSchema,
  /** Lets the visitor move the report into an account after signing in (POST /api/reports/claim). */
  claimToken: z.string().optional(),
  savedAt: z.iso.datetime(),
});
export type LocalReport = z.infer<typeof localReportSchema>;

/** More would crowd the browser's storage; the oldest go first. */
const maxLocalReports = 20;

type Listener = () => void;
const listeners = new Set<Listener>();
let cache: { raw: string | null; reports: LocalReport[] } | undefined;

function parseReports(raw: string | null): LocalReport[] {
  if (!raw) return [];
  try {
    const parsed = z.array(z.unknown()).parse(JSON.parse(raw));
    // One damaged entry must not hide the others.
    return parsed.flatMap((entry) => {
      const result = localReportSchema.safeParse(entry);
      return result.success ? [result.data] : [];
    });
  } catch {
    return [];
  }
}

/** Newest first. The same array is returned until the stored list changes (useSyncExternalStore needs that). */
export function listLocalReports(): LocalReport[] {
  const raw = readStorage(storageKeys.reports);
  if (cache?.raw !== raw) cache = { raw, reports: parseReports(raw) };
  return cache.reports;
}

export function findLocalReport(id: string): LocalReport | undefined {
  return listLocalReports().find((entry) => entry.report.id === id);
}

function writeReports(reports: LocalReport[]): void {
  if (reports.length === 0) removeStorage(storageKeys.reports);
  else writeStorage(storageKeys.reports, JSON.stringify(reports.slice(0, maxLocalReports)));
  writeStorage(storageKeys.reportsUpdated, String(Date.now()));
  notify();
}

export function saveLocalReport(report: ReportView, claimToken: string | undefined, now = new Date()): void {
  const others = listLocalReports().filter((entry) => entry.report.id !== report.id);
  writeReports([{ report, ...(claimToken ? { claimToken } : {}), savedAt: now.toISOString() }, ...others]);
}

export function removeLocalReports(ids: readonly string[]): void {
  const remaining = listLocalReports().filter((entry) => !ids.includes(entry.report.id));
  writeReports(remaining);
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeToLocalReports(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.reportsUpdated || event.key === storageKeys.reports)
      listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The visitor's reports, kept up to date across tabs. */
export function useLocalReports(): LocalReport[] {
  return useSyncExternalStore(subscribeToLocalReports, listLocalReports, () => []);
}
