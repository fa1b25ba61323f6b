ALTER TABLE "timeslot_metadata" ADD COLUMN "pattern" jsonb;--> statement-breakpoint
ALTER TABLE "dinner_days" ADD COLUMN "seats" integer;--> statement-breakpoint
-- Every edition that has meeting days gets its dinner days as rows, which sign-ups lock and the
-- console edits (days 1 and 2 until now, the edition's dinner_spots_per_day seats each).
INSERT INTO "dinner_days" ("edition_id", "day_number")
SELECT DISTINCT m."edition_id", m."day" FROM "timeslot_metadata" m WHERE m."day" IN (1, 2)
ON CONFLICT DO NOTHING;
