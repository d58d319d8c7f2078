CREATE TABLE "report_ratings" (
	"report_id" uuid PRIMARY KEY NOT NULL,
	"rating" integer NOT NULL,
	"consent_text_version" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_ratings_rating_check" CHECK (rating between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "report_ratings" ADD CONSTRAINT "report_ratings_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;