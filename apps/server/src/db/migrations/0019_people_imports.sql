CREATE TABLE "people_import_contacts" (
	"import_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	CONSTRAINT "people_import_contacts_import_id_contact_id_pk" PRIMARY KEY("import_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "people_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_by_id" integer,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"file_name" text NOT NULL,
	"state" text DEFAULT 'previewed' NOT NULL,
	"fingerprint" text NOT NULL,
	"rows" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"result" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"apply_requested_at" timestamp with time zone,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "people_invitation_recipients" (
	"invitation_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"invited_at" timestamp with time zone,
	"skipped" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "people_invitation_recipients_invitation_id_contact_id_pk" PRIMARY KEY("invitation_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "people_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_by_id" integer,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'sending' NOT NULL,
	"recipient_count" integer NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "people_import_contacts" ADD CONSTRAINT "people_import_contacts_import_id_people_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."people_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_import_contacts" ADD CONSTRAINT "people_import_contacts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_imports" ADD CONSTRAINT "people_imports_created_by_id_contacts_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_invitation_recipients" ADD CONSTRAINT "people_invitation_recipients_invitation_id_people_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."people_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_invitation_recipients" ADD CONSTRAINT "people_invitation_recipients_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_invitations" ADD CONSTRAINT "people_invitations_created_by_id_contacts_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "people_imports_created_idx" ON "people_imports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "people_invitation_recipients_pending_idx" ON "people_invitation_recipients" USING btree ("invitation_id","contact_id") WHERE "people_invitation_recipients"."invited_at" IS NULL;