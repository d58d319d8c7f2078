import { z } from 'zod';
import { roadmapPhaseIds } from '../analysis/result-ids';
import { supportedLanguages } from '../errors';
import { localizedTextSchema } from '../i18n/localized-text';

/** The kit's drafts (issue 23); the ids are the API's public contract, in the order the kit lists them. */
export const kitDocumentIds = [
  'records-of-processing',
  'privacy-notice',
  'breach-procedure',
  'breach-log',
  'data-subject-requests',
  'processor-checklist',
  'employee-notice',
  'cctv',
] as const;
export type KitDocumentId = (typeof kitDocumentIds)[number];

export const kitFormats = ['docx', 'odt', 'xlsx', 'ods'] as const;
export type KitFormat = (typeof kitFormats)[number];

const invalid = { error: 'validation.invalidOption' };

export const kitDocumentParamsSchema = z.object({
  id: z.uuid(invalid),
  document: z.enum(kitDocumentIds, invalid),
});

export const kitDocumentQuerySchema = z.object({
  format: z.enum(kitFormats, invalid),
  lang: z.enum(supportedLanguages, invalid).optional(),
});

export const kitEntrySchema = z.object({
  id: z.enum(kitDocumentIds),
  title: localizedTextSchema,
  description: localizedTextSchema,
  formats: z.array(z.enum(kitFormats)).min(1),
  /** The articles and Bulgarian provisions the draft implements. */
  legalBasis: localizedTextSchema,
  /** The report's gaps the draft helps to close. */
  gapsClosed: z.array(z.object({ controlId: z.string(), title: localizedTextSchema })),
  /** The roadmap items the draft is the deliverable of; empty on plans without the full analysis. */
  roadmapItems: z.array(
    z.object({ id: z.string(), title: localizedTextSchema, phase: z.enum(roadmapPhaseIds) }),
  ),
});
export type KitEntryView = z.infer<typeof kitEntrySchema>;

export const kitResponseSchema = z.object({
  success: z.literal(true),
  /** Whether the caller's plan downloads the drafts (Free sees the list only). */
  canDownload: z.boolean(),
  documents: z.array(kitEntrySchema),
});
export type KitResponse = z.infer<typeof kitResponseSchema>;
