ALTER TABLE "schedule_draft_meetings" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "schedule_draft_meetings" ADD COLUMN "skipped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "schedule_drafts" ADD COLUMN "publishing" jsonb;