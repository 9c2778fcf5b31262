CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"legal_name" text,
	"cnpj" text,
	"billing_email" text,
	"cep" text,
	"street" text,
	"number" text,
	"complement" text,
	"district" text,
	"city" text,
	"state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(legal_name, '') || ' ' || coalesce(cnpj, ''))) STORED,
	CONSTRAINT "companies_cnpj_check" CHECK (cnpj is null or cnpj ~ '^[0-9A-Z]{12}[0-9]{2}$'),
	CONSTRAINT "companies_name_check" CHECK (length(trim(name)) > 0)
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"company_id" uuid,
	"lead_id" uuid,
	"owner_id" uuid,
	"stage" text DEFAULT 'prospeccao' NOT NULL,
	"value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"expected_close_date" date,
	"loss_reason" text,
	"loss_note" text,
	"won_at" timestamp with time zone,
	"lost_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deals_stage_check" CHECK (stage in ('prospeccao', 'qualificacao', 'proposta', 'negociacao', 'ganho', 'perdido')),
	CONSTRAINT "deals_loss_reason_check" CHECK (loss_reason is null or loss_reason in ('preco', 'concorrente', 'sem_orcamento', 'sem_resposta', 'momento', 'escopo', 'outro')),
	CONSTRAINT "deals_lost_reason_check" CHECK ((stage = 'perdido') = (loss_reason is not null)),
	CONSTRAINT "deals_value_check" CHECK (value >= 0)
);
--> statement-breakpoint
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
ALTER TABLE "leads" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "deal_id" uuid;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfse_notes" ADD CONSTRAINT "nfse_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfse_notes" ADD CONSTRAINT "nfse_notes_nfse_xml_file_id_files_id_fk" FOREIGN KEY ("nfse_xml_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfse_notes" ADD CONSTRAINT "nfse_notes_danfse_file_id_files_id_fk" FOREIGN KEY ("danfse_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfse_notes" ADD CONSTRAINT "nfse_notes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_charges" ADD CONSTRAINT "pix_charges_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_charges" ADD CONSTRAINT "pix_charges_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_cnpj_idx" ON "companies" USING btree ("cnpj");--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "companies_search_text_trgm_idx" ON "companies" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "deals_stage_idx" ON "deals" USING btree ("stage","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deals_company_idx" ON "deals" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "deals_lead_idx" ON "deals" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "deals_owner_idx" ON "deals" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nfse_dps_sequences_env_series_idx" ON "nfse_dps_sequences" USING btree ("environment","series");--> statement-breakpoint
CREATE UNIQUE INDEX "nfse_notes_dps_idx" ON "nfse_notes" USING btree ("environment","series","dps_number");--> statement-breakpoint
CREATE UNIQUE INDEX "nfse_notes_access_key_idx" ON "nfse_notes" USING btree ("access_key");--> statement-breakpoint
CREATE UNIQUE INDEX "nfse_notes_invoice_live_idx" ON "nfse_notes" USING btree ("invoice_id") WHERE status <> 'cancelada';--> statement-breakpoint
CREATE INDEX "nfse_notes_invoice_idx" ON "nfse_notes" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pix_charges_txid_idx" ON "pix_charges" USING btree ("txid");--> statement-breakpoint
CREATE UNIQUE INDEX "pix_charges_invoice_version_idx" ON "pix_charges" USING btree ("invoice_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "pix_charges_end_to_end_idx" ON "pix_charges" USING btree ("end_to_end_id");--> statement-breakpoint
CREATE INDEX "pix_charges_open_idx" ON "pix_charges" USING btree ("status","due_date");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_company_idx" ON "leads" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "proposals_deal_idx" ON "proposals" USING btree ("deal_id");
--> statement-breakpoint
-- hand-written (keep at merge)
-- A company's name in one comparable form (the same rule as companyNameKey in
-- src/shared/companies/schemas.ts): no accents, lower case, letters and digits only, without the legal
-- suffixes. The backfill groups leads by it and the duplicate screen compares companies by it.
CREATE OR REPLACE FUNCTION company_name_key(name text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT trim(regexp_replace(regexp_replace(regexp_replace(
    lower(translate(coalesce(name, ''),
      'ÁÀÂÃÄáàâãäÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñ',
      'AAAAAaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNn')),
    '[^a-z0-9]+', ' ', 'g'),
    '\m(ltda|me|epp|eireli|sa|s a|mei)\M', ' ', 'g'),
    '\s+', ' ', 'g'))
$$;--> statement-breakpoint
-- Backfill 1: one company per distinct CNPJ among the leads' PJ billing profiles, with that profile's
-- razão social and address; its people are the leads billed to that CNPJ.
INSERT INTO companies (name, legal_name, cnpj, billing_email, cep, street, number, complement, district, city, state, created_at)
SELECT DISTINCT ON (bp.document)
  coalesce(nullif(trim(l.company), ''), bp.legal_name), bp.legal_name, bp.document, bp.billing_email,
  bp.cep, bp.street, bp.number, bp.complement, bp.district, bp.city, bp.state, l.created_at
FROM billing_profiles bp
JOIN leads l ON l.id = bp.lead_id
WHERE bp.person_type = 'pj' AND bp.document ~ '^[0-9A-Z]{12}[0-9]{2}$'
  AND NOT EXISTS (SELECT 1 FROM companies c WHERE c.cnpj = bp.document)
ORDER BY bp.document, l.created_at;--> statement-breakpoint
UPDATE leads l SET company_id = c.id
FROM billing_profiles bp, companies c
WHERE bp.lead_id = l.id AND bp.person_type = 'pj' AND c.cnpj = bp.document AND l.company_id IS NULL;--> statement-breakpoint
-- Backfill 2: the other leads with a company name join the company of the same normalised name (one
-- made in step 1, or one new company per distinct name, named as its earliest lead wrote it).
INSERT INTO companies (name, created_at)
SELECT DISTINCT ON (company_name_key(l.company)) trim(l.company), l.created_at
FROM leads l
WHERE l.company_id IS NULL AND company_name_key(l.company) <> ''
  AND NOT EXISTS (SELECT 1 FROM companies c WHERE company_name_key(c.name) = company_name_key(l.company))
ORDER BY company_name_key(l.company), l.created_at;--> statement-breakpoint
UPDATE leads l SET company_id = (
  SELECT c.id FROM companies c
  WHERE company_name_key(c.name) = company_name_key(l.company)
  ORDER BY c.cnpj IS NULL, c.created_at, c.id
  LIMIT 1
)
WHERE l.company_id IS NULL AND company_name_key(l.company) <> '';
