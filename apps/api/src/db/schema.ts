/**
 * The Drizzle schema: every table of the product, one migration history for PGlite and PostgreSQL.
 * Each area keeps its tables in `tables/<area>.ts` and is re-exported here. After a change, run
 * `npm run db:generate -w @app/api` and commit the generated migration.
 */

export * from './tables/admin';
export * from './tables/ai';
export * from './tables/api-keys';
export * from './tables/auth';
export * from './tables/billing';
export * from './tables/contact';
export * from './tables/outbox';
export * from './tables/ratings';
export * from './tables/reports';
export * from './tables/teams';
