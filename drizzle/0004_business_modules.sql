CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"event" text NOT NULL,
	"count" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_daily_day_dimension_value_event_pk" PRIMARY KEY("day","dimension","value","event")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"day" date NOT NULL,
	"event" text NOT NULL,
	"path" text NOT NULL,
	"label" text,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_content" text,
	"utm_term" text,
	"device" text NOT NULL,
	"browser" text NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "analytics_events_device_check" CHECK (device in ('mobile', 'tablet', 'desktop'))
);
--> statement-breakpoint
CREATE TABLE "analytics_rolled_days" (
	"day" date PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_spend" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"spent_on" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_spend_amount_check" CHECK (amount > 0)
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"channel" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"budget" numeric(14, 2),
	"notes" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_slug_key" UNIQUE("slug"),
	CONSTRAINT "campaigns_channel_check" CHECK (channel in ('google_ads', 'meta_ads', 'linkedin', 'email', 'organico', 'parcerias', 'offline', 'outro')),
	CONSTRAINT "campaigns_slug_check" CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "campaigns_period_check" CHECK (ends_on is null or ends_on >= starts_on),
	CONSTRAINT "campaigns_budget_check" CHECK (budget is null or budget >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"step" text NOT NULL,
	"sent_to" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"posted_on" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"external_id" text NOT NULL,
	"matched_payment_id" uuid,
	"imported_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_lines_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "billing_profiles" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"person_type" text NOT NULL,
	"document" text NOT NULL,
	"legal_name" text NOT NULL,
	"municipal_registration" text,
	"billing_email" text,
	"cep" text,
	"street" text,
	"number" text,
	"complement" text,
	"district" text,
	"city" text,
	"state" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_profiles_person_type_check" CHECK (person_type in ('pf', 'pj'))
);
--> statement-breakpoint
CREATE TABLE "document_sequences" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier" text NOT NULL,
	"category" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"due_date" date NOT NULL,
	"paid_on" date,
	"project_id" uuid,
	"recurring" boolean DEFAULT false NOT NULL,
	"repeats_id" uuid,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_amount_check" CHECK (amount > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"service" text,
	"quantity" numeric(12, 2) DEFAULT '1' NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text,
	"lead_id" uuid NOT NULL,
	"project_id" uuid,
	"proposal_id" uuid,
	"recurring_invoice_id" uuid,
	"description" text DEFAULT '' NOT NULL,
	"competence" date NOT NULL,
	"due_date" date NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"issued_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"public_token_hash" text,
	"token_revoked_at" timestamp with time zone,
	"nfse_number" text,
	"nfse_issued_on" date,
	"nfse_verification_code" text,
	"nfse_iss_rate" numeric(5, 2),
	"nfse_iss_withheld" boolean,
	"nfse_pdf_file_id" uuid,
	"nfse_xml_file_id" uuid,
	"boleto_line" text,
	"boleto_file_id" uuid,
	"last_reminder_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_public_token_hash_unique" UNIQUE("public_token_hash"),
	CONSTRAINT "invoices_total_check" CHECK (total >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"received_on" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"method" text NOT NULL,
	"fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"reference" text,
	"note" text,
	"lead_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_method_check" CHECK (method in ('pix', 'boleto', 'cartao', 'transferencia', 'dinheiro')),
	CONSTRAINT "payments_amount_check" CHECK (amount <> 0)
);
--> statement-breakpoint
CREATE TABLE "proposal_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"service" text,
	"quantity" numeric(12, 2) DEFAULT '1' NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"discount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"optional" boolean DEFAULT false NOT NULL,
	"selected" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"owner_id" uuid,
	"title" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"scope" text DEFAULT '' NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'rascunho' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"valid_until" date NOT NULL,
	"payment_plan" jsonb NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"public_token_hash" text,
	"token_revoked_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"first_viewed_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_name" text,
	"accepted_document" text,
	"accepted_ip" text,
	"accepted_user_agent" text,
	"accepted_hash" text,
	"accepted_snapshot" jsonb,
	"accepted_total" numeric(14, 2),
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"project_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposals_number_unique" UNIQUE("number"),
	CONSTRAINT "proposals_public_token_hash_unique" UNIQUE("public_token_hash"),
	CONSTRAINT "proposals_status_check" CHECK (status in ('rascunho', 'enviada', 'visualizada', 'aceita', 'recusada'))
);
--> statement-breakpoint
CREATE TABLE "recurring_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"project_id" uuid,
	"proposal_id" uuid,
	"description" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"day_of_month" integer NOT NULL,
	"start_month" date NOT NULL,
	"months" integer,
	"issued_count" integer DEFAULT 0 NOT NULL,
	"next_month" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"metric" text NOT NULL,
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"target" numeric(14, 2) NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_goals_metric_check" CHECK (metric in ('value_won', 'deals_won', 'new_leads', 'consultations')),
	CONSTRAINT "sales_goals_period_check" CHECK (period in ('month', 'quarter'))
);
--> statement-breakpoint
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
CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'nao_verificada' NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"ip" text,
	"verified_at" timestamp with time zone,
	"verified_by" uuid,
	"verification_note" text,
	"anonymized_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_requests_type_check" CHECK (type in ('confirmacao', 'acesso', 'correcao', 'portabilidade', 'eliminacao', 'revogacao', 'oposicao', 'informacao')),
	CONSTRAINT "privacy_requests_status_check" CHECK (status in ('nao_verificada', 'aberta', 'em_andamento', 'concluida', 'recusada'))
);
--> statement-breakpoint
CREATE TABLE "privacy_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"request_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "privacy_tokens_kind_check" CHECK (kind in ('verify', 'unsubscribe'))
);
--> statement-breakpoint
CREATE TABLE "project_team_settings" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"bill_rate" numeric(14, 2),
	"owner_id" uuid,
	"burn_alerted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_assignees" (
	"task_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "task_assignees_task_id_user_id_pk" PRIMARY KEY("task_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "task_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid,
	"parent_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'a_fazer' NOT NULL,
	"priority" text DEFAULT 'media' NOT NULL,
	"labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"due_date" date,
	"estimate_hours" numeric(7, 2),
	"proposal_item_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_status_check" CHECK (status in ('a_fazer', 'em_andamento', 'em_revisao', 'concluida', 'cancelada')),
	CONSTRAINT "tasks_priority_check" CHECK (priority in ('baixa', 'media', 'alta', 'urgente')),
	CONSTRAINT "tasks_estimate_check" CHECK (estimate_hours is null or estimate_hours >= 0)
);
--> statement-breakpoint
CREATE TABLE "time_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"project_id" uuid,
	"task_id" uuid,
	"day" date NOT NULL,
	"week_start" date NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"billable" boolean DEFAULT true NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"hourly_cost" numeric(14, 2) DEFAULT '0' NOT NULL,
	"bill_rate" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_entries_minutes_check" CHECK (minutes >= 0 and minutes <= 1440)
);
--> statement-breakpoint
CREATE TABLE "timesheet_weeks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"status" text DEFAULT 'aberta' NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_weeks_status_check" CHECK (status in ('aberta', 'enviada', 'aprovada', 'rejeitada')),
	CONSTRAINT "timesheet_weeks_monday_check" CHECK (extract(isodow from week_start) = 1)
);
--> statement-breakpoint
CREATE TABLE "user_rates" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"hourly_cost" numeric(14, 2) NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"file_id" uuid,
	"filename" text,
	"mime_type" text,
	"size" integer,
	"url" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"client_id" uuid,
	"campaign_slug" text,
	"licence_expires_on" date,
	"url" text,
	"file_id" uuid,
	"mime_type" text,
	"size" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(title || ' ' || coalesce(description, '') || ' ' || coalesce(campaign_slug, ''))) STORED,
	CONSTRAINT "assets_kind_check" CHECK (kind in ('image', 'pdf', 'video_link'))
);
--> statement-breakpoint
CREATE TABLE "okr_checkins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key_result_id" uuid NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"confidence" text NOT NULL,
	"note" text,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "okr_checkins_confidence_check" CHECK (confidence in ('no_rumo', 'em_risco', 'fora_do_rumo'))
);
--> statement-breakpoint
CREATE TABLE "okr_key_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"objective_id" uuid NOT NULL,
	"title" text NOT NULL,
	"unit" text DEFAULT 'number' NOT NULL,
	"metric" text,
	"start_value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"target_value" numeric(14, 2) NOT NULL,
	"current_value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"owner_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "okr_key_results_unit_check" CHECK (unit in ('number', 'percent', 'brl')),
	CONSTRAINT "okr_key_results_metric_check" CHECK (metric is null or metric in ('new_leads', 'deals_won', 'revenue_received', 'consultations')),
	CONSTRAINT "okr_key_results_target_check" CHECK (target_value <> start_value)
);
--> statement-breakpoint
CREATE TABLE "okr_objectives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quarter" text NOT NULL,
	"level" text NOT NULL,
	"team" text,
	"owner_id" uuid,
	"title" text NOT NULL,
	"description" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "okr_objectives_level_check" CHECK (level in ('company', 'team', 'person')),
	CONSTRAINT "okr_objectives_team_check" CHECK (team is null or team in ('comercial', 'financeiro', 'mkt')),
	CONSTRAINT "okr_objectives_quarter_check" CHECK (quarter ~ '^[0-9]{4}-Q[1-4]$')
);
--> statement-breakpoint
CREATE TABLE "onboarding_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"onboarding_id" uuid NOT NULL,
	"kind" text DEFAULT 'task' NOT NULL,
	"title" text NOT NULL,
	"owner_role" text NOT NULL,
	"due_date" date NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by" uuid,
	CONSTRAINT "onboarding_activities_kind_check" CHECK (kind in ('task', 'lgpd_term')),
	CONSTRAINT "onboarding_activities_owner_check" CHECK (owner_role in ('new_person', 'adm', 'comercial', 'financeiro', 'mkt'))
);
--> statement-breakpoint
CREATE TABLE "onboarding_template_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"kind" text DEFAULT 'task' NOT NULL,
	"title" text NOT NULL,
	"owner_role" text NOT NULL,
	"day_offset" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "onboarding_template_activities_kind_check" CHECK (kind in ('task', 'lgpd_term')),
	CONSTRAINT "onboarding_template_activities_owner_check" CHECK (owner_role in ('new_person', 'adm', 'comercial', 'financeiro', 'mkt'))
);
--> statement-breakpoint
CREATE TABLE "onboarding_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_type" text NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_templates_contract_type_unique" UNIQUE("contract_type"),
	CONSTRAINT "onboarding_templates_contract_check" CHECK (contract_type in ('clt', 'pj', 'estagio', 'freelancer'))
);
--> statement-breakpoint
CREATE TABLE "onboardings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"contract_type" text NOT NULL,
	"start_date" date NOT NULL,
	"completed_at" timestamp with time zone,
	"started_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboardings_contract_check" CHECK (contract_type in ('clt', 'pj', 'estagio', 'freelancer'))
);
--> statement-breakpoint
ALTER TABLE "consent_events" DROP CONSTRAINT "consent_events_channel_check";--> statement-breakpoint
ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_kind_check";--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_source_check";--> statement-breakpoint
ALTER TABLE "access_links" ADD COLUMN "contract_type" text;--> statement-breakpoint
ALTER TABLE "consent_events" ADD COLUMN "recorded_by" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "referred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_spend" ADD CONSTRAINT "campaign_spend_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_spend" ADD CONSTRAINT "campaign_spend_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_matched_payment_id_payments_id_fk" FOREIGN KEY ("matched_payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_profiles" ADD CONSTRAINT "billing_profiles_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_recurring_invoice_id_recurring_invoices_id_fk" FOREIGN KEY ("recurring_invoice_id") REFERENCES "public"."recurring_invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_nfse_pdf_file_id_files_id_fk" FOREIGN KEY ("nfse_pdf_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_nfse_xml_file_id_files_id_fk" FOREIGN KEY ("nfse_xml_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_boleto_file_id_files_id_fk" FOREIGN KEY ("boleto_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_items" ADD CONSTRAINT "proposal_items_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_versions" ADD CONSTRAINT "proposal_versions_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_invoices" ADD CONSTRAINT "recurring_invoices_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_invoices" ADD CONSTRAINT "recurring_invoices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_invoices" ADD CONSTRAINT "recurring_invoices_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_goals" ADD CONSTRAINT "sales_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_goals" ADD CONSTRAINT "sales_goals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
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
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_tokens" ADD CONSTRAINT "privacy_tokens_request_id_privacy_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."privacy_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_team_settings" ADD CONSTRAINT "project_team_settings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_team_settings" ADD CONSTRAINT "project_team_settings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_assignees" ADD CONSTRAINT "task_assignees_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_assignees" ADD CONSTRAINT "task_assignees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comments" ADD CONSTRAINT "task_comments_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comments" ADD CONSTRAINT "task_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_parent_id_tasks_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_proposal_item_id_proposal_items_id_fk" FOREIGN KEY ("proposal_item_id") REFERENCES "public"."proposal_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_weeks" ADD CONSTRAINT "timesheet_weeks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_weeks" ADD CONSTRAINT "timesheet_weeks_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_rates" ADD CONSTRAINT "user_rates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_rates" ADD CONSTRAINT "user_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_versions" ADD CONSTRAINT "asset_versions_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_versions" ADD CONSTRAINT "asset_versions_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_versions" ADD CONSTRAINT "asset_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_client_id_leads_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_checkins" ADD CONSTRAINT "okr_checkins_key_result_id_okr_key_results_id_fk" FOREIGN KEY ("key_result_id") REFERENCES "public"."okr_key_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_checkins" ADD CONSTRAINT "okr_checkins_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_key_results" ADD CONSTRAINT "okr_key_results_objective_id_okr_objectives_id_fk" FOREIGN KEY ("objective_id") REFERENCES "public"."okr_objectives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_key_results" ADD CONSTRAINT "okr_key_results_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_objectives" ADD CONSTRAINT "okr_objectives_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_objectives" ADD CONSTRAINT "okr_objectives_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_activities" ADD CONSTRAINT "onboarding_activities_onboarding_id_onboardings_id_fk" FOREIGN KEY ("onboarding_id") REFERENCES "public"."onboardings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_activities" ADD CONSTRAINT "onboarding_activities_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_template_activities" ADD CONSTRAINT "onboarding_template_activities_template_id_onboarding_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."onboarding_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboardings" ADD CONSTRAINT "onboardings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboardings" ADD CONSTRAINT "onboardings_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_daily_dimension_idx" ON "analytics_daily" USING btree ("dimension","value","day");--> statement-breakpoint
CREATE INDEX "analytics_events_day_idx" ON "analytics_events" USING btree ("day");--> statement-breakpoint
CREATE INDEX "campaign_spend_campaign_idx" ON "campaign_spend" USING btree ("campaign_id","spent_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaigns_starts_idx" ON "campaigns" USING btree ("starts_on" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_reminders_invoice_step_idx" ON "invoice_reminders" USING btree ("invoice_id","step");--> statement-breakpoint
CREATE INDEX "invoice_reminders_sent_idx" ON "invoice_reminders" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_posted_idx" ON "bank_statement_lines" USING btree ("posted_on" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "document_sequences_kind_year_idx" ON "document_sequences" USING btree ("kind","year");--> statement-breakpoint
CREATE INDEX "expenses_due_idx" ON "expenses" USING btree ("due_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "expenses_project_idx" ON "expenses" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "invoice_items_invoice_idx" ON "invoice_items" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("due_date","id");--> statement-breakpoint
CREATE INDEX "invoices_lead_idx" ON "invoices" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "invoices_project_idx" ON "invoices" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "invoices_proposal_idx" ON "invoices" USING btree ("proposal_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_invoice_idx" ON "payment_allocations" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_payment_idx" ON "payment_allocations" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payments_received_idx" ON "payments" USING btree ("received_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_lead_idx" ON "payments" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "proposal_items_proposal_idx" ON "proposal_items" USING btree ("proposal_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_versions_proposal_version_idx" ON "proposal_versions" USING btree ("proposal_id","version");--> statement-breakpoint
CREATE INDEX "proposals_created_idx" ON "proposals" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "proposals_status_created_idx" ON "proposals" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "proposals_lead_idx" ON "proposals" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "proposals_owner_idx" ON "proposals" USING btree ("owner_id");--> statement-breakpoint
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
CREATE INDEX "privacy_requests_status_created_idx" ON "privacy_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_email_idx" ON "privacy_requests" USING btree ("email");--> statement-breakpoint
CREATE INDEX "privacy_tokens_email_idx" ON "privacy_tokens" USING btree ("email");--> statement-breakpoint
CREATE INDEX "task_assignees_user_idx" ON "task_assignees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "task_comments_task_idx" ON "task_comments" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE INDEX "tasks_created_idx" ON "tasks" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tasks_project_status_idx" ON "tasks" USING btree ("project_id","status");--> statement-breakpoint
CREATE INDEX "tasks_parent_idx" ON "tasks" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "tasks_due_idx" ON "tasks" USING btree ("due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_proposal_item_key" ON "tasks" USING btree ("proposal_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_one_running_key" ON "time_entries" USING btree ("user_id") WHERE started_at is not null and ended_at is null;--> statement-breakpoint
CREATE INDEX "time_entries_user_week_idx" ON "time_entries" USING btree ("user_id","week_start");--> statement-breakpoint
CREATE INDEX "time_entries_project_idx" ON "time_entries" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "time_entries_task_idx" ON "time_entries" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "time_entries_day_idx" ON "time_entries" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_weeks_user_week_key" ON "timesheet_weeks" USING btree ("user_id","week_start");--> statement-breakpoint
CREATE INDEX "timesheet_weeks_status_idx" ON "timesheet_weeks" USING btree ("status","week_start");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_versions_asset_version_idx" ON "asset_versions" USING btree ("asset_id","version");--> statement-breakpoint
CREATE INDEX "assets_created_idx" ON "assets" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assets_kind_created_idx" ON "assets" USING btree ("kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assets_tags_idx" ON "assets" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "assets_search_trgm_idx" ON "assets" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "okr_checkins_kr_idx" ON "okr_checkins" USING btree ("key_result_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "okr_key_results_objective_idx" ON "okr_key_results" USING btree ("objective_id","position");--> statement-breakpoint
CREATE INDEX "okr_key_results_owner_idx" ON "okr_key_results" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "okr_objectives_quarter_idx" ON "okr_objectives" USING btree ("quarter","created_at");--> statement-breakpoint
CREATE INDEX "onboarding_activities_onboarding_idx" ON "onboarding_activities" USING btree ("onboarding_id","position");--> statement-breakpoint
CREATE INDEX "onboarding_template_activities_template_idx" ON "onboarding_template_activities" USING btree ("template_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "onboardings_user_idx" ON "onboardings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "onboardings_created_idx" ON "onboardings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_partner_idx" ON "leads" USING btree ("partner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_channel_check" CHECK (channel in ('questionnaire', 'booking', 'chat', 'import', 'staff', 'referral', 'unsubscribe', 'rights_page'));--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_kind_check" CHECK (kind in ('questionnaire', 'booking', 'chat', 'import', 'referral', 'suggestion_applied', 'suggestion_dismissed', 'proposal_accepted'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_source_check" CHECK (source in ('site', 'questionario', 'consulta', 'chat', 'manual', 'indicacao'));