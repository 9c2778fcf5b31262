CREATE TABLE "pix_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"txid" text NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"due_date" text NOT NULL,
	"location" text,
	"br_code" text,
	"boleto_line" text,
	"revision" integer,
	"end_to_end_id" text,
	"paid_amount" numeric(14, 2),
	"paid_at" timestamp with time zone,
	"payment_id" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pix_charges_status_check" CHECK (status in ('pendente', 'ativa', 'paga', 'falhou', 'removida')),
	CONSTRAINT "pix_charges_txid_check" CHECK (txid ~ '^[A-Za-z0-9]{26,35}$')
);
--> statement-breakpoint
ALTER TABLE "pix_charges" ADD CONSTRAINT "pix_charges_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_charges" ADD CONSTRAINT "pix_charges_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pix_charges_txid_idx" ON "pix_charges" USING btree ("txid");--> statement-breakpoint
CREATE UNIQUE INDEX "pix_charges_invoice_version_idx" ON "pix_charges" USING btree ("invoice_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "pix_charges_end_to_end_idx" ON "pix_charges" USING btree ("end_to_end_id");--> statement-breakpoint
CREATE INDEX "pix_charges_open_idx" ON "pix_charges" USING btree ("status","due_date");