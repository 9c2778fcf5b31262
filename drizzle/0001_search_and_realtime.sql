-- Trigram search over the lead fields the CRM searches (spec §2.8), so ILIKE '%term%' uses an index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_search_trgm_idx" ON "leads" USING gin (
  (lower("name" || ' ' || "email" || ' ' || coalesce("company", '') || ' ' || coalesce("service_interest", ''))) gin_trgm_ops
);
--> statement-breakpoint
-- Realtime: every inserted notification is announced on the 'notifications' channel; each server
-- instance LISTENs and fans the row out to its SSE clients.
CREATE OR REPLACE FUNCTION notify_notification_insert() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('notifications', json_build_object('id', NEW.id, 'user_id', NEW.user_id)::text);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS notifications_notify_insert ON "notifications";
--> statement-breakpoint
CREATE TRIGGER notifications_notify_insert AFTER INSERT ON "notifications"
  FOR EACH ROW EXECUTE FUNCTION notify_notification_insert();
