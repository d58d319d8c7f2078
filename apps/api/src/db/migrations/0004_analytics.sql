ALTER TABLE "reports" ADD COLUMN "gap_control_ids" text[];--> statement-breakpoint
CREATE INDEX "reports_analytics_idx" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
UPDATE "reports" SET "gap_control_ids" = ARRAY(SELECT jsonb_array_elements("analysis"->'issues')->>'controlId') WHERE "analysis" IS NOT NULL;
