CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"company" text,
	"company_size" text,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contact_messages_kind_check" CHECK (kind in ('contact', 'sales')),
	CONSTRAINT "contact_messages_company_size_check" CHECK (company_size in ('startup', 'smb', 'enterprise')),
	CONSTRAINT "contact_messages_language_check" CHECK (language in ('bg', 'en'))
);
--> statement-breakpoint
CREATE TABLE "early_access_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"consent_text_version" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirm_token_hash" text NOT NULL,
	"confirm_token_expires_at" timestamp with time zone NOT NULL,
	"confirmation_sent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "early_access_subscribers_status_check" CHECK (status in ('pending', 'confirmed')),
	CONSTRAINT "early_access_subscribers_language_check" CHECK (language in ('bg', 'en'))
);
--> statement-breakpoint
CREATE TABLE "early_access_unsubscribe_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "early_access_unsubscribe_tokens" ADD CONSTRAINT "early_access_unsubscribe_tokens_subscriber_id_early_access_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."early_access_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "early_access_subscribers_email_unique" ON "early_access_subscribers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "early_access_subscribers_confirm_token_unique" ON "early_access_subscribers" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "early_access_subscribers_pending_idx" ON "early_access_subscribers" USING btree ("status","confirm_token_expires_at");--> statement-breakpoint
CREATE INDEX "early_access_unsubscribe_tokens_subscriber_idx" ON "early_access_unsubscribe_tokens" USING btree ("subscriber_id");