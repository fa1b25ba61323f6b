CREATE TABLE "dinner_days" (
	"edition_id" integer NOT NULL,
	"day_number" integer NOT NULL,
	CONSTRAINT "dinner_days_edition_id_day_number_pk" PRIMARY KEY("edition_id","day_number")
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "rating" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "scanned_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "edition_contacts" ADD COLUMN "checked_in_by" integer;--> statement-breakpoint
ALTER TABLE "dinner_registrations" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dinner_registrations" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "dinner_days" ADD CONSTRAINT "dinner_days_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edition_contacts" ADD CONSTRAINT "edition_contacts_checked_in_by_contacts_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dinner_registrations" ADD CONSTRAINT "dinner_registrations_reviewed_by_contacts_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_owner_client_uq" ON "leads" USING btree ("owner_id","client_id");--> statement-breakpoint
CREATE INDEX "dinner_registrations_day_idx" ON "dinner_registrations" USING btree ("edition_id","day_number","status");