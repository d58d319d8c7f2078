CREATE TABLE "analysis_texts" (
	"hash" text PRIMARY KEY NOT NULL,
	"text" jsonb NOT NULL
);
