CREATE TABLE "nfse_dps_sequences" (
	"environment" text NOT NULL,
	"series" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "nfse_dps_sequences_environment_check" CHECK (environment in ('producao_restrita', 'producao'))
);
--> statement-breakpoint
CREATE TABLE "nfse_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"status" text DEFAULT 'processando' NOT NULL,
	"environment" text NOT NULL,
	"series" text NOT NULL,
	"dps_number" integer NOT NULL,
	"dps_id" text NOT NULL,
	"dps_xml" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"iss_rate" numeric(5, 2) NOT NULL,
	"iss_amount" numeric(14, 2) NOT NULL,
	"nfse_number" text,
	"access_key" text,
	"nfse_xml_file_id" uuid,
	"danfse_file_id" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"rejections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"issued_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"cancel_event_xml" text,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nfse_notes_status_check" CHECK (status in ('processando', 'emitida', 'rejeitada', 'cancelada')),
	CONSTRAINT "nfse_notes_environment_check" CHECK (environment in ('producao_restrita', 'producao'))
);
--> statement-breakpoint
ALTER TABLE "nfse_notes" ADD CONSTRAINT "nfse_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfse_notes" ADD CONSTRAINT "nfse_notes_nfse_xml_file_id_files_id_fk" FOREIGN KEY ("nfse_xml_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfse_notes" ADD CONSTRAINT "nfse_notes_danfse_file_id_files_id_fk" FOREIGN KEY ("danfse_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfse_notes" ADD CONSTRAINT "nfse_notes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nfse_dps_sequences_env_series_idx" ON "nfse_dps_sequences" USING btree ("environment","series");--> statement-breakpoint
CREATE UNIQUE INDEX "nfse_notes_dps_idx" ON "nfse_notes" USING btree ("environment","series","dps_number");--> statement-breakpoint
CREATE UNIQUE INDEX "nfse_notes_access_key_idx" ON "nfse_notes" USING btree ("access_key");--> statement-breakpoint
CREATE UNIQUE INDEX "nfse_notes_invoice_live_idx" ON "nfse_notes" USING btree ("invoice_id") WHERE status <> 'cancelada';--> statement-breakpoint
CREATE INDEX "nfse_notes_invoice_idx" ON "nfse_notes" USING btree ("invoice_id","created_at");