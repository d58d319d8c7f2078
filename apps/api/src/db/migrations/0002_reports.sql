CREATE TABLE "assessment_drafts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"values" jsonb NOT NULL,
	"step" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"saved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"format" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_events_kind_check" CHECK (kind in ('generated', 'downloaded', 'emailed')),
	CONSTRAINT "report_events_format_check" CHECK (format in ('pdf', 'docx'))
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"claim_token_hash" text,
	"idempotency_key" uuid,
	"status" text NOT NULL,
	"language" text NOT NULL,
	"company_name" text NOT NULL,
	"industry" text NOT NULL,
	"specify_industry" text,
	"employee_count" text NOT NULL,
	"email" text,
	"input" jsonb NOT NULL,
	"analysis" jsonb,
	"compliance_score" integer,
	"risk_level" text,
	"issues_found" integer,
	"methodology_version" text,
	"completed_recommendation_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "reports_status_check" CHECK (status in ('pending', 'in_progress', 'completed', 'failed')),
	CONSTRAINT "reports_language_check" CHECK (language in ('bg', 'en')),
	CONSTRAINT "reports_industry_check" CHECK (industry in ('healthcare', 'finance', 'ecommerce', 'technology', 'education', 'legal', 'other')),
	CONSTRAINT "reports_employee_count_check" CHECK (employee_count in ('startup', 'smb', 'enterprise')),
	CONSTRAINT "reports_risk_level_check" CHECK (risk_level in ('low', 'medium', 'high', 'critical'))
);
--> statement-breakpoint
ALTER TABLE "assessment_drafts" ADD CONSTRAINT "assessment_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_events" ADD CONSTRAINT "report_events_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_events_report_idx" ON "report_events" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "report_events_created_idx" ON "report_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_idempotency_key_unique" ON "reports" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "reports_user_created_idx" ON "reports" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_created_idx" ON "reports" USING btree ("created_at");