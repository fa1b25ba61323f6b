CREATE TABLE "conversation_members" (
	"conversation_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"last_read_at" timestamp with time zone,
	CONSTRAINT "conversation_members_conversation_id_contact_id_pk" PRIMARY KEY("conversation_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_low_id" integer NOT NULL,
	"contact_high_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone,
	CONSTRAINT "conversations_pair_ordered" CHECK ("conversations"."contact_low_id" < "conversations"."contact_high_id")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"image" text NOT NULL,
	"is_ad" boolean DEFAULT true NOT NULL,
	"alt" text NOT NULL,
	"style" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"num_clicked" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "picture_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"file" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"uploaded_by" integer
);
--> statement-breakpoint
CREATE TABLE "speakers" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition_id" integer NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"company_id" integer,
	"role" text NOT NULL,
	"day" integer NOT NULL,
	"start" text NOT NULL,
	"end" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"profile_pic" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition_id" integer NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tech_talk_speakers" (
	"tech_talk_id" integer NOT NULL,
	"speaker_id" integer NOT NULL,
	CONSTRAINT "tech_talk_speakers_tech_talk_id_speaker_id_pk" PRIMARY KEY("tech_talk_id","speaker_id")
);
--> statement-breakpoint
CREATE TABLE "tech_talks" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition_id" integer NOT NULL,
	"day" integer NOT NULL,
	"start" text NOT NULL,
	"end" text NOT NULL,
	"title" text NOT NULL,
	"location" text DEFAULT 'Room 6, first floor' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonial_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"cat_id" integer NOT NULL,
	"testimonial" text NOT NULL,
	"author_name" text NOT NULL,
	"author_company" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"iso2" text NOT NULL,
	"reverse_charge" boolean DEFAULT false NOT NULL,
	"vat_rate_bp" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "countries_name_unique" UNIQUE("name"),
	CONSTRAINT "countries_iso2_unique" UNIQUE("iso2")
);
--> statement-breakpoint
CREATE TABLE "editions" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition" integer NOT NULL,
	"name" text NOT NULL,
	"page_title" text NOT NULL,
	"city" text NOT NULL,
	"venue" text NOT NULL,
	"venue_address" text DEFAULT '' NOT NULL,
	"venue_map_url" text DEFAULT '' NOT NULL,
	"date_start" date NOT NULL,
	"date_end" date NOT NULL,
	"starts_at_utc" timestamp with time zone NOT NULL,
	"timezone" text NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"video_url" text DEFAULT '' NOT NULL,
	"traders_count" integer DEFAULT 0 NOT NULL,
	"countries_count" integer DEFAULT 0 NOT NULL,
	"member_price_cents" integer NOT NULL,
	"non_member_first_price_cents" integer NOT NULL,
	"membership_price_cents" integer NOT NULL,
	"charity_per_attendee_cents" integer NOT NULL,
	"dinner_spots_per_day" integer DEFAULT 250 NOT NULL,
	"dinner_per_company" integer DEFAULT 2 NOT NULL,
	CONSTRAINT "editions_edition_unique" UNIQUE("edition")
);
--> statement-breakpoint
CREATE TABLE "event_settings" (
	"edition_id" integer PRIMARY KEY NOT NULL,
	"show_video_banner" integer DEFAULT 0 NOT NULL,
	"video_banner_url" text DEFAULT '' NOT NULL,
	"mainpage_text" text DEFAULT '' NOT NULL,
	"reg_thankyou" text DEFAULT '' NOT NULL,
	"scheduler_enabled" boolean DEFAULT true NOT NULL,
	"enable_pic_sharing" integer DEFAULT 0 NOT NULL,
	"registration_open" boolean DEFAULT false NOT NULL,
	"analytics_staff_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"analytics_test_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"organiser_details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition_id" integer NOT NULL,
	"day_number" integer NOT NULL,
	"date" date NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"day_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"time_start" text NOT NULL,
	"time_end" text NOT NULL,
	"meta_start" timestamp with time zone NOT NULL,
	"meta_end" timestamp with time zone NOT NULL,
	"title" text NOT NULL,
	"icon" text NOT NULL,
	"map" text,
	"location" text,
	"additional" text,
	"is_captains_lunch" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timeslot_metadata" (
	"edition_id" integer NOT NULL,
	"day" integer NOT NULL,
	"date_start" timestamp with time zone NOT NULL,
	"date_end" timestamp with time zone NOT NULL,
	"meeting_tables" integer NOT NULL,
	"meeting_tables_max" integer NOT NULL,
	CONSTRAINT "timeslot_metadata_edition_id_day_pk" PRIMARY KEY("edition_id","day")
);
--> statement-breakpoint
CREATE TABLE "timeslots" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition_id" integer NOT NULL,
	"day" integer NOT NULL,
	"time_start" text NOT NULL,
	"time_end" text NOT NULL,
	"starts_at_utc" timestamp with time zone NOT NULL,
	"ends_at_utc" timestamp with time zone NOT NULL,
	"keynote" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"username" text NOT NULL,
	"website" text DEFAULT '-' NOT NULL,
	"tel" text DEFAULT '' NOT NULL,
	"street_address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"country_id" integer NOT NULL,
	"vat" text DEFAULT '' NOT NULL,
	"profile" text DEFAULT '' NOT NULL,
	"industry" text,
	"trading_type" text,
	"status" integer DEFAULT 1 NOT NULL,
	"tier" text DEFAULT 'regular' NOT NULL,
	"tbs_company_id" integer,
	"heard_through" text DEFAULT 'Google or other search engine' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_username_unique" UNIQUE("username"),
	CONSTRAINT "companies_tbs_company_id_unique" UNIQUE("tbs_company_id")
);
--> statement-breakpoint
CREATE TABLE "company_categories" (
	"company_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "company_categories_company_id_category_id_pk" PRIMARY KEY("company_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"function" text DEFAULT '' NOT NULL,
	"tel" text DEFAULT '' NOT NULL,
	"im_name" text,
	"im_value" text,
	"rfq_disabled" boolean DEFAULT false NOT NULL,
	"possible_matches_disabled" boolean DEFAULT false NOT NULL,
	"profile_pic" text,
	"profile_pic_large" text,
	"password_hash" text,
	"role" text DEFAULT 'attendee' NOT NULL,
	"position" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_email_lower" CHECK ("contacts"."email" = lower("contacts"."email"))
);
--> statement-breakpoint
CREATE TABLE "edition_contacts" (
	"edition_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"checked_in_at" timestamp with time zone,
	CONSTRAINT "edition_contacts_edition_id_contact_id_pk" PRIMARY KEY("edition_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"contact_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"contact_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "dinner_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"day_number" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"checkout_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_attendees" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"contact_id" integer,
	"name" text NOT NULL,
	"function" text NOT NULL,
	"email" text NOT NULL,
	"tel" text NOT NULL,
	"tbd" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"is_member" boolean NOT NULL,
	"status" text NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"trading" text,
	"utm_params" jsonb,
	"ref_params" jsonb,
	"subtotal_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"message" text NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_participants" (
	"meeting_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"timeslot_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition_id" integer NOT NULL,
	"timeslot_id" integer NOT NULL,
	"from_id" integer NOT NULL,
	"to_id" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"table_number" integer,
	"parent_schedule_id" integer,
	"attendees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	"dt_cancelled" timestamp with time zone,
	"cancelled_by" integer
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"page" text,
	"contact_id" integer,
	"data" jsonb,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "used_captchas" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_contact_low_id_contacts_id_fk" FOREIGN KEY ("contact_low_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_contact_high_id_contacts_id_fk" FOREIGN KEY ("contact_high_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_contacts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_contacts_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picture_categories" ADD CONSTRAINT "picture_categories_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pictures" ADD CONSTRAINT "pictures_category_id_picture_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."picture_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pictures" ADD CONSTRAINT "pictures_uploaded_by_contacts_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speakers" ADD CONSTRAINT "speakers_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speakers" ADD CONSTRAINT "speakers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsors" ADD CONSTRAINT "sponsors_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tech_talk_speakers" ADD CONSTRAINT "tech_talk_speakers_tech_talk_id_tech_talks_id_fk" FOREIGN KEY ("tech_talk_id") REFERENCES "public"."tech_talks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tech_talk_speakers" ADD CONSTRAINT "tech_talk_speakers_speaker_id_speakers_id_fk" FOREIGN KEY ("speaker_id") REFERENCES "public"."speakers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tech_talks" ADD CONSTRAINT "tech_talks_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_cat_id_testimonial_categories_id_fk" FOREIGN KEY ("cat_id") REFERENCES "public"."testimonial_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_settings" ADD CONSTRAINT "event_settings_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_days" ADD CONSTRAINT "program_days_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_items" ADD CONSTRAINT "program_items_day_id_program_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."program_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeslot_metadata" ADD CONSTRAINT "timeslot_metadata_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeslots" ADD CONSTRAINT "timeslots_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_categories" ADD CONSTRAINT "company_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_categories" ADD CONSTRAINT "company_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edition_contacts" ADD CONSTRAINT "edition_contacts_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edition_contacts" ADD CONSTRAINT "edition_contacts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dinner_registrations" ADD CONSTRAINT "dinner_registrations_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dinner_registrations" ADD CONSTRAINT "dinner_registrations_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dinner_registrations" ADD CONSTRAINT "dinner_registrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_attendees" ADD CONSTRAINT "registration_attendees_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_attendees" ADD CONSTRAINT "registration_attendees_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_notes" ADD CONSTRAINT "meeting_notes_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_notes" ADD CONSTRAINT "meeting_notes_created_by_contacts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_participants" ADD CONSTRAINT "meeting_participants_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_participants" ADD CONSTRAINT "meeting_participants_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_participants" ADD CONSTRAINT "meeting_participants_timeslot_id_timeslots_id_fk" FOREIGN KEY ("timeslot_id") REFERENCES "public"."timeslots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_timeslot_id_timeslots_id_fk" FOREIGN KEY ("timeslot_id") REFERENCES "public"."timeslots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_from_id_contacts_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_to_id_contacts_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_parent_schedule_id_meetings_id_fk" FOREIGN KEY ("parent_schedule_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_cancelled_by_contacts_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_members_contact_idx" ON "conversation_members" USING btree ("contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_uq" ON "conversations" USING btree ("contact_low_id","contact_high_id");--> statement-breakpoint
CREATE INDEX "conversations_high_idx" ON "conversations" USING btree ("contact_high_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_owner_contact_uq" ON "leads" USING btree ("owner_id","contact_id");--> statement-breakpoint
CREATE INDEX "messages_conversation_created_idx" ON "messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "pictures_category_idx" ON "pictures" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "testimonials_cat_idx" ON "testimonials" USING btree ("cat_id");--> statement-breakpoint
CREATE UNIQUE INDEX "program_days_edition_day_uq" ON "program_days" USING btree ("edition_id","day_number");--> statement-breakpoint
CREATE UNIQUE INDEX "timeslots_edition_start_uq" ON "timeslots" USING btree ("edition_id","starts_at_utc");--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name");--> statement-breakpoint
CREATE INDEX "companies_country_idx" ON "companies" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "company_categories_cat_idx" ON "company_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_email_uq" ON "contacts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "contacts_company_idx" ON "contacts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_contact_idx" ON "password_reset_tokens" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "sessions_contact_idx" ON "sessions" USING btree ("contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dinner_registrations_contact_uq" ON "dinner_registrations" USING btree ("edition_id","contact_id");--> statement-breakpoint
CREATE INDEX "dinner_registrations_company_idx" ON "dinner_registrations" USING btree ("edition_id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_id_uq" ON "payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "registration_attendees_reg_idx" ON "registration_attendees" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "registrations_company_idx" ON "registrations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "meeting_notes_meeting_idx" ON "meeting_notes" USING btree ("meeting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_participants_busy_uq" ON "meeting_participants" USING btree ("contact_id","timeslot_id");--> statement-breakpoint
CREATE INDEX "meeting_participants_meeting_idx" ON "meeting_participants" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "meetings_from_idx" ON "meetings" USING btree ("from_id");--> statement-breakpoint
CREATE INDEX "meetings_to_idx" ON "meetings" USING btree ("to_id");--> statement-breakpoint
CREATE INDEX "meetings_timeslot_idx" ON "meetings" USING btree ("timeslot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_table_uq" ON "meetings" USING btree ("timeslot_id","table_number") WHERE "meetings"."dt_cancelled" IS NULL AND "meetings"."table_number" IS NOT NULL AND "meetings"."parent_schedule_id" IS NULL;--> statement-breakpoint
CREATE INDEX "analytics_events_event_idx" ON "analytics_events" USING btree ("event","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");