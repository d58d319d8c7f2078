/**
 * The Drizzle schema: every table of the product, one migration history for PGlite and PostgreSQL.
 * After changing it, run `npm run db:generate -w @app/api` and commit the generated migration.
 * Tables arrive with the features that need them (accounts, reports, outbox, ...).
 */
export const schema = {};
