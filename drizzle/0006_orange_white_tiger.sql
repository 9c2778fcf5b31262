ALTER TABLE "consent_events" DROP CONSTRAINT "consent_events_channel_check";--> statement-breakpoint
ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_kind_check";--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_source_check";--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_channel_check" CHECK (channel in ('questionnaire', 'booking', 'chat', 'import', 'staff', 'referral'));--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_kind_check" CHECK (kind in ('questionnaire', 'booking', 'chat', 'import', 'referral', 'suggestion_applied', 'suggestion_dismissed'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_source_check" CHECK (source in ('site', 'questionario', 'consulta', 'chat', 'manual', 'indicacao'));