CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("companies"."name" || ' ' || "companies"."profile" || ' ' || coalesce("companies"."industry", ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "companies_name_lower_idx" ON "companies" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "companies_search_trgm_idx" ON "companies" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- The directory's free-text search: ids of the companies matching every word, each word in
-- `search_text` or by country. With about 1,000 companies the planner would read the whole table
-- (about 1 ms a search); the trigram index answers in a tenth of that, so this function asks for it.
-- `words` is a JSON list of {"pattern": LIKE pattern, "countries": [country ids]}.
CREATE OR REPLACE FUNCTION directory_search(words jsonb) RETURNS SETOF integer
LANGUAGE plpgsql STABLE
SET enable_seqscan = off
AS $$
DECLARE
  first_pattern text := lower(words -> 0 ->> 'pattern');
  first_countries integer[] := ARRAY(SELECT jsonb_array_elements_text(words -> 0 -> 'countries')::integer);
BEGIN
  RETURN QUERY
    SELECT c.id FROM companies c
    WHERE (c.search_text LIKE first_pattern OR c.country_id = ANY (first_countries))
      AND NOT EXISTS (
        SELECT 1 FROM jsonb_array_elements(words) WITH ORDINALITY AS w(word, n)
        WHERE w.n > 1
          AND NOT (c.search_text LIKE lower(w.word ->> 'pattern')
            OR c.country_id IN (SELECT jsonb_array_elements_text(w.word -> 'countries')::integer)));
END
$$;
