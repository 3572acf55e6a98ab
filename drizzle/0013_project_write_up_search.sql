-- A project is found by the words of its case study too, weighted as a post's body ('C', below
-- its title and description). A generated column's expression cannot be altered: the column
-- (and its index) are made again, the same as 0006_site_search.sql's but for the write-up.
DROP INDEX IF EXISTS "projects_search_idx";
--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "search_vector";
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, "title"), 'A') ||
  setweight(to_tsvector('english'::regconfig, "description"), 'B') ||
  setweight(to_tsvector('english'::regconfig, "tags"::text || ' ' || "categories"::text || ' ' || "write_up_text"), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search_vector");
