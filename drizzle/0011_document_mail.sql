ALTER TABLE "mail_deliveries" DROP CONSTRAINT "mail_deliveries_kind_check";--> statement-breakpoint
ALTER TABLE "mail_deliveries" ADD COLUMN "proposal_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_deliveries" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_deliveries" ADD COLUMN "attachment_name" text;--> statement-breakpoint
ALTER TABLE "mail_deliveries" ADD COLUMN "attachment_data" "bytea";--> statement-breakpoint
ALTER TABLE "mail_deliveries" ADD CONSTRAINT "mail_deliveries_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_deliveries" ADD CONSTRAINT "mail_deliveries_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_deliveries_proposal_idx" ON "mail_deliveries" USING btree ("proposal_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_deliveries_invoice_idx" ON "mail_deliveries" USING btree ("invoice_id","created_at");--> statement-breakpoint
ALTER TABLE "mail_deliveries" ADD CONSTRAINT "mail_deliveries_kind_check" CHECK (kind in ('invite', 'password_reset', 'email_verification', 'invoice_reminder', 'notification', 'privacy', 'proposal', 'invoice', 'receipt'));