-- The directory's free-text search (decision 0005): ids of the companies matching every word, each
-- word in `search_text` (its trigram index) or by country. Searches of up to three words (nearly
-- all) run a query that gives every word to the index, which answers them together without reading
-- a row that fails one; the plans are kept per connection. Longer searches take the general query.
-- `words` is a JSON list of {"pattern": LIKE pattern, "countries": [country ids]}.
CREATE OR REPLACE FUNCTION directory_search(words jsonb) RETURNS SETOF integer
LANGUAGE plpgsql STABLE
SET enable_seqscan = off
AS $$
DECLARE
  -- '[1, 2]' as '{1, 2}': the country ids without a subquery.
  p1 text := lower(words -> 0 ->> 'pattern');
  c1 integer[] := translate(coalesce(words -> 0 ->> 'countries', '[]'), '[]', '{}')::integer[];
  p2 text := lower(words -> 1 ->> 'pattern');
  c2 integer[] := translate(coalesce(words -> 1 ->> 'countries', '[]'), '[]', '{}')::integer[];
  p3 text := lower(words -> 2 ->> 'pattern');
  c3 integer[] := translate(coalesce(words -> 2 ->> 'countries', '[]'), '[]', '{}')::integer[];
BEGIN
  CASE jsonb_array_length(words)
  WHEN 1 THEN
    RETURN QUERY SELECT c.id FROM companies c
      WHERE (c.search_text LIKE p1 OR c.country_id = ANY (c1));
  WHEN 2 THEN
    RETURN QUERY SELECT c.id FROM companies c
      WHERE (c.search_text LIKE p1 OR c.country_id = ANY (c1))
        AND (c.search_text LIKE p2 OR c.country_id = ANY (c2));
  WHEN 3 THEN
    RETURN QUERY SELECT c.id FROM companies c
      WHERE (c.search_text LIKE p1 OR c.country_id = ANY (c1))
        AND (c.search_text LIKE p2 OR c.country_id = ANY (c2))
        AND (c.search_text LIKE p3 OR c.country_id = ANY (c3));
  ELSE
    RETURN QUERY
      SELECT c.id FROM companies c
      WHERE (c.search_text LIKE p1 OR c.country_id = ANY (c1))
        AND NOT EXISTS (
          SELECT 1 FROM jsonb_array_elements(words) WITH ORDINALITY AS w(word, n)
          WHERE w.n > 1
            AND NOT (c.search_text LIKE lower(w.word ->> 'pattern')
              OR c.country_id IN (SELECT jsonb_array_elements_text(w.word -> 'countries')::integer)));
  END CASE;
END
$$;
