CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"bank_code" text DEFAULT '' NOT NULL,
	"branch" text DEFAULT '' NOT NULL,
	"account_number" text DEFAULT '' NOT NULL,
	"ofx_bank_id" text,
	"ofx_acct_id" text,
	"csv_mapping" jsonb,
	"csv_header" jsonb,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_statement_lines" DROP CONSTRAINT "bank_statement_lines_external_id_unique";--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "bank_account_id" uuid;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "payment_created" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "matched_expense_id" uuid;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "expense_marked_paid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "ignored_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "ignore_reason" text;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "resolved_by" uuid;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_ofx_idx" ON "bank_accounts" USING btree ("ofx_bank_id","ofx_acct_id");--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_matched_expense_id_expenses_id_fk" FOREIGN KEY ("matched_expense_id") REFERENCES "public"."expenses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_identity_idx" ON "bank_statement_lines" USING btree ("bank_account_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_payment_idx" ON "bank_statement_lines" USING btree ("matched_payment_id") WHERE matched_payment_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_expense_idx" ON "bank_statement_lines" USING btree ("matched_expense_id") WHERE matched_expense_id is not null;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_booked_once_check" CHECK (num_nonnulls(matched_payment_id, matched_expense_id, ignored_at) <= 1);--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_ignore_reason_check" CHECK (ignored_at is null or ignore_reason is not null);--> statement-breakpoint
-- hand-written (keep at merge): lines imported before bank accounts existed go to one account, then the
-- column becomes NOT NULL (the ADD COLUMN above must stay nullable when the migration is regenerated).
INSERT INTO "bank_accounts" ("name") SELECT 'Conta principal' WHERE EXISTS (SELECT 1 FROM "bank_statement_lines");--> statement-breakpoint
UPDATE "bank_statement_lines" SET "bank_account_id" = (SELECT "id" FROM "bank_accounts" ORDER BY "created_at" LIMIT 1) WHERE "bank_account_id" IS NULL;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ALTER COLUMN "bank_account_id" SET NOT NULL;