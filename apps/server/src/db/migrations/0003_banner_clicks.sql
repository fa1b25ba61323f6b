CREATE TABLE "banner_clicks" (
	"banner_id" integer NOT NULL,
	"visitor_key" text NOT NULL,
	"hour_start_utc" timestamp with time zone NOT NULL,
	CONSTRAINT "banner_clicks_banner_id_visitor_key_hour_start_utc_pk" PRIMARY KEY("banner_id","visitor_key","hour_start_utc")
);
--> statement-breakpoint
ALTER TABLE "banner_clicks" ADD CONSTRAINT "banner_clicks_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;