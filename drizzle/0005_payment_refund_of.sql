ALTER TABLE "payments" ADD COLUMN "refund_of" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_of_payments_id_fk" FOREIGN KEY ("refund_of") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_refund_of_idx" ON "payments" USING btree ("refund_of");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_check" CHECK (refund_of is null or amount < 0);