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
ALTER TABLE "access_links" ADD COLUMN "contract_type" text;--> statement-breakpoint
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
CREATE INDEX "onboardings_created_idx" ON "onboardings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);