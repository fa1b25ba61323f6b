CREATE TABLE "company_trade" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"looking_for" jsonb DEFAULT '{"categories":[],"brands":[],"conditions":[],"regions":[]}'::jsonb NOT NULL,
	"offering" jsonb DEFAULT '{"categories":[],"brands":[],"conditions":[],"regions":[]}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_digests" (
	"contact_id" integer NOT NULL,
	"edition_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_digests_contact_id_edition_id_company_id_pk" PRIMARY KEY("contact_id","edition_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "schedule_draft_meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"draft_id" integer NOT NULL,
	"edition_id" integer NOT NULL,
	"timeslot_id" integer NOT NULL,
	"from_id" integer NOT NULL,
	"to_id" integer NOT NULL,
	"table_number" integer NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"meeting_id" integer
);
--> statement-breakpoint
CREATE TABLE "schedule_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition_id" integer NOT NULL,
	"options" jsonb NOT NULL,
	"figures" jsonb NOT NULL,
	"left_out" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wishes" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"target_company_id" integer NOT NULL,
	"target_contact_id" integer,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "source" text DEFAULT 'request' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_trade" ADD CONSTRAINT "company_trade_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_digests" ADD CONSTRAINT "match_digests_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_digests" ADD CONSTRAINT "match_digests_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_digests" ADD CONSTRAINT "match_digests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_draft_meetings" ADD CONSTRAINT "schedule_draft_meetings_draft_id_schedule_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."schedule_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_draft_meetings" ADD CONSTRAINT "schedule_draft_meetings_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_draft_meetings" ADD CONSTRAINT "schedule_draft_meetings_timeslot_id_timeslots_id_fk" FOREIGN KEY ("timeslot_id") REFERENCES "public"."timeslots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_draft_meetings" ADD CONSTRAINT "schedule_draft_meetings_from_id_contacts_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_draft_meetings" ADD CONSTRAINT "schedule_draft_meetings_to_id_contacts_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_draft_meetings" ADD CONSTRAINT "schedule_draft_meetings_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_drafts" ADD CONSTRAINT "schedule_drafts_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_drafts" ADD CONSTRAINT "schedule_drafts_created_by_contacts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishes" ADD CONSTRAINT "wishes_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishes" ADD CONSTRAINT "wishes_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishes" ADD CONSTRAINT "wishes_target_company_id_companies_id_fk" FOREIGN KEY ("target_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishes" ADD CONSTRAINT "wishes_target_contact_id_contacts_id_fk" FOREIGN KEY ("target_contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_draft_meetings_draft_idx" ON "schedule_draft_meetings" USING btree ("draft_id");--> statement-breakpoint
CREATE INDEX "schedule_drafts_edition_idx" ON "schedule_drafts" USING btree ("edition_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishes_owner_target_uq" ON "wishes" USING btree ("edition_id","contact_id","target_company_id");--> statement-breakpoint
CREATE INDEX "wishes_target_idx" ON "wishes" USING btree ("edition_id","target_company_id");