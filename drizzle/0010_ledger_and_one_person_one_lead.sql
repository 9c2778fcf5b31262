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
ALTER TABLE "invoices" ADD COLUMN "paid_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "late_fees_paid" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD COLUMN "late_fees" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD COLUMN "reverses_id" uuid;--> statement-breakpoint
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
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_reverses_id_payment_allocations_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."payment_allocations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_phone_digits_trgm_idx" ON "leads" USING gin (regexp_replace(coalesce("phone", ''), '\D', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_name_key_idx" ON "leads" USING btree (lower(btrim(regexp_replace(translate("name", 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy'), '\s+', ' ', 'g'))));--> statement-breakpoint
CREATE INDEX "invoices_open_due_idx" ON "invoices" USING btree ("due_date","id") WHERE issued_at is not null and cancelled_at is null and paid_amount < total;--> statement-breakpoint
CREATE INDEX "payment_allocations_reverses_idx" ON "payment_allocations" USING btree ("reverses_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid_check" CHECK (paid_amount >= 0 and paid_amount <= total and late_fees_paid >= 0);--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_sign_check" CHECK ((amount >= 0 and late_fees >= 0 and (amount > 0 or late_fees > 0)) or (amount <= 0 and late_fees <= 0 and (amount < 0 or late_fees < 0)));--> statement-breakpoint
-- hand-written (keep at merge)
-- Issue 23, decision 055: the paid amount kept on the invoice.
-- 1. A refund's negative allocation points to the allocation of the refunded payment it gives back.
UPDATE "payment_allocations" r SET "reverses_id" = (
  SELECT a.id FROM "payment_allocations" a JOIN "payments" rp ON rp.id = r.payment_id
  WHERE a.payment_id = rp.refund_of AND a.invoice_id = r.invoice_id AND a.amount > 0
  ORDER BY a.id LIMIT 1)
WHERE r.amount < 0 AND r.reverses_id IS NULL;
--> statement-breakpoint
-- 2. Refuse to migrate a ledger that is already wrong (an invoice refunded below zero, or paid above its
-- total), naming the invoices, instead of storing the error: fix their payments, then start again.
DO $$
DECLARE bad text;
BEGIN
  SELECT string_agg(coalesce(i.number, i.id::text) || ' (pago ' || s.paid || ' de ' || i.total || ')', ', ')
    INTO bad
    FROM "invoices" i
    JOIN (SELECT invoice_id, sum(amount) AS paid, sum(late_fees) AS fees FROM "payment_allocations" GROUP BY invoice_id) s
      ON s.invoice_id = i.id
    WHERE s.paid < 0 OR s.paid > i.total OR s.fees < 0;
  IF bad IS NOT NULL THEN
    RAISE EXCEPTION 'Faturas com valor pago fora de 0 a total; corrija os pagamentos delas antes de migrar: %', bad;
  END IF;
END $$;
--> statement-breakpoint
-- 3. Backfill from the allocations.
UPDATE "invoices" i SET "paid_amount" = s.paid, "late_fees_paid" = s.fees
FROM (SELECT invoice_id, sum(amount) AS paid, sum(late_fees) AS fees FROM "payment_allocations" GROUP BY invoice_id) s
WHERE s.invoice_id = i.id;
--> statement-breakpoint
-- 4. From now on every change of payment_allocations moves the invoices' stored sums in the same
-- statement (one UPDATE per statement, from the transition table), after locking them in id order.
-- invoices_paid_check (0 <= paid_amount <= total) refuses a change that would break the ledger.
CREATE OR REPLACE FUNCTION payment_allocations_paid_insert() RETURNS trigger AS $$
BEGIN
  PERFORM 1 FROM invoices WHERE id IN (SELECT invoice_id FROM new_rows) ORDER BY id FOR UPDATE;
  UPDATE invoices i SET paid_amount = i.paid_amount + d.amount, late_fees_paid = i.late_fees_paid + d.late_fees
  FROM (SELECT invoice_id, sum(amount) AS amount, sum(late_fees) AS late_fees FROM new_rows GROUP BY invoice_id) d
  WHERE i.id = d.invoice_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION payment_allocations_paid_update() RETURNS trigger AS $$
BEGIN
  PERFORM 1 FROM invoices
    WHERE id IN (SELECT invoice_id FROM new_rows UNION SELECT invoice_id FROM old_rows) ORDER BY id FOR UPDATE;
  UPDATE invoices i SET paid_amount = i.paid_amount + d.amount, late_fees_paid = i.late_fees_paid + d.late_fees
  FROM (SELECT invoice_id, sum(amount) AS amount, sum(late_fees) AS late_fees FROM (
          SELECT invoice_id, amount, late_fees FROM new_rows
          UNION ALL SELECT invoice_id, -amount, -late_fees FROM old_rows) x
        GROUP BY invoice_id) d
  WHERE i.id = d.invoice_id AND (d.amount <> 0 OR d.late_fees <> 0);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION payment_allocations_paid_delete() RETURNS trigger AS $$
BEGIN
  PERFORM 1 FROM invoices WHERE id IN (SELECT invoice_id FROM old_rows) ORDER BY id FOR UPDATE;
  UPDATE invoices i SET paid_amount = i.paid_amount - d.amount, late_fees_paid = i.late_fees_paid - d.late_fees
  FROM (SELECT invoice_id, sum(amount) AS amount, sum(late_fees) AS late_fees FROM old_rows GROUP BY invoice_id) d
  WHERE i.id = d.invoice_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS payment_allocations_paid_insert ON "payment_allocations";
--> statement-breakpoint
CREATE TRIGGER payment_allocations_paid_insert AFTER INSERT ON "payment_allocations"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_allocations_paid_insert();
--> statement-breakpoint
DROP TRIGGER IF EXISTS payment_allocations_paid_update ON "payment_allocations";
--> statement-breakpoint
CREATE TRIGGER payment_allocations_paid_update AFTER UPDATE ON "payment_allocations"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_allocations_paid_update();
--> statement-breakpoint
DROP TRIGGER IF EXISTS payment_allocations_paid_delete ON "payment_allocations";
--> statement-breakpoint
CREATE TRIGGER payment_allocations_paid_delete AFTER DELETE ON "payment_allocations"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_allocations_paid_delete();
--> statement-breakpoint
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
