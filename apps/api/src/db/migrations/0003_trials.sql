ALTER TABLE "users" ADD COLUMN "trial_plan" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_trial_plan_check" CHECK (trial_plan in ('free', 'starter', 'professional', 'enterprise', 'payPerReport'));