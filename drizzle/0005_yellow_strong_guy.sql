CREATE TABLE "partner_agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"percent" numeric(5, 2),
	"fixed_amount" numeric(14, 2),
	"recurring_months" integer DEFAULT 12 NOT NULL,
	"attribution_days" integer DEFAULT 30 NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date,
	"status" text DEFAULT 'ativo' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_agreements_kind_check" CHECK (kind in ('percentual', 'fixo')),
	CONSTRAINT "partner_agreements_status_check" CHECK (status in ('ativo', 'encerrado')),
	CONSTRAINT "partner_agreements_terms_check" CHECK ((kind = 'percentual' and percent > 0 and percent <= 100) or (kind = 'fixo' and fixed_amount > 0))
);
--> statement-breakpoint
CREATE TABLE "partner_commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"agreement_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"source_key" text NOT NULL,
	"allocation_id" uuid,
	"base_amount" numeric(14, 2),
	"amount" numeric(14, 2) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"statement_month" date NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"paid_on" date,
	"pix_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_commissions_status_check" CHECK (status in ('pendente', 'aprovada', 'paga'))
);
--> statement-breakpoint
CREATE TABLE "partner_document_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"signature_status" text DEFAULT 'pendente' NOT NULL,
	"sent_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"refused_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_documents_signature_check" CHECK (signature_status in ('pendente', 'enviado', 'assinado', 'recusado'))
);
--> statement-breakpoint
CREATE TABLE "partner_referral_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_referral_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"person_type" text NOT NULL,
	"document" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"pix_key" text,
	"status" text DEFAULT 'ativo' NOT NULL,
	"code" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_person_type_check" CHECK (person_type in ('pf', 'pj')),
	CONSTRAINT "partners_status_check" CHECK (status in ('ativo', 'inativo'))
);
--> statement-breakpoint
ALTER TABLE "consent_events" DROP CONSTRAINT "consent_events_channel_check";--> statement-breakpoint
ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_kind_check";--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_source_check";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "referred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_agreements" ADD CONSTRAINT "partner_agreements_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_commissions" ADD CONSTRAINT "partner_commissions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_commissions" ADD CONSTRAINT "partner_commissions_agreement_id_partner_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."partner_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_commissions" ADD CONSTRAINT "partner_commissions_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_commissions" ADD CONSTRAINT "partner_commissions_allocation_id_payment_allocations_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."payment_allocations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_commissions" ADD CONSTRAINT "partner_commissions_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_document_versions" ADD CONSTRAINT "partner_document_versions_document_id_partner_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."partner_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_document_versions" ADD CONSTRAINT "partner_document_versions_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_document_versions" ADD CONSTRAINT "partner_document_versions_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_documents" ADD CONSTRAINT "partner_documents_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_documents" ADD CONSTRAINT "partner_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_referral_links" ADD CONSTRAINT "partner_referral_links_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_referral_links" ADD CONSTRAINT "partner_referral_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_agreements_one_active_idx" ON "partner_agreements" USING btree ("partner_id") WHERE status = 'ativo';--> statement-breakpoint
CREATE INDEX "partner_agreements_partner_idx" ON "partner_agreements" USING btree ("partner_id","valid_from" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "partner_commissions_source_idx" ON "partner_commissions" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "partner_commissions_created_idx" ON "partner_commissions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "partner_commissions_partner_idx" ON "partner_commissions" USING btree ("partner_id","statement_month");--> statement-breakpoint
CREATE INDEX "partner_commissions_lead_idx" ON "partner_commissions" USING btree ("lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_document_versions_idx" ON "partner_document_versions" USING btree ("document_id","version");--> statement-breakpoint
CREATE INDEX "partner_documents_partner_idx" ON "partner_documents" USING btree ("partner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "partner_referral_links_partner_idx" ON "partner_referral_links" USING btree ("partner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "partners_code_idx" ON "partners" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_document_idx" ON "partners" USING btree ("document");--> statement-breakpoint
CREATE INDEX "partners_created_idx" ON "partners" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_partner_idx" ON "leads" USING btree ("partner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_channel_check" CHECK (channel in ('questionnaire', 'booking', 'chat', 'import', 'staff', 'referral'));--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_kind_check" CHECK (kind in ('questionnaire', 'booking', 'chat', 'import', 'referral', 'suggestion_applied', 'suggestion_dismissed'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_source_check" CHECK (source in ('site', 'questionario', 'consulta', 'chat', 'manual', 'indicacao'));