CREATE TABLE "consent_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"policy_version" text NOT NULL,
	"channel" text NOT NULL,
	"granted" boolean NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_events_purpose_check" CHECK (purpose in ('contato', 'marketing')),
	CONSTRAINT "consent_events_channel_check" CHECK (channel in ('questionnaire', 'booking', 'chat', 'import', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_events_kind_check" CHECK (kind in ('questionnaire', 'booking', 'chat', 'import', 'suggestion_applied', 'suggestion_dismissed'))
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_events_lead_idx" ON "consent_events" USING btree ("lead_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_id","created_at" DESC NULLS LAST);
--> statement-breakpoint
-- custom SQL (keep at merge)
-- Append-only histories (decision 012): what happened, to which lead, when, cannot be rewritten.
-- Personal fields (consent ip/user agent, event payload) stay updatable so an LGPD anonymisation can
-- erase them; rows go away only with their lead (ON DELETE CASCADE).
CREATE OR REPLACE FUNCTION consent_events_append_only() RETURNS trigger AS $$
BEGIN
  IF (NEW.lead_id, NEW.purpose, NEW.policy_version, NEW.channel, NEW.granted, NEW.created_at)
     IS DISTINCT FROM (OLD.lead_id, OLD.purpose, OLD.policy_version, OLD.channel, OLD.granted, OLD.created_at) THEN
    RAISE EXCEPTION 'consent_events is append-only' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER consent_events_append_only BEFORE UPDATE ON "consent_events"
  FOR EACH ROW EXECUTE FUNCTION consent_events_append_only();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lead_events_append_only() RETURNS trigger AS $$
BEGIN
  IF (NEW.lead_id, NEW.kind, NEW.created_at) IS DISTINCT FROM (OLD.lead_id, OLD.kind, OLD.created_at) THEN
    RAISE EXCEPTION 'lead_events is append-only' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER lead_events_append_only BEFORE UPDATE ON "lead_events"
  FOR EACH ROW EXECUTE FUNCTION lead_events_append_only();
--> statement-breakpoint
-- The last consent each lead kept in leads.consent becomes the first rows of its history (the
-- column is no longer read or written; a later migration drops it).
INSERT INTO "consent_events" ("lead_id", "purpose", "policy_version", "channel", "granted", "ip", "created_at")
SELECT l.id, p.purpose, coalesce(l.consent->>'policyVersion', 'desconhecida'),
  CASE l.source WHEN 'consulta' THEN 'booking' WHEN 'questionario' THEN 'questionnaire' WHEN 'chat' THEN 'chat' ELSE 'staff' END,
  coalesce((l.consent->>p.field)::boolean, false), l.consent->>'ip',
  coalesce((l.consent->>'acceptedAt')::timestamptz, l.updated_at)
FROM "leads" l
CROSS JOIN (VALUES ('contato', 'purpose'), ('marketing', 'marketing')) AS p(purpose, field)
WHERE l.consent IS NOT NULL;
