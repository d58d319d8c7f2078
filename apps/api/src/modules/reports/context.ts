import type { Config } from '../../config';
import type { AppDatabase } from '../../db/client';
import { createDocumentRenderer, type DocumentRenderer } from '../../documents/renderer';
import { createReportsHousekeeping } from './housekeeping';

/** What the reports code needs, built once per app and shared by its routes and services. */
export type ReportsContext = {
  db: AppDatabase;
  publicUrl: string;
  visitorLimitPerHour: number;
  /** Renders the PDF, Word and kit files off the main thread; closed with the app. */
  documents: DocumentRenderer;
  /** Deletes unclaimed visitor reports, at most once an hour (plugins/housekeeping.ts). */
  tidyUp(now: Date): Promise<void>;
  now(): Date;
};

export function createReportsContext(options: {
  config: Pick<Config, 'publicUrl' | 'assessmentVisitorLimitPerHour'>;
  db: AppDatabase;
}): ReportsContext {
  const { config, db } = options;
  return {
    db,
    publicUrl: config.publicUrl,
    visitorLimitPerHour: config.assessmentVisitorLimitPerHour,
    documents: createDocumentRenderer(),
    tidyUp: createReportsHousekeeping(db),
    now: () => new Date(),
  };
}
