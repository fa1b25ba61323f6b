CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "mail_outbox_due_idx";--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("name","run_at") WHERE "jobs"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_pending_key_idx" ON "jobs" USING btree ("name","key") WHERE "jobs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("finished_at") WHERE "jobs"."status" <> 'pending';--> statement-breakpoint
-- Mail still waiting in the outbox is handed to the job runner, due when its next attempt was.
INSERT INTO "jobs" ("name", "key", "payload", "attempts", "run_at")
SELECT 'mail.send', "id"::text, jsonb_build_object('mailId', "id"), "attempts", "next_attempt_at"
FROM "mail_outbox" WHERE "status" = 'pending';--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "next_attempt_at";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "locked_until";