-- Custom SQL migration file, put your code below! --
-- hand-written (keep at merge)
-- No negative proposal line or total (issue 23): a line's discount stays within quantity × unit price
-- (rounded half up to the cent, as lineTotal does). NOT VALID: rows saved before the check are left as
-- they are (the server refuses to send or accept them with a PT-BR message); every new write is checked.
ALTER TABLE "proposal_items" ADD CONSTRAINT "proposal_items_discount_within_line" CHECK ("quantity" > 0 AND "unit_price" >= 0 AND "discount" >= 0 AND "discount" <= round("quantity" * "unit_price", 2)) NOT VALID;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_total_not_negative" CHECK ("total" >= 0) NOT VALID;
