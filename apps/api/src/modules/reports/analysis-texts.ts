import { createHash } from 'node:crypto';
import type { AnalysisResult } from '@app/core/analysis/result-schema';
import type { LocalizedText } from '@app/core/i18n/localized-text';
import { inArray } from 'drizzle-orm';
import type { AppDatabase, AppTransaction } from '../../db/client';
import { analysisTexts, type StoredAnalysis, type TextRef } from '../../db/schema';

/**
 * Stored analyses keep each text once (docs/decisions/006-methodology-versions.md, "Texts are stored
 * once"). An analysis holds some 200 texts in both languages, nearly all the methodology's, the same in
 * every report: three quarters of its 56 kB. It is stored with a reference, the hash of the text's
 * content, in place of each text, and the text is kept in `analysis_texts` under that hash. Reading puts
 * the very same texts back, so a report still shows what was computed whatever the methodology's texts
 * have become since. A stored analysis written before this holds its texts inline and reads as it is.
 */

/**
 * An analysis ready to be stored, with the texts it refers to already in the database: its JSON text
 * (a StoredAnalysis) and the columns that summarise it for lists, filters and analytics. It holds no
 * object tree, so a request that waits for its write keeps only flat strings alive (docs/operations.md,
 * "Load").
 */
export type InternedAnalysis = {
  json: string;
  complianceScore: number;
  riskLevel: AnalysisResult['riskLevel'];
  issuesFound: number;
  gapControlIds: string[];
  methodologyVersion: string;
};

type Db = AppDatabase | AppTransaction;

/** Hashes of texts already in a database (per database, as tests open many in one process). */
const storedHashes = new WeakMap<AppDatabase, Set<string>>();
/** Texts read back, by hash: the hash names the content, so this holds across databases. */
const readTexts = new Map<string, LocalizedText>();
const READ_CACHE_LIMIT = 20_000;
/** The catalogue's texts are the same objects in every analysis: each hashed once, its reference shared. */
const refOf = new WeakMap<LocalizedText, TextRef>();
/**
 * Texts an analysis fills in (an insight with the score, a risk level's reason) are new objects each
 * time, though most recur across reports: their references are also kept by content, so a recurring
 * one is not hashed again.
 */
const refByContent = new Map<string, TextRef>();
const CONTENT_CACHE_LIMIT = 20_000;

/**
 * Writes the texts the database does not hold yet (in a statement of their own: a text kept for a report
 * that was then rolled back is harmless, as texts are never changed or removed) and gives the analysis
 * to store. `db` is the database, not a transaction, so what it holds is remembered per database.
 */
export async function internAnalysisTexts(
  db: AppDatabase,
  result: AnalysisResult,
): Promise<InternedAnalysis> {
  const known = storedHashes.get(db) ?? new Set<string>();
  storedHashes.set(db, known);
  const missing = new Map<string, LocalizedText>();
  const stored = mapTexts(result, (text) => {
    if (isTextRef(text)) return text;
    const ref = referTo(text);
    if (!known.has(ref.textRef)) missing.set(ref.textRef, text);
    return ref;
  }) as StoredAnalysis;
  if (missing.size > 0) {
    await db
      .insert(analysisTexts)
      .values([...missing].map(([hash, text]) => ({ hash, text })))
      .onConflictDoNothing();
    for (const hash of missing.keys()) known.add(hash);
  }
  return {
    json: JSON.stringify(stored),
    complianceScore: result.complianceScore,
    riskLevel: result.riskLevel,
    issuesFound: result.issuesFound,
    gapControlIds: result.issues.map((issue) => issue.controlId),
    methodologyVersion: result.methodologyVersion,
  };
}

/** The analysis as computed: every reference replaced by its text. */
export async function restoreAnalysisTexts(db: Db, stored: StoredAnalysis): Promise<AnalysisResult> {
  const missing = new Set<string>();
  const fromCache = (value: LocalizedText | TextRef) => {
    if (!isTextRef(value)) return value;
    const text = readTexts.get(value.textRef);
    if (!text) missing.add(value.textRef);
    return text ?? value;
  };
  const restored = mapTexts(stored, fromCache);
  if (missing.size === 0) return restored as AnalysisResult;
  const rows = await db
    .select()
    .from(analysisTexts)
    .where(inArray(analysisTexts.hash, [...missing]));
  if (readTexts.size + rows.length > READ_CACHE_LIMIT) readTexts.clear();
  for (const row of rows) readTexts.set(row.hash, row.text);
  return mapTexts(restored, (value) => {
    if (!isTextRef(value)) return value;
    const text = readTexts.get(value.textRef);
    if (!text) throw new Error(`analysis text ${value.textRef} is missing from analysis_texts`);
    return text;
  }) as AnalysisResult;
}

function referTo(text: LocalizedText): TextRef {
  const cached = refOf.get(text);
  if (cached) return cached;
  const content = JSON.stringify([text.bg, text.en]);
  let ref = refByContent.get(content);
  if (!ref) {
    ref = { textRef: createHash('sha256').update(content).digest('base64url').slice(0, 22) };
    if (refByContent.size >= CONTENT_CACHE_LIMIT) refByContent.clear();
    refByContent.set(content, ref);
  }
  refOf.set(text, ref);
  return ref;
}

function isTextRef(value: object): value is TextRef {
  return typeof (value as Partial<TextRef>).textRef === 'string';
}

/**
 * The JSON value with each text (or reference) replaced by what `replace` gives. Only what holds a
 * replaced text is copied; the rest (the controls, the scores, lists of articles) is the value's own,
 * which halves what storing an analysis allocates.
 */
function mapTexts(value: unknown, replace: (text: LocalizedText | TextRef) => unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let index = 0; index < value.length; index++) {
      const mapped = mapTexts(value[index], replace);
      if (mapped !== value[index]) copy ??= [...value];
      if (copy) copy[index] = mapped;
    }
    return copy ?? value;
  }
  if (isTextRef(value) || isLocalizedText(value)) return replace(value);
  const source = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const key in source) {
    const mapped = mapTexts(source[key], replace);
    if (mapped !== source[key]) copy ??= { ...source };
    if (copy) copy[key] = mapped;
  }
  return copy ?? value;
}

function isLocalizedText(value: object): value is LocalizedText {
  const text = value as Partial<LocalizedText>;
  return typeof text.bg === 'string' && typeof text.en === 'string' && Object.keys(value).length === 2;
}
