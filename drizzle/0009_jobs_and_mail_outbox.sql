CREATE TABLE "job_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job" text NOT NULL,
	"queue_job_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"summary" text,
	"error" text,
	"instance" text NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	CONSTRAINT "job_runs_trigger_check" CHECK (trigger in ('schedule', 'manual', 'catch_up', 'queue')),
	CONSTRAINT "job_runs_status_check" CHECK (status in ('running', 'succeeded', 'failed', 'interrupted')),
	CONSTRAINT "job_runs_attempt_check" CHECK (attempt >= 1)
);
--> statement-breakpoint
CREATE TABLE "mail_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body_text" text,
	"body_html" text,
	"lead_id" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"smtp_response" text,
	"message_id" text NOT NULL,
	"queue_job_id" uuid,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_deliveries_status_check" CHECK (status in ('queued', 'sending', 'retrying', 'sent', 'failed')),
	CONSTRAINT "mail_deliveries_kind_check" CHECK (kind in ('invite', 'password_reset', 'email_verification', 'invoice_reminder', 'notification', 'privacy')),
	CONSTRAINT "mail_deliveries_attempts_check" CHECK (attempts >= 0)
);
--> statement-breakpoint
ALTER TABLE "mail_deliveries" ADD CONSTRAINT "mail_deliveries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_runs_job_idx" ON "job_runs" USING btree ("job","started_at");--> statement-breakpoint
CREATE INDEX "job_runs_queue_job_idx" ON "job_runs" USING btree ("queue_job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_deliveries_key_idx" ON "mail_deliveries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "mail_deliveries_status_idx" ON "mail_deliveries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "mail_deliveries_created_idx" ON "mail_deliveries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_deliveries_lead_idx" ON "mail_deliveries" USING btree ("lead_id");