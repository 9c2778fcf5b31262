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
ALTER TABLE "consent_events" DROP CONSTRAINT "consent_events_channel_check";--> statement-breakpoint
ALTER TABLE "consent_events" ADD COLUMN "recorded_by" uuid;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_tokens" ADD CONSTRAINT "privacy_tokens_request_id_privacy_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."privacy_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_requests_status_created_idx" ON "privacy_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_email_idx" ON "privacy_requests" USING btree ("email");--> statement-breakpoint
CREATE INDEX "privacy_tokens_email_idx" ON "privacy_tokens" USING btree ("email");--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_channel_check" CHECK (channel in ('questionnaire', 'booking', 'chat', 'import', 'staff', 'unsubscribe', 'rights_page'));