ALTER TABLE "consent_events" DROP CONSTRAINT "consent_events_channel_check";--> statement-breakpoint
ALTER TABLE "privacy_tokens" DROP CONSTRAINT "privacy_tokens_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_lead_idx" ON "notifications" USING btree ("lead_id");--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_channel_check" CHECK (channel in ('questionnaire', 'booking', 'chat', 'import', 'staff', 'referral', 'unsubscribe', 'rights_page', 'rights_confirmed', 'rights_undone'));--> statement-breakpoint
ALTER TABLE "privacy_tokens" ADD CONSTRAINT "privacy_tokens_kind_check" CHECK (kind in ('verify', 'unsubscribe', 'consent'));--> statement-breakpoint
-- hand-written (keep at merge)
-- Notifications written before lead_id existed: the lead their link opens (…?lead=<id>) is the lead they
-- are about, so an LGPD anonymisation finds them by reference (docs/product/privacy-lgpd.md).
UPDATE "notifications" n SET "lead_id" = l."id"
FROM "leads" l
WHERE n."lead_id" IS NULL AND n."link" ~ '[?&]lead=[0-9a-f-]{36}'
  AND l."id"::text = substring(n."link" from '[?&]lead=([0-9a-f-]{36})');
