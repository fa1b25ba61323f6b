-- The directory's free text is searched in the server's memory, in the list it already holds
-- (decision 0005): the search function, its trigram index and the column it read are gone.
DROP FUNCTION IF EXISTS directory_search(jsonb);--> statement-breakpoint
DROP INDEX "companies_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "search_text";
