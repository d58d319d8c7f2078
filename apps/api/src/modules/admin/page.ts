/** A list read with one row more than asked: the rows to show, and whether older ones were left out. */
export function toPage<Row>(rows: readonly Row[], limit: number): { rows: Row[]; hasMore: boolean } {
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}
