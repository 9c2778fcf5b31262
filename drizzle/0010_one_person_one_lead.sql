CREATE TABLE "lead_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"source" text NOT NULL,
	"created_by" uuid,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_contacts_kind_check" CHECK (kind in ('email', 'phone')),
	CONSTRAINT "lead_contacts_source_check" CHECK (source in ('chat', 'form', 'manual', 'merge'))
);
--> statement-breakpoint
CREATE TABLE "lead_duplicates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_a_id" uuid NOT NULL,
	"lead_b_id" uuid NOT NULL,
	"reasons" text[] NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	CONSTRAINT "lead_duplicates_status_check" CHECK (status in ('open', 'dismissed')),
	CONSTRAINT "lead_duplicates_order_check" CHECK (lead_a_id < lead_b_id),
	CONSTRAINT "lead_duplicates_reasons_check" CHECK (cardinality(reasons) > 0 and reasons <@ array['phone', 'name', 'email']::text[])
);
--> statement-breakpoint
CREATE TABLE "lead_merges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kept_lead_id" uuid NOT NULL,
	"merged_lead_id" uuid NOT NULL,
	"kept_before" jsonb NOT NULL,
	"merged_before" jsonb NOT NULL,
	"fields" jsonb NOT NULL,
	"moved" jsonb NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_contacts" ADD CONSTRAINT "lead_contacts_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_contacts" ADD CONSTRAINT "lead_contacts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_duplicates" ADD CONSTRAINT "lead_duplicates_lead_a_id_leads_id_fk" FOREIGN KEY ("lead_a_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_duplicates" ADD CONSTRAINT "lead_duplicates_lead_b_id_leads_id_fk" FOREIGN KEY ("lead_b_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_duplicates" ADD CONSTRAINT "lead_duplicates_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_merges" ADD CONSTRAINT "lead_merges_kept_lead_id_leads_id_fk" FOREIGN KEY ("kept_lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_merges" ADD CONSTRAINT "lead_merges_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_contacts_lead_kind_value_key" ON "lead_contacts" USING btree ("lead_id","kind","value");--> statement-breakpoint
CREATE INDEX "lead_contacts_kind_value_idx" ON "lead_contacts" USING btree ("kind","value");--> statement-breakpoint
CREATE INDEX "lead_contacts_value_trgm_idx" ON "lead_contacts" USING gin ("value" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "lead_duplicates_pair_key" ON "lead_duplicates" USING btree ("lead_a_id","lead_b_id");--> statement-breakpoint
CREATE INDEX "lead_duplicates_b_idx" ON "lead_duplicates" USING btree ("lead_b_id");--> statement-breakpoint
CREATE INDEX "lead_duplicates_status_idx" ON "lead_duplicates" USING btree ("status","detected_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "lead_merges_merged_key" ON "lead_merges" USING btree ("merged_lead_id");--> statement-breakpoint
CREATE INDEX "lead_merges_kept_idx" ON "lead_merges" USING btree ("kept_lead_id");--> statement-breakpoint
CREATE INDEX "leads_phone_digits_trgm_idx" ON "leads" USING gin (regexp_replace(coalesce("phone", ''), '\D', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_name_key_idx" ON "leads" USING btree (lower(btrim(regexp_replace(translate("name", 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy'), '\s+', ' ', 'g'))));--> statement-breakpoint
-- hand-written (keep at merge)
-- Decision 056: the append-only histories (decision 012) may move to another lead only along a merge
-- recorded in lead_merges (merged lead → kept lead, inserted first in the merge's transaction); what
-- happened, when and under which consent still cannot be rewritten.
CREATE OR REPLACE FUNCTION consent_events_append_only() RETURNS trigger AS $$
BEGIN
  IF (NEW.purpose, NEW.policy_version, NEW.channel, NEW.granted, NEW.created_at)
     IS DISTINCT FROM (OLD.purpose, OLD.policy_version, OLD.channel, OLD.granted, OLD.created_at)
     OR (NEW.lead_id IS DISTINCT FROM OLD.lead_id AND NOT EXISTS (
       SELECT 1 FROM lead_merges m WHERE m.merged_lead_id = OLD.lead_id AND m.kept_lead_id = NEW.lead_id)) THEN
    RAISE EXCEPTION 'consent_events is append-only' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lead_events_append_only() RETURNS trigger AS $$
BEGIN
  IF (NEW.kind, NEW.created_at) IS DISTINCT FROM (OLD.kind, OLD.created_at)
     OR (NEW.lead_id IS DISTINCT FROM OLD.lead_id AND NOT EXISTS (
       SELECT 1 FROM lead_merges m WHERE m.merged_lead_id = OLD.lead_id AND m.kept_lead_id = NEW.lead_id)) THEN
    RAISE EXCEPTION 'lead_events is append-only' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
