-- Stored analyses are compressed with LZ4 where the server has it (docs/operations.md, "Load"): PGLZ took
-- a quarter of PostgreSQL's time per stored report. The embedded database is built without LZ4 and
-- keeps PGLZ. Rows stored before keep their compression; both read the same.
DO $$
BEGIN
	ALTER TABLE "reports" ALTER COLUMN "analysis" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
	NULL;
END
$$;
