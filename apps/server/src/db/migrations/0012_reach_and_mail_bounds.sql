ALTER TABLE "conversation_members" ADD COLUMN "wrote_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "sender_key" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "sender_label" text;--> statement-breakpoint
CREATE INDEX "mail_outbox_recipient_sender_idx" ON "mail_outbox" USING btree ("to","sender_key","created_at");--> statement-breakpoint
-- Members who have written in a conversation already: from the first of their messages.
UPDATE "conversation_members" AS "member" SET "wrote_at" = "first"."at"
FROM (
  SELECT "conversation_id", "sender_id", min("created_at") AS "at" FROM "messages" GROUP BY "conversation_id", "sender_id"
) AS "first"
WHERE "first"."conversation_id" = "member"."conversation_id" AND "first"."sender_id" = "member"."contact_id";
