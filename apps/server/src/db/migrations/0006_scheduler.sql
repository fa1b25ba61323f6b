CREATE TABLE "calendar_feeds" (
	"contact_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "event_settings" ADD COLUMN "meeting_request_expiry_hours" integer;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "outcome_by" integer;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_outcome_by_contacts_id_fk" FOREIGN KEY ("outcome_by") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;