CREATE TABLE "ai_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_summaries" (
	"report_id" uuid NOT NULL,
	"methodology_version" text NOT NULL,
	"language" text NOT NULL,
	"prompt_version" text NOT NULL,
	"sentences" jsonb NOT NULL,
	"dropped_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ai_summaries_report_id_methodology_version_language_pk" PRIMARY KEY("report_id","methodology_version","language")
);
--> statement-breakpoint
CREATE TABLE "ai_usage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_wordings" (
	"report_id" uuid NOT NULL,
	"methodology_version" text NOT NULL,
	"language" text NOT NULL,
	"prompt_version" text NOT NULL,
	"wordings" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ai_wordings_report_id_methodology_version_language_pk" PRIMARY KEY("report_id","methodology_version","language")
);
--> statement-breakpoint
CREATE TABLE "guide_sections" (
	"id" text NOT NULL,
	"language" text NOT NULL,
	"guide" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', title || ' ' || body)) STORED,
	CONSTRAINT "guide_sections_id_language_pk" PRIMARY KEY("id","language")
);
--> statement-breakpoint
ALTER TABLE "ai_settings" ADD CONSTRAINT "ai_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_summaries" ADD CONSTRAINT "ai_summaries_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_usage" ADD CONSTRAINT "ai_usage_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_wordings" ADD CONSTRAINT "ai_wordings_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_usage_account_created_idx" ON "ai_usage" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "guide_sections_search_idx" ON "guide_sections" USING gin ("search_vector");